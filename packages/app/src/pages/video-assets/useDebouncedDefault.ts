import type { Subtitle } from '@reelbase/contract';
import { useCallback, useEffect, useRef, useState } from 'react';
import { withDefaultSubtitle } from './videoAssets.ts';

interface PendingDefault {
  id: string;
  isDefault: boolean;
}

/**
 * The default mark of subtitles, saved `delayMs` after the last toggle: the list shows the choice
 * at once (one default at most), and only the last choice is sent. `flush` sends it now, e.g.
 * before a delete; leaving sends it too.
 */
export function useDebouncedDefault(
  subtitles: readonly Subtitle[],
  onSetDefault: (subtitle: Subtitle, isDefault: boolean) => Promise<void>,
  delayMs: number,
) {
  const [pending, setPending] = useState<PendingDefault | null>(null);
  const waiting = useRef<PendingDefault | null>(null);
  const latest = useRef({ subtitles, onSetDefault });
  latest.current = { subtitles, onSetDefault };
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  const flush = useCallback(async () => {
    clearTimeout(timer.current);
    const choice = waiting.current;
    if (!choice) return;
    waiting.current = null;
    const { subtitles: saved, onSetDefault: save } = latest.current;
    const subtitle = saved.find((candidate) => candidate.id === choice.id);
    try {
      if (subtitle && subtitle.is_default !== choice.isDefault) await save(subtitle, choice.isDefault);
    } catch {
      // The API client has shown the error; the list shows the saved state again.
    } finally {
      setPending((current) => (current === choice ? null : current));
    }
  }, []);

  const toggle = useCallback(
    (subtitle: Subtitle, isDefault: boolean) => {
      const choice = { id: subtitle.id, isDefault };
      waiting.current = choice;
      setPending(choice);
      clearTimeout(timer.current);
      timer.current = setTimeout(() => void flush(), delayMs);
    },
    [delayMs, flush],
  );

  useEffect(() => () => void flush(), [flush]);

  const shown = pending ? withDefaultSubtitle(subtitles, pending.id, pending.isDefault) : [...subtitles];
  return { shown, toggle, flush, isPending: pending !== null };
}
