import useSWR from 'swr';
import { api } from '../http/client.ts';

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
