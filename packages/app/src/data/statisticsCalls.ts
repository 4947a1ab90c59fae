import type { InteractiveList, StatsList } from '@reelbase/contract';
import useSWR from 'swr';
import { api } from '../http/client.ts';

/** One page of the statistics list by its address (the CSV gathers them). */
export function getStatsList(url: string) {
  return api<StatsList>('GET', url);
}

/** The console preview's statistics token: its events are marked internal and not counted. */
export function useInternalStatsToken(videoId: string) {
  return useSWR<{ token: string; expires_at: number }>(
    `/api/videos/${encodeURIComponent(videoId)}/stats-token`,
    // Without a token the preview simply sends nothing: no error is shown.
    (url: string) => api<{ token: string; expires_at: number }>('GET', url, undefined, { toastErrors: false }),
    {
      revalidateOnFocus: false,
      shouldRetryOnError: false,
      // Tokens live a day; a fresh one well before that.
      refreshInterval: 6 * 3600 * 1000,
    },
  );
}

/** A video's interactive elements, by start. */
export function useInteractiveElements(videoId: string) {
  return useSWR<InteractiveList>(`/api/videos/${encodeURIComponent(videoId)}/interactive`);
}

/** The clicks of interactive elements, all time (POST interactive-clicks with their ids). */
export function useInteractiveClicks(elementIds: readonly string[]) {
  return useSWR<Record<string, number>>(
    elementIds.length > 0 ? ['/api/videos/interactive-clicks', ...elementIds] : null,
    ([url, ...ids]: string[]) => api<Record<string, number>>('POST', url, { interactiveElementIds: ids }),
  );
}
