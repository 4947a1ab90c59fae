import type { UsageStats } from '@reelbase/contract';
import useSWR from 'swr';

/** The usage of every company the signed-in user may see. */
export function useUsageStats() {
  return useSWR<UsageStats[]>('/api/usage-stats');
}
