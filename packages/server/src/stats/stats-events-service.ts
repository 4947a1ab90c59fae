import type { StatsBatch } from '@reelbase/contract';
import { STATS_TEXTS } from '@reelbase/contract';
import { isbot } from 'isbot';
import type { Database } from '../db/database.ts';
import { HttpError } from '../errors.ts';
import { countryOf } from './country.ts';
import { deviceTypeOf, referrerOf } from './event-context.ts';
import { storeBatch, videoExists } from './stats-events-repository.ts';
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
  if (!(await videoExists(deps.db, claims.videoId))) return 0;
  const origin = {
    videoId: claims.videoId,
    batchId: batch.batch_id.toLowerCase(),
    sessionKey: batch.session ?? batch.batch_id.toLowerCase(),
    country: await countryOf(sender.address),
    referrer: referrerOf(batch.referrer ?? sender.referer),
    device: deviceTypeOf(sender.userAgent),
    day: dayOf(now),
  };
  return deps.db.transaction((tx) => storeBatch(tx, origin, batch.events));
}
