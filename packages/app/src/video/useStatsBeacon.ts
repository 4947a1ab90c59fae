import type { PlayerEvent } from '@reelbase/player';
import { useEffect, useState } from 'react';
import { createStatsBeacon, type StatsBeacon } from '../view/stats-beacon.ts';

/**
 * The view events of one player on a console page (the comments page, the Preview panel): a
 * beacon for the component's lifetime that sends with `token` once there is one, handing what
 * waits to `sendBeacon` when the component goes or the page is left. Returns the player's
 * `onEvent`.
 */
export function useStatsBeacon(token: string | null | undefined): (event: PlayerEvent, seconds: number) => void {
  const [beacon] = useState<StatsBeacon>(() =>
    createStatsBeacon({ referrer: typeof document === 'undefined' ? undefined : document.referrer }),
  );
  useEffect(() => {
    beacon.setToken(token ?? null);
  }, [beacon, token]);
  useEffect(() => () => beacon.stop(), [beacon]);
  return (event, seconds) => beacon.player(event, seconds);
}
