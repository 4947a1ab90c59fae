import type { DatabaseConnection } from '../db/database.ts';
import { createLiveBus, type LiveBus } from './live-bus.ts';
import { listenForNotices } from './live-listen.ts';
import { publishThroughBus } from './live-publish.ts';

/** The live updates of one server process: the bus its streams listen to, fed as the database allows. */
export interface LiveUpdates {
  bus: LiveBus;
  /** Stops listening (the streams are ended by the route's close hook). */
  close(): Promise<void>;
}

/**
 * Embedded database: the job workers run in this process, their notices go straight to the bus.
 * PostgreSQL: notices are published with NOTIFY by whichever process (server or `npm run worker`)
 * made the change, and every server process LISTENs and hands them to its bus.
 */
export async function startLiveUpdates(
  connection: DatabaseConnection,
  log: (message: string, error?: unknown) => void,
): Promise<LiveUpdates> {
  const bus = createLiveBus((error) => log('A live updates listener failed', error));
  if (connection.kind === 'pglite') {
    const release = publishThroughBus(connection.db, bus);
    return { bus, close: async () => release() };
  }
  const listener = await listenForNotices(connection.url, (notice) => bus.emit(notice), log);
  return { bus, close: () => listener.close() };
}
