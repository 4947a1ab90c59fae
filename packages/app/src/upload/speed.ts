/** Options of {@link createSpeedMeter}. */
export interface SpeedMeterOptions {
  /** Shortest span in ms a speed is measured over; faster samples are gathered first (default 500). */
  spanMs?: number;
  /** Time constant in ms of the exponential smoothing: older spans weigh less the longer ago they were (default 3000). */
  smoothingMs?: number;
  /** How long in ms bytes must have flowed before a speed is shown (default 1000). */
  warmUpMs?: number;
}

/** What the meter says after a sample. */
export interface SpeedReading {
  /** Smoothed bytes per second; `null` until measured. */
  bytesPerSecond: number | null;
  /** Whole seconds until `total` bytes are sent at that speed; `null` while the speed is unknown or 0. */
  secondsLeft: number | null;
}

/**
 * Measures an upload's speed from samples of (bytes sent, time): the rate of each span of at least
 * `spanMs` is folded into an exponential moving average whose weight follows the span's length, so
 * bursts of progress events and pauses between them do not make the figure jump. The time left is
 * what remains divided by that speed.
 */
export function createSpeedMeter(options: SpeedMeterOptions = {}) {
  const spanMs = options.spanMs ?? 500;
  const smoothingMs = options.smoothingMs ?? 3000;
  const warmUpMs = options.warmUpMs ?? 1000;
  let startedAt: number | null = null;
  let lastAt = 0;
  let lastBytes = 0;
  let rate: number | null = null;

  const reading = (bytes: number, total: number, now: number): SpeedReading => {
    if (rate === null || startedAt === null || now - startedAt < warmUpMs) {
      return { bytesPerSecond: null, secondsLeft: null };
    }
    const left = Math.max(0, total - bytes);
    return {
      bytesPerSecond: rate,
      secondsLeft: left === 0 ? 0 : rate > 0 ? Math.ceil(left / rate) : null,
    };
  };

  return {
    /** Records that `bytes` of `total` are sent at `now` (ms) and answers the current reading. */
    sample(bytes: number, total: number, now: number): SpeedReading {
      if (startedAt === null) {
        startedAt = now;
        lastAt = now;
        lastBytes = bytes;
        return reading(bytes, total, now);
      }
      const elapsed = now - lastAt;
      if (elapsed >= spanMs) {
        const spanRate = (Math.max(0, bytes - lastBytes) * 1000) / elapsed;
        const weight = 1 - Math.exp(-elapsed / smoothingMs);
        rate = rate === null ? spanRate : rate + weight * (spanRate - rate);
        lastAt = now;
        lastBytes = bytes;
      }
      return reading(bytes, total, now);
    },
    /** Forgets everything (a new attempt starts over). */
    reset() {
      startedAt = null;
      rate = null;
    },
  };
}

export type SpeedMeter = ReturnType<typeof createSpeedMeter>;
