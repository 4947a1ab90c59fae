import { inArray, sql } from 'drizzle-orm';
import type { Database, Executor } from '../db/database.ts';
import { videos } from '../db/schema.ts';
import { dayOf } from './stats-events-service.ts';
import { oldestRawDay, retentionHorizon } from './stats-retention.ts';

const DAY_MS = 86_400_000;
/** Days rebuilt per transaction (of one video). */
const REBUILD_CHUNK_DAYS = 31;

/** One transaction of a rebuild: one video, whole days from `from` to `to`. */
interface RebuildChunk {
  videoId: string;
  from: string;
  to: string;
}

export interface RebuildOptions {
  /** The UTC days to rebuild, `YYYY-MM-DD`, both ends included. */
  from: string;
  to: string;
  /** The videos to rebuild; without it, every video with roll-ups or raw events in the days. */
  videoIds?: string[];
  /** The raw events' retention: days before its horizon are never touched. */
  retentionDays: number;
  now?: Date;
  chunkDays?: number;
  /** Called after each committed chunk (progress; a test stops a run with it). */
  afterChunk?: (chunk: RebuildChunk) => void | Promise<void>;
}

export interface RebuildResult {
  /** The days rebuilt (the asked ones, narrowed to those with complete raw events); null: none. */
  from: string | null;
  to: string | null;
  videos: number;
  chunks: number;
}

/** Whether a text is a real calendar day, `YYYY-MM-DD`. */
export function isDay(text: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(text)) return false;
  const at = Date.parse(`${text}T00:00:00Z`);
  return !Number.isNaN(at) && dayOf(new Date(at)) === text;
}

const addDays = (day: string, count: number) => dayOf(new Date(Date.parse(`${day}T00:00:00Z`) + count * DAY_MS));
const midnight = (day: string) => new Date(`${day}T00:00:00Z`).toISOString();
const later = (a: string, b: string) => (a > b ? a : b);
const earlier = (a: string, b: string) => (a < b ? a : b);

/**
 * The days a rebuild may touch: not before the retention horizon nor before the day of the
 * oldest raw batch (older raw events are gone, so rebuilding would lose figures), not after today.
 */
export async function rebuildableDays(
  db: Executor,
  asked: { from: string; to: string },
  retentionDays: number,
  now = new Date(),
): Promise<{ from: string; to: string } | null> {
  const oldest = await oldestRawDay(db);
  if (!oldest) return null;
  const from = later(asked.from, later(retentionHorizon(retentionDays, now), oldest));
  const to = earlier(asked.to, dayOf(now));
  return from <= to ? { from, to } : null;
}

/** The videos with roll-ups or raw events in the days, in id order. */
async function videosWithFigures(db: Executor, days: { from: string; to: string }): Promise<string[]> {
  const result = await db.execute(sql`
    select video_id from view_daily_stats where day between ${days.from}::date and ${days.to}::date
    union
    select video_id from view_event_batches
    where received_at >= ${midnight(days.from)}::timestamptz and received_at < ${midnight(addDays(days.to, 1))}::timestamptz
    order by 1`);
  const rows = (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as { video_id: string }[];
  return rows.map((row) => row.video_id);
}

/**
 * Rebuilds one video's roll-ups of whole days from its raw events, in the caller's transaction,
 * by the rules of ingestion (stats-events-repository.ts): a batch counts on the UTC day it was
 * received; per page (session key) and day, `started` if any start and `furthest` the furthest
 * progress or end position (at least 0); per day, impressions and ends counted, starts the pages
 * that started, watch seconds the sum of their furthest positions; the country (ZZ when unknown),
 * referrer (empty when none) and device breakdowns count each started page once, by the page's
 * first start event (the lowest event id: events are numbered in the order they were stored).
 */
async function rebuildVideoDays(tx: Executor, chunk: RebuildChunk): Promise<void> {
  const video = sql`${chunk.videoId}::uuid`;
  const from = sql`${chunk.from}::date`;
  const to = sql`${chunk.to}::date`;
  // Ingestion adds to these rows while holding its page's row: it waits here, then adds on top.
  await tx.execute(
    sql`lock table view_daily_sessions, view_daily_stats, view_daily_breakdowns in share row exclusive mode`,
  );
  await tx.execute(sql`delete from view_daily_sessions where video_id = ${video} and day between ${from} and ${to}`);
  await tx.execute(sql`delete from view_daily_stats where video_id = ${video} and day between ${from} and ${to}`);
  await tx.execute(sql`delete from view_daily_breakdowns where video_id = ${video} and day between ${from} and ${to}`);
  await tx.execute(sql`
    with pages as (
      select (b.received_at at time zone 'UTC')::date as day,
             e.session_key,
             bool_or(e.type = 'start') as started,
             coalesce(max(e.position) filter (where e.type in ('progress', 'end')), 0) as furthest,
             count(*) filter (where e.type = 'impression') as impressions,
             count(*) filter (where e.type = 'end') as ends,
             (array_agg(coalesce(e.country, 'ZZ') order by e.id) filter (where e.type = 'start'))[1] as country,
             (array_agg(coalesce(e.referrer, '') order by e.id) filter (where e.type = 'start'))[1] as referrer,
             (array_agg(e.device order by e.id) filter (where e.type = 'start'))[1] as device
      from view_events e
      join view_event_batches b on b.id = e.batch_id
      where e.video_id = ${video}
        and b.received_at >= ${midnight(chunk.from)}::timestamptz
        and b.received_at < ${midnight(addDays(chunk.to, 1))}::timestamptz
      group by 1, 2
    ),
    sessions as (
      insert into view_daily_sessions (video_id, day, session_key, started, furthest)
      select ${video}, day, session_key, started, furthest from pages
    ),
    breakdowns as (
      insert into view_daily_breakdowns (video_id, day, kind, key, starts)
      select ${video}, p.day, k.kind, k.key, count(*)::int
      from pages p
      cross join lateral (values ('country', p.country), ('referrer', p.referrer), ('device', p.device)) as k (kind, key)
      where p.started
      group by p.day, k.kind, k.key
    )
    insert into view_daily_stats (video_id, day, impressions, starts, ends, watch_seconds)
    select ${video}, day, sum(impressions)::int, (count(*) filter (where started))::int, sum(ends)::int, sum(furthest)
    from pages
    group by day`);
}

/**
 * Rebuilds the roll-ups (view_daily_stats, view_daily_breakdowns, view_daily_sessions) of the
 * videos over the days from the raw events. One transaction per video and chunk of days (delete
 * and insert together), so a run stopped at any point leaves each day as it was or rebuilt, and
 * running it again is safe. Days the raw events no longer cover are left alone.
 */
export async function rebuildRollups(db: Database, options: RebuildOptions): Promise<RebuildResult> {
  if (!isDay(options.from) || !isDay(options.to)) throw new Error('The days of a rebuild are written YYYY-MM-DD.');
  const days = await rebuildableDays(db, options, options.retentionDays, options.now);
  if (!days) return { from: null, to: null, videos: 0, chunks: 0 };
  let ids: string[];
  if (options.videoIds) {
    const wanted = [...new Set(options.videoIds.map((id) => id.toLowerCase()))];
    const found =
      wanted.length > 0 ? await db.select({ id: videos.id }).from(videos).where(inArray(videos.id, wanted)) : [];
    ids = found.map((row) => row.id).sort();
  } else {
    ids = await videosWithFigures(db, days);
  }
  const size = Math.max(1, options.chunkDays ?? REBUILD_CHUNK_DAYS);
  let chunks = 0;
  for (const videoId of ids) {
    for (let from = days.from; from <= days.to; from = addDays(from, size)) {
      const chunk = { videoId, from, to: earlier(addDays(from, size - 1), days.to) };
      await db.transaction((tx) => rebuildVideoDays(tx, chunk));
      chunks += 1;
      await options.afterChunk?.(chunk);
    }
  }
  return { ...days, videos: ids.length, chunks };
}
