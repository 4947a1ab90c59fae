import type { Executor } from '../db/database.ts';
import { dropRequests, recordRequests, requestsSince } from './password-reset-repository.ts';

/** One limit: at most `max` requests under `key` within `windowSeconds`, optionally `minIntervalSeconds` apart. */
export interface RequestLimit {
  key: string;
  max: number;
  windowSeconds: number;
  minIntervalSeconds?: number;
}

export type LimitOutcome = { kind: 'allowed' } | { kind: 'refused'; retryAfterSeconds: number; key: string };

/**
 * Counts a request against its limits. The request is recorded first and the others are counted
 * besides it, so that concurrent requests cannot pass a limit together; a refused request is
 * dropped again and does not count. The records live in the database: the limits hold across a
 * restart and across server processes.
 */
export async function countRequest(
  db: Executor,
  limits: readonly RequestLimit[],
  now = new Date(),
): Promise<LimitOutcome> {
  const recorded = await recordRequests(
    db,
    limits.map((limit) => limit.key),
    now,
  );
  const secondsUntil = (moment: number) => Math.max(1, Math.ceil((moment - now.getTime()) / 1000));
  for (const limit of limits) {
    const since = new Date(now.getTime() - limit.windowSeconds * 1000);
    const others = (await requestsSince(db, [limit.key], since, recorded)).get(limit.key);
    if (!others) continue;
    const interval = (limit.minIntervalSeconds ?? 0) * 1000;
    let retryAt = 0;
    if (others.count >= limit.max) retryAt = others.first.getTime() + limit.windowSeconds * 1000;
    else if (others.last.getTime() + interval > now.getTime()) retryAt = others.last.getTime() + interval;
    if (retryAt > 0) {
      await dropRequests(db, recorded);
      return { kind: 'refused', key: limit.key, retryAfterSeconds: secondsUntil(retryAt) };
    }
  }
  return { kind: 'allowed' };
}
