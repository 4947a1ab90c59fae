import pg from 'pg';
import { type LiveNotice, parseNotice } from './live-notices.ts';
import { LIVE_CHANNEL } from './live-publish.ts';

/** The waits before connecting the listener again after it broke: 1 s doubling up to 30 s. */
const RECONNECT_MS = { first: 1000, most: 30_000 };

export interface LiveListener {
  /** Whether the listener is connected and listening. */
  readonly listening: boolean;
  close(): Promise<void>;
}

/**
 * Listens to the notices channel on PostgreSQL with a connection of its own (LISTEN holds it)
 * and hands each notice to `onNotice`. A broken connection is made again with backoff; after a
 * reconnection a `resync` notice tells the consoles that notices may have been missed.
 */
export async function listenForNotices(
  url: string,
  onNotice: (notice: LiveNotice) => void,
  log: (message: string, error?: unknown) => void,
): Promise<LiveListener> {
  let client: pg.Client | null = null;
  let closed = false;
  let listening = false;
  let failures = 0;
  let timer: NodeJS.Timeout | null = null;
  let connectedBefore = false;

  const retry = () => {
    if (closed || timer) return;
    const wait = Math.min(RECONNECT_MS.most, RECONNECT_MS.first * 2 ** failures);
    failures += 1;
    timer = setTimeout(() => {
      timer = null;
      void connect();
    }, wait);
    timer.unref();
  };

  const drop = (current: pg.Client, error?: unknown) => {
    if (client !== current) return;
    client = null;
    listening = false;
    if (!closed) log('The live updates listener lost its database connection', error);
    current.end().catch(() => undefined);
    retry();
  };

  async function connect() {
    if (closed) return;
    const current = new pg.Client({ connectionString: url });
    client = current;
    current.on('error', (error) => drop(current, error));
    current.on('end', () => drop(current));
    current.on('notification', (message) => {
      if (message.channel !== LIVE_CHANNEL || !message.payload) return;
      const notice = parseNotice(message.payload);
      if (notice) onNotice(notice);
    });
    try {
      await current.connect();
      await current.query(`LISTEN ${LIVE_CHANNEL}`);
      if (closed || client !== current) return;
      listening = true;
      failures = 0;
      if (connectedBefore) onNotice({ kind: 'resync' });
      connectedBefore = true;
    } catch (error) {
      drop(current, error);
    }
  }

  await connect();
  return {
    get listening() {
      return listening;
    },
    async close() {
      closed = true;
      listening = false;
      if (timer) clearTimeout(timer);
      timer = null;
      const current = client;
      client = null;
      await current?.end().catch(() => undefined);
    },
  };
}
