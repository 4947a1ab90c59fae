/** A timer handle as returned by a {@link Clock}. */
export type TimerHandle = unknown;

/**
 * The time source of the editors: the current time and one-shot timers. The browser's clock is the
 * default; tests pass a fake clock they advance by hand.
 */
export interface Clock {
  /** Milliseconds since an arbitrary origin; only differences are read. */
  now(): number;
  /** Calls `callback` once after `ms` milliseconds. */
  setTimeout(callback: () => void, ms: number): TimerHandle;
  /** Cancels a timer that has not fired yet; unknown handles are ignored. */
  clearTimeout(handle: TimerHandle): void;
}

/** The real clock: `Date.now` and the global timers. */
export const systemClock: Clock = {
  now: () => Date.now(),
  setTimeout: (callback, ms) => globalThis.setTimeout(callback, ms),
  clearTimeout: (handle) => globalThis.clearTimeout(handle as ReturnType<typeof globalThis.setTimeout>),
};
