/**
 * Follows ffmpeg's `-progress pipe:1` output (blocks of `key=value` lines) and turns the encoded
 * time into a whole percentage of `durationMs`, reported only when it grows. Below 100 until
 * ffmpeg says `progress=end`.
 */
export function progressReader(durationMs: number, onProgress: (percent: number) => void) {
  let pending = '';
  let last = -1;
  const report = (percent: number) => {
    if (percent > last) {
      last = percent;
      onProgress(percent);
    }
  };
  return {
    /** Feeds a piece of stdout. */
    push(text: string) {
      pending += text;
      const lines = pending.split('\n');
      pending = lines.pop() ?? '';
      for (const line of lines) {
        const [key, value = ''] = line.trim().split('=', 2);
        if (key === 'progress' && value === 'end') report(100);
        else if ((key === 'out_time_us' || key === 'out_time_ms') && durationMs > 0) {
          const microseconds = Number(value);
          if (Number.isFinite(microseconds) && microseconds >= 0) {
            report(Math.min(99, Math.floor(microseconds / 10 / durationMs)));
          }
        }
      }
    },
    /** Reports 100 if ffmpeg finished without saying so. */
    finish() {
      report(100);
    },
  };
}
