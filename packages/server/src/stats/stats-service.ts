import {
  DEVICE_TYPES,
  DROP_OFF_BUCKETS,
  STATS_DEFAULT_PAGE_SIZE,
  STATS_MAX_RANGE_DAYS,
  STATS_TEXTS,
  type StatsCountRows,
  type StatsList,
  type StatsSortColumn,
  type StatsToken,
  startRatio,
  viewedRatio,
} from '@reelbase/contract';
import { canOnLibrary } from '../auth/scope.ts';
import { NotFoundError, ValidationError } from '../errors.ts';
import type { ServiceDeps } from '../http/api-deps.ts';
import type { Viewer } from '../users/accounts.ts';
import { listScope } from '../videos/media-library-service.ts';
import { consoleThumbnailUrl } from '../videos/media-urls.ts';
import { dayOf } from './stats-events-service.ts';
import {
  clicksOf,
  type DayRange,
  dailyTotals,
  findStatsVideos,
  listVideoFigures,
  startsBy,
  startsPerDay,
  viewsByFurthestBucket,
} from './stats-repository.ts';
import { issueStatsToken } from './stats-token.ts';

export interface StatsDeps extends Pick<ServiceDeps, 'db' | 'publicUrl'> {
  downloadSecret: string;
  /** The key of the statistics tokens (the view secret). */
  viewSecret: string;
}

const LIST = 'list-videos-of-libraries' as const;
const VIDEO_NOT_FOUND = 'The video was not found.';
const DAY_SECONDS = 86_400;
/** The statistics list's default range: the seven days before its end. */
const DEFAULT_RANGE_SECONDS = 7 * DAY_SECONDS;

/** The whole UTC days from the day of `from` to the day of `to` (unix seconds); 422 when reversed. */
export function dayRangeOf(from: number, to: number): DayRange {
  if (to < from) throw new ValidationError({ to: [STATS_TEXTS.invalidRange] }, STATS_TEXTS.invalidRange);
  return { from: dayOf(new Date(from * 1000)), to: dayOf(new Date(to * 1000)) };
}

/** Every day of a range in order, `YYYY-MM-DD`. */
function daysOf(days: DayRange): string[] {
  const list: string[] = [];
  for (let at = Date.parse(`${days.from}T00:00:00Z`); dayOf(new Date(at)) <= days.to; at += DAY_SECONDS * 1000) {
    list.push(dayOf(new Date(at)));
  }
  return list;
}

/** How many days a range holds, both ends included. */
const lengthOf = (days: DayRange) =>
  Math.round((Date.parse(`${days.to}T00:00:00Z`) - Date.parse(`${days.from}T00:00:00Z`)) / (DAY_SECONDS * 1000)) + 1;

/** The requested videos the viewer may list (others are left out, as if they had no figures). */
async function reachableStatsVideos(deps: Pick<StatsDeps, 'db'>, viewer: Viewer, ids: string[]) {
  const wanted = [...new Set(ids.map((id) => id.toLowerCase()))];
  const found = await findStatsVideos(deps.db, wanted);
  return found.filter((video) => canOnLibrary(viewer, LIST, { id: video.libraryId, companyId: video.companyId }));
}

/** The per-video figures of the calls of section "Statistics": one row per reachable video. */
export async function figuresOf(deps: StatsDeps, viewer: Viewer, ids: string[], days: DayRange) {
  const reached = await reachableStatsVideos(deps, viewer, ids);
  const totals = await dailyTotals(
    deps.db,
    reached.map((video) => video.id),
    days,
  );
  return reached.map((video) => {
    const figures = totals.get(video.id) ?? { impressions: 0, starts: 0, watchSeconds: 0 };
    return { id: video.id, ...figures };
  });
}

export const averageViewSeconds = (watchSeconds: number, starts: number) => (starts > 0 ? watchSeconds / starts : 0);

/** Starts by country, referrer or device of the reachable videos. */
export async function breakdownOf(
  deps: StatsDeps,
  viewer: Viewer,
  kind: 'country' | 'referrer' | 'device',
  ids: string[],
  days: DayRange,
) {
  const reached = await reachableStatsVideos(deps, viewer, ids);
  return startsBy(
    deps.db,
    kind,
    reached.map((video) => video.id),
    days,
  );
}

/**
 * Starts per UTC day of the reachable videos: one row for every day of the range, in order (0 on
 * a day without starts). 422 for a range of more than STATS_MAX_RANGE_DAYS days.
 */
export async function startsPerDayOf(
  deps: StatsDeps,
  viewer: Viewer,
  ids: string[],
  days: DayRange,
): Promise<StatsCountRows> {
  if (lengthOf(days) > STATS_MAX_RANGE_DAYS) {
    throw new ValidationError({ from: [STATS_TEXTS.rangeTooLong] }, STATS_TEXTS.rangeTooLong);
  }
  const reached = await reachableStatsVideos(deps, viewer, ids);
  const counted = await startsPerDay(
    deps.db,
    reached.map((video) => video.id),
    days,
  );
  const starts = new Map(counted.map((row) => [row.day, row.starts]));
  return { rows: daysOf(days).map((day) => ({ key: day, doc_count: starts.get(day) ?? 0 })) };
}

/** Starts per device type of the reachable videos: desktop, mobile, tablet and tv, always all four. */
export async function startsPerDeviceOf(
  deps: StatsDeps,
  viewer: Viewer,
  ids: string[],
  days: DayRange,
): Promise<StatsCountRows> {
  const counted = await breakdownOf(deps, viewer, 'device', ids, days);
  const starts = new Map(counted.map((row) => [row.key, row.doc_count]));
  return { rows: DEVICE_TYPES.map((device) => ({ key: device, doc_count: starts.get(device) ?? 0 })) };
}

/**
 * A statistics token for the console's preview player of a video the viewer may list: its events
 * are internal and not counted. 404 for a video out of reach.
 */
export async function previewStatsToken(
  deps: StatsDeps,
  viewer: Viewer,
  id: string,
  now = new Date(),
): Promise<StatsToken> {
  const [video] = await reachableStatsVideos(deps, viewer, [id]);
  if (!video) throw new NotFoundError(VIDEO_NOT_FOUND);
  return issueStatsToken(deps.viewSecret, video.id, { internal: true }, now);
}

/**
 * The drop-off chart of one video: for each 5 % of the duration (0 % ... 100 %), how many started
 * views got at least that far. 404 for a video out of reach.
 */
export async function dropOffOf(deps: StatsDeps, viewer: Viewer, id: string | undefined, days: DayRange) {
  const [video] = id ? await reachableStatsVideos(deps, viewer, [id]) : [];
  if (!video) throw new NotFoundError(VIDEO_NOT_FOUND);
  const duration = (video.durationMs ?? 0) / 1000;
  const counts = new Array<number>(DROP_OFF_BUCKETS + 1).fill(0);
  if (duration > 0) {
    for (const row of await viewsByFurthestBucket(deps.db, video.id, duration, DROP_OFF_BUCKETS, days)) {
      counts[Math.max(0, Math.min(DROP_OFF_BUCKETS, Number(row.bucket)))] += Number(row.views);
    }
  }
  // A view that got to bucket b also passed every bucket before it.
  for (let bucket = DROP_OFF_BUCKETS - 1; bucket >= 0; bucket--) counts[bucket] += counts[bucket + 1];
  return {
    key: video.id,
    duration,
    rows: counts.map((views, bucket) => ({
      position: (bucket * 100) / DROP_OFF_BUCKETS,
      seconds: Math.round(((duration * bucket) / DROP_OFF_BUCKETS) * 10) / 10,
      doc_count: views,
    })),
  };
}

/** Clicks per interactive element; elements of videos out of reach are left out. */
export async function clicksPerElement(
  deps: StatsDeps,
  viewer: Viewer,
  elementIds: string[],
  range: { from?: number; to?: number },
): Promise<Record<string, number>> {
  const rows = await clicksOf(deps.db, [...new Set(elementIds.map((id) => id.toLowerCase()))], {
    from: range.from === undefined ? undefined : new Date(range.from * 1000),
    to: range.to === undefined ? undefined : new Date(range.to * 1000),
  });
  const reachable = new Set(
    (
      await reachableStatsVideos(
        deps,
        viewer,
        rows.map((row) => row.videoId),
      )
    ).map((video) => video.id),
  );
  const answer: Record<string, number> = {};
  for (const id of elementIds) answer[id] = 0;
  for (const row of rows) {
    if (row.elementId && reachable.has(row.videoId)) answer[row.elementId] = (answer[row.elementId] ?? 0) + row.clicks;
  }
  return answer;
}

export interface StatsListOptions {
  libraryIds: number[] | undefined;
  /** Unix seconds: the range end (default now) and start (default seven days before the end). */
  date: number | undefined;
  from: number | undefined;
  column: StatsSortColumn | undefined;
  direction: 'asc' | 'desc' | undefined;
  pageSize: number | undefined;
  current: number | undefined;
}

/** GET api/videos-for-statistics: one page of the viewer's videos with their nine figures. */
export async function statisticsList(
  deps: StatsDeps,
  viewer: Viewer,
  options: StatsListOptions,
  now = new Date(),
): Promise<StatsList> {
  const to = options.date ?? Math.floor(now.getTime() / 1000);
  const days = dayRangeOf(options.from ?? Math.max(0, to - DEFAULT_RANGE_SECONDS), to);
  const column = options.column ?? 'publish_date';
  const direction = options.direction ?? (column === 'publish_date' ? 'desc' : 'asc');
  const pageSize = options.pageSize ?? STATS_DEFAULT_PAGE_SIZE;
  const current = options.current ?? 1;
  const { rows, total } = await listVideoFigures(
    deps.db,
    { scope: listScope(viewer), libraryIds: options.libraryIds, days },
    { column, direction },
    { offset: (current - 1) * pageSize, limit: pageSize },
  );
  return {
    items: rows.map((row) => {
      const duration = Math.floor((row.durationMs ?? 0) / 1000);
      const average = averageViewSeconds(row.watchSeconds, row.starts);
      return {
        id: row.id,
        title: row.title,
        thumbnail: consoleThumbnailUrl(deps, { id: row.id, thumbnailKey: row.thumbnailKey }, now),
        library: row.libraryId,
        publish_date: Math.floor(row.publishDate.getTime() / 1000),
        starts: row.starts,
        impressions: row.impressions,
        start_ratio: startRatio(row.starts, row.impressions),
        duration,
        avg_view_time: Math.round(average),
        viewed_ratio: viewedRatio(average, duration),
        total_watch_time: Math.round(row.watchSeconds),
      };
    }),
    pagination: { current, pageSize, total },
  };
}
