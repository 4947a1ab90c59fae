import { asc, inArray, lt, min } from 'drizzle-orm';
import type { Database, Executor } from '../db/database.ts';
import { viewEventBatches, viewEvents } from '../db/schema.ts';
import { dayOf } from './stats-events-service.ts';

const DAY_MS = 86_400_000;
/** Batches removed per transaction (each carries at most 100 events). */
const RETENTION_CHUNK_BATCHES = 500;

/**
 * The first UTC day whose raw events are kept: `retentionDays` whole days before today. Raw
 * events are removed by whole days (everything received before this day's midnight), so a day
 * from the horizon on is complete and one before it may be gone.
 */
export function retentionHorizon(retentionDays: number, now = new Date()): string {
  return dayOf(new Date(Date.parse(`${dayOf(now)}T00:00:00Z`) - retentionDays * DAY_MS));
}

/** How many rows a statement touched, whichever driver ran it. */
function affectedRows(result: unknown): number {
  const { rowCount, affectedRows } = (result ?? {}) as { rowCount?: number | null; affectedRows?: number };
  return rowCount ?? affectedRows ?? 0;
}

/** The day the oldest raw batch was received on (null without raw events). */
export async function oldestRawDay(db: Executor): Promise<string | null> {
  const [row] = await db.select({ at: min(viewEventBatches.receivedAt) }).from(viewEventBatches);
  return row?.at ? dayOf(new Date(row.at)) : null;
}

export interface RetentionOptions {
  retentionDays: number;
  now?: Date;
  chunkBatches?: number;
  /** Stops after this many chunks (the next run continues). */
  maxChunks?: number;
}

export interface RetentionResult {
  /** Raw events received before this UTC day were removed. */
  before: string;
  batches: number;
  events: number;
  /** Whether nothing older is left. */
  done: boolean;
}

/**
 * Removes the raw view events and their batch records received before the retention horizon,
 * oldest first, a chunk of batches per transaction: a batch goes with all its events or stays
 * whole, so a run stopped at any point removed only expired data, and the next run carries on.
 * The daily roll-ups are kept. (A batch id removed here is no longer recognised as a repeat; its
 * page's token expired long before.)
 */
export async function deleteExpiredViewEvents(db: Database, options: RetentionOptions): Promise<RetentionResult> {
  const before = retentionHorizon(options.retentionDays, options.now);
  const cutoff = new Date(`${before}T00:00:00Z`);
  const size = options.chunkBatches ?? RETENTION_CHUNK_BATCHES;
  const result: RetentionResult = { before, batches: 0, events: 0, done: false };
  for (let chunk = 0; chunk < (options.maxChunks ?? Number.POSITIVE_INFINITY); chunk++) {
    const removed = await db.transaction(async (tx) => {
      const ids = (
        await tx
          .select({ id: viewEventBatches.id })
          .from(viewEventBatches)
          .where(lt(viewEventBatches.receivedAt, cutoff))
          .orderBy(asc(viewEventBatches.receivedAt), asc(viewEventBatches.id))
          .limit(size)
      ).map((row) => row.id);
      if (ids.length === 0) return { batches: 0, events: 0 };
      // The events first: the batches' cascade then finds nothing left to remove.
      const events = affectedRows(await tx.delete(viewEvents).where(inArray(viewEvents.batchId, ids)));
      await tx.delete(viewEventBatches).where(inArray(viewEventBatches.id, ids));
      return { batches: ids.length, events };
    });
    result.batches += removed.batches;
    result.events += removed.events;
    if (removed.batches < size) {
      result.done = true;
      break;
    }
  }
  return result;
}
