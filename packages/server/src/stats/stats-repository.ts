import type { SortDirection, StatsSortColumn } from '@reelbase/contract';
import { and, between, desc, eq, inArray, type SQL, sql, sum } from 'drizzle-orm';
import type { Executor } from '../db/database.ts';
import { libraries, videos, viewDailyBreakdowns, viewDailySessions, viewDailyStats, viewEvents } from '../db/schema.ts';
import type { LibraryScope } from '../videos/media-library-repository.ts';

/** A range of whole UTC days, `YYYY-MM-DD`, both ends included. */
export interface DayRange {
  from: string;
  to: string;
}

/** The videos of these ids with their library and company (for the reach check) and duration. */
export async function findStatsVideos(db: Executor, ids: string[]) {
  if (ids.length === 0) return [];
  return db
    .select({
      id: videos.id,
      libraryId: videos.libraryId,
      companyId: libraries.companyId,
      durationMs: videos.durationMs,
    })
    .from(videos)
    .innerJoin(libraries, eq(libraries.id, videos.libraryId))
    .where(inArray(videos.id, ids));
}

/** Each video's summed roll-ups over the days. */
export async function dailyTotals(db: Executor, ids: string[], days: DayRange) {
  if (ids.length === 0) return new Map<string, Totals>();
  const rows = await db
    .select({
      videoId: viewDailyStats.videoId,
      impressions: sum(viewDailyStats.impressions).mapWith(Number),
      starts: sum(viewDailyStats.starts).mapWith(Number),
      watchSeconds: sum(viewDailyStats.watchSeconds).mapWith(Number),
    })
    .from(viewDailyStats)
    .where(and(inArray(viewDailyStats.videoId, ids), between(viewDailyStats.day, days.from, days.to)))
    .groupBy(viewDailyStats.videoId);
  return new Map(rows.map((row) => [row.videoId, row]));
}

export interface Totals {
  impressions: number;
  starts: number;
  watchSeconds: number;
}

/** Starts by country, referrer or device over the videos and days, most first. */
export async function startsBy(db: Executor, kind: 'country' | 'referrer' | 'device', ids: string[], days: DayRange) {
  if (ids.length === 0) return [];
  const total = sum(viewDailyBreakdowns.starts).mapWith(Number);
  return db
    .select({ key: viewDailyBreakdowns.key, doc_count: total })
    .from(viewDailyBreakdowns)
    .where(
      and(
        inArray(viewDailyBreakdowns.videoId, ids),
        eq(viewDailyBreakdowns.kind, kind),
        between(viewDailyBreakdowns.day, days.from, days.to),
      ),
    )
    .groupBy(viewDailyBreakdowns.key)
    .orderBy(desc(total), viewDailyBreakdowns.key);
}

/** The started views of a video by the bucket of their furthest position (`buckets` per duration). */
export async function viewsByFurthestBucket(
  db: Executor,
  videoId: string,
  durationSeconds: number,
  buckets: number,
  days: DayRange,
) {
  const bucket = sql<number>`least(floor(${viewDailySessions.furthest} * ${buckets}::int / ${durationSeconds}::float8), ${buckets}::int)::int`;
  return (
    db
      .select({ bucket, views: sql<number>`count(*)::int` })
      .from(viewDailySessions)
      .where(
        and(
          eq(viewDailySessions.videoId, videoId),
          eq(viewDailySessions.started, true),
          between(viewDailySessions.day, days.from, days.to),
        ),
      )
      // By position: the bucket's expression carries parameters, which GROUP BY cannot match.
      .groupBy(sql`1`)
  );
}

/** Clicks per interactive element (with its video, for the reach check), optionally in a time range. */
export async function clicksOf(db: Executor, elementIds: string[], range: { from?: Date; to?: Date }) {
  if (elementIds.length === 0) return [];
  const conditions: SQL[] = [inArray(viewEvents.elementId, elementIds), eq(viewEvents.type, 'click')];
  if (range.from) conditions.push(sql`${viewEvents.at} >= ${range.from.toISOString()}`);
  if (range.to) conditions.push(sql`${viewEvents.at} <= ${range.to.toISOString()}`);
  return db
    .select({ elementId: viewEvents.elementId, videoId: viewEvents.videoId, clicks: sql<number>`count(*)::int` })
    .from(viewEvents)
    .where(and(...conditions))
    .groupBy(viewEvents.elementId, viewEvents.videoId);
}

export interface StatsListFilter {
  scope: LibraryScope;
  libraryIds: number[] | undefined;
  days: DayRange;
}

/** One page of the videos in scope with their figures over the days, and the number of videos. */
export async function listVideoFigures(
  db: Executor,
  filter: StatsListFilter,
  order: { column: StatsSortColumn; direction: SortDirection },
  page: { offset: number; limit: number },
) {
  const conditions: SQL[] = [];
  if (filter.scope.kind === 'company') conditions.push(eq(libraries.companyId, filter.scope.companyId));
  if (filter.scope.kind === 'libraries') conditions.push(inArray(videos.libraryId, filter.scope.ids));
  if (filter.libraryIds) conditions.push(inArray(videos.libraryId, filter.libraryIds));
  if (filter.scope.kind === 'libraries' && filter.scope.ids.length === 0) return { rows: [], total: 0 };
  if (filter.libraryIds?.length === 0) return { rows: [], total: 0 };
  const where = conditions.length > 0 ? and(...conditions) : undefined;

  const figures = db
    .select({
      videoId: viewDailyStats.videoId,
      impressions: sql<number>`sum(${viewDailyStats.impressions})`.as('impressions'),
      starts: sql<number>`sum(${viewDailyStats.starts})`.as('starts'),
      watch: sql<number>`sum(${viewDailyStats.watchSeconds})`.as('watch'),
    })
    .from(viewDailyStats)
    .where(between(viewDailyStats.day, filter.days.from, filter.days.to))
    .groupBy(viewDailyStats.videoId)
    .as('figures');
  const impressions = sql<number>`coalesce(${figures.impressions}, 0)`;
  const starts = sql<number>`coalesce(${figures.starts}, 0)`;
  const watch = sql<number>`coalesce(${figures.watch}, 0)`;
  const seconds = sql`floor(coalesce(${videos.durationMs}, 0) / 1000.0)`;
  const average = sql`(case when ${starts} > 0 then ${watch} / ${starts} else 0 end)`;
  const sortBy: Record<StatsSortColumn, SQL> = {
    publish_date: sql`${videos.publishDate}`,
    title: sql`lower(${videos.title})`,
    starts,
    impressions,
    start_ratio: sql`(case when ${impressions} > 0 then round(${starts} * 100.0 / ${impressions}) else 0 end)`,
    duration: seconds,
    avg_view_time: sql`round(${average})`,
    viewed_ratio: sql`(case when ${seconds} > 0 then round(${average} * 100.0 / ${seconds}) else 0 end)`,
    total_watch_time: sql`round(${watch})`,
  };
  const direction = order.direction === 'desc' ? sql`desc` : sql`asc`;

  const [{ total }] = await db
    .select({ total: sql<number>`count(*)::int` })
    .from(videos)
    .innerJoin(libraries, eq(libraries.id, videos.libraryId))
    .where(where);
  if (total === 0) return { rows: [], total };
  const rows = await db
    .select({
      id: videos.id,
      title: videos.title,
      thumbnailKey: videos.thumbnailKey,
      libraryId: videos.libraryId,
      publishDate: videos.publishDate,
      durationMs: videos.durationMs,
      impressions: impressions.mapWith(Number),
      starts: starts.mapWith(Number),
      watchSeconds: watch.mapWith(Number),
    })
    .from(videos)
    .innerJoin(libraries, eq(libraries.id, videos.libraryId))
    .leftJoin(figures, eq(figures.videoId, videos.id))
    .where(where)
    .orderBy(sql`${sortBy[order.column]} ${direction}`, sql`${videos.id} ${direction}`)
    .limit(page.limit)
    .offset(page.offset);
  return { rows, total };
}

/** Starts per UTC day of the videos over the days (days without starts are not among the rows). */
export async function startsPerDay(db: Executor, ids: string[], days: DayRange) {
  if (ids.length === 0) return [];
  return db
    .select({ day: viewDailyStats.day, starts: sum(viewDailyStats.starts).mapWith(Number) })
    .from(viewDailyStats)
    .where(and(inArray(viewDailyStats.videoId, ids), between(viewDailyStats.day, days.from, days.to)))
    .groupBy(viewDailyStats.day)
    .orderBy(viewDailyStats.day);
}
