import type { IsoDateRange } from '@reelbase/ui';
import useSWR from 'swr';
import {
  type CountRows,
  type CountryCounts,
  type DropOff,
  hasStartsPerDay,
  type ReferrerCounts,
  type TimeRows,
  type TotalTimeRows,
} from '../pages/statistics/detail/statisticsFigures.ts';
import { statsFigureUrl } from './statistics.ts';

/** The statistics calls of one video's detail page. */
const VIDEO_STATISTICS_PATHS = {
  impressions: '/api/videos/impressions',
  starts: '/api/videos/views',
  averageViewTime: '/api/videos/average-view-time',
  totalWatchTime: '/api/videos/total-watch-time',
  referrers: '/api/videos/starts-per-referrer',
  countries: '/api/videos/views-by-country',
  dropOff: '/api/videos/drop-off-rate-chart-total-views',
  startsPerDay: '/api/videos/starts-per-day',
  devices: '/api/videos/starts-per-device',
} as const;

export type VideoStatisticsCall = keyof typeof VIDEO_STATISTICS_PATHS;

/** The address of every call for one video over a range of days (`videos[]`, `from`, `to`). */
function videoStatisticsUrls(videoId: string, range: IsoDateRange): Record<VideoStatisticsCall, string> {
  const urls = {} as Record<VideoStatisticsCall, string>;
  for (const [call, path] of Object.entries(VIDEO_STATISTICS_PATHS) as [VideoStatisticsCall, string][]) {
    urls[call] = statsFigureUrl(path, [videoId], range);
  }
  return urls;
}

/**
 * Every figure of one video over a range of days, each call on its own (a card shows its own
 * loading and empty state). Nothing is asked while `videoId` is null (the video is not known yet),
 * nor the starts per day for a range longer than that call answers.
 */
export function useVideoStatistics(videoId: string | null, range: IsoDateRange) {
  const urls = videoId ? videoStatisticsUrls(videoId, range) : null;
  const perDay = hasStartsPerDay(range);
  return {
    impressions: useSWR<CountRows>(urls?.impressions ?? null),
    starts: useSWR<CountRows>(urls?.starts ?? null),
    averageViewTime: useSWR<TimeRows>(urls?.averageViewTime ?? null),
    totalWatchTime: useSWR<TotalTimeRows>(urls?.totalWatchTime ?? null),
    referrers: useSWR<ReferrerCounts>(urls?.referrers ?? null),
    countries: useSWR<CountryCounts>(urls?.countries ?? null),
    dropOff: useSWR<DropOff>(urls?.dropOff ?? null),
    startsPerDay: useSWR<CountRows>(perDay ? (urls?.startsPerDay ?? null) : null),
    devices: useSWR<CountRows>(urls?.devices ?? null),
  };
}

export type VideoStatistics = ReturnType<typeof useVideoStatistics>;
