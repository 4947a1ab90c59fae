import type { StatsBatch } from '@reelbase/contract';
import { STATS_TEXTS } from '@reelbase/contract';
import { isbot } from 'isbot';
import type { Database, Executor } from '../db/database.ts';
import { HttpError } from '../errors.ts';
import { countryOf } from './country.ts';
import { deviceTypeOf, referrerOf } from './event-context.ts';
import { type ReceivedBatch, storeBatches } from './stats-events-repository.ts';
import { verifyStatsToken } from './stats-token.ts';

export interface StatsEventDeps {
  db: Database;
  /** The key of the statistics tokens (the view secret). */
  viewSecret: string;
}

/** What the request says about its sender, read by the route. */
export interface BatchSender {
  userAgent: string | undefined;
  /** The client address (behind a trusted proxy, the forwarded one); used for the country only. */
  address: string | undefined;
  /** The Referer header. */
  referer: string | undefined;
}

/** The UTC day of a moment, `YYYY-MM-DD`. */
export const dayOf = (moment: Date) => moment.toISOString().slice(0, 10);

/** The most batches written in one transaction (a batch has 100 events at most). */
const GROUP_MAX = 200;

interface WaitingBatch {
  batch: ReceivedBatch;
  resolve: (stored: number) => void;
  reject: (error: unknown) => void;
}

/**
 * Writes received batches to one database, one transaction at a time: the batches that arrive
 * while a transaction runs go together in the next one, so a busy server writes many batches
 * with the statements of one (see `storeBatches`), and a quiet one writes each batch at once.
 * Every batch stays all or nothing with its roll-ups. When a group fails, its batches are
 * written one by one, so that only a faulty batch fails.
 */
export class BatchWriter {
  private waiting: WaitingBatch[] = [];
  private writing = false;

  constructor(
    private readonly db: Database,
    private readonly store: (tx: Executor, batches: ReceivedBatch[]) => Promise<number[]> = storeBatches,
  ) {}

  /** Stores the batch; answers how many of its events were stored (0 for a batch id seen before). */
  write(batch: ReceivedBatch): Promise<number> {
    return new Promise((resolve, reject) => {
      this.waiting.push({ batch, resolve, reject });
      if (this.writing) return;
      this.writing = true;
      // After the requests read with this one have queued their batches too.
      setImmediate(() => void this.drain());
    });
  }

  private async drain() {
    try {
      while (this.waiting.length > 0) {
        const group = this.waiting.splice(0, GROUP_MAX);
        try {
          const stored = await this.db.transaction((tx) =>
            this.store(
              tx,
              group.map((waiting) => waiting.batch),
            ),
          );
          for (const [index, waiting] of group.entries()) waiting.resolve(stored[index]);
        } catch (error) {
          if (group.length === 1) group[0].reject(error);
          else for (const waiting of group) await this.writeAlone(waiting);
        }
      }
    } finally {
      this.writing = false;
    }
  }

  private async writeAlone(waiting: WaitingBatch) {
    try {
      const [stored] = await this.db.transaction((tx) => this.store(tx, [waiting.batch]));
      waiting.resolve(stored);
    } catch (error) {
      waiting.reject(error);
    }
  }
}

const writers = new WeakMap<Database, BatchWriter>();

/** The database's batch writer. */
function writerOf(db: Database): BatchWriter {
  let writer = writers.get(db);
  if (!writer) {
    writer = new BatchWriter(db);
    writers.set(db, writer);
  }
  return writer;
}

/**
 * POST api/stats/events: refuses a forged or expired token (403); stores nothing for robots, for
 * an internal preview or for a removed video; stores a new batch and its roll-ups in one
 * transaction (a repeated batch id adds nothing). Answers how many events were stored.
 */
export async function receiveBatch(
  deps: StatsEventDeps,
  batch: StatsBatch,
  sender: BatchSender,
  now = new Date(),
): Promise<number> {
  const claims = verifyStatsToken(deps.viewSecret, batch.token, now);
  if (!claims) throw new HttpError(403, STATS_TEXTS.invalidToken);
  if (claims.internal || isbot(sender.userAgent ?? '')) return 0;
  const origin = {
    videoId: claims.videoId,
    batchId: batch.batch_id.toLowerCase(),
    sessionKey: batch.session ?? batch.batch_id.toLowerCase(),
    country: await countryOf(sender.address),
    referrer: referrerOf(batch.referrer ?? sender.referer),
    device: deviceTypeOf(sender.userAgent),
    day: dayOf(now),
    receivedAt: now.getTime(),
  };
  return writerOf(deps.db).write({ origin, events: batch.events });
}
