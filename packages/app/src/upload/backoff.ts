import type { Sleep } from './types.ts';

/** Retry timing: delay before retry n is `base * 2^n`, capped, with up to a quarter taken off at random. */
export interface BackoffPolicy {
  baseMs: number;
  maxMs: number;
  random: () => number;
}

/** The delay before retry number `retry` (0 for the first retry): 1 s, 2 s, 4 s ... capped, jittered. */
export function backoffDelay(retry: number, policy: BackoffPolicy): number {
  const exponential = Math.min(policy.maxMs, policy.baseMs * 2 ** retry);
  const jitter = 0.75 + 0.25 * Math.min(1, Math.max(0, policy.random()));
  return Math.round(exponential * jitter);
}

/**
 * Reads a `Retry-After` header (seconds or an HTTP date) as milliseconds from `now`;
 * `undefined` when absent or unreadable.
 */
export function parseRetryAfter(value: string | null, now: number): number | undefined {
  if (!value) return undefined;
  const trimmed = value.trim();
  if (/^\d+(\.\d+)?$/.test(trimmed)) return Math.round(Number(trimmed) * 1000);
  const date = Date.parse(trimmed);
  return Number.isNaN(date) ? undefined : Math.max(0, date - now);
}

/** A real timer wait that resolves early, without error, when the signal aborts. */
export const realSleep: Sleep = (ms, signal) =>
  new Promise((resolve) => {
    if (signal?.aborted) return resolve();
    const done = () => {
      clearTimeout(timer);
      signal?.removeEventListener('abort', done);
      resolve();
    };
    const timer = setTimeout(done, ms);
    signal?.addEventListener('abort', done, { once: true });
  });
