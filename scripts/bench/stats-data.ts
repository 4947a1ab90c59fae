import { sql } from 'drizzle-orm';
import type { Database } from '../../packages/server/src/db/database.ts';

/** The rows of a raw query, whichever driver answered it. */
export async function rowsOf<T>(db: Database, query: ReturnType<typeof sql>): Promise<T[]> {
  const result = await db.execute(query);
  return (Array.isArray(result) ? result : (result as { rows: T[] }).rows) as T[];
}

export interface GeneratedViews {
  events: number;
  pages: number;
  /** The most watched video: the detail page is timed on it. */
  topVideoId: string;
  topVideoEvents: number;
  seconds: number;
}

/** Expected events of one viewing page with the shapes below (about 13.9). */
const EVENTS_PER_PAGE = 13.9;

/**
 * A year of views of the videos, `events` raw events (about), made in SQL: viewing pages
 * (one a video and UTC day each) with an impression; 70 % start, send a heartbeat every 10 s up
 * to how far they got and 20 % of those reach the end. Video popularity is skewed (the first gets
 * about 7 % of the pages). The raw events and the roll-ups (pages of the day, daily figures and
 * breakdowns) are made from the same pages, so they agree as ingestion would make them.
 */
export async function generateViews(db: Database, videoIds: string[], events: number): Promise<GeneratedViews> {
  const start = performance.now();
  const pages = Math.round(events / EVENTS_PER_PAGE);
  const ids = sql.raw(`array[${videoIds.map((id) => `'${id}'::uuid`).join(',')}]`);
  await db.execute(sql`drop table if exists bench_view_pages`);
  await db.execute(sql`
    create unlogged table bench_view_pages as
    select
      p.n,
      gen_random_uuid() as batch_id,
      v.id as video_id,
      v.duration,
      p.day,
      (p.day::timestamp + make_interval(secs => p.second)) at time zone 'UTC' as at,
      'page-' || p.n as session_key,
      p.started,
      p.ended,
      case when not p.started then 0
           when p.ended then floor(v.duration / 10)::int
           else floor(v.duration * p.reached / 10)::int end as heartbeats,
      (array['US','US','US','GB','DE','DE','FR','NL','ES','IT','BR','IN','JP','CA',null])[1 + floor(random() * 15)::int] as country,
      (array['https://news.example/story/1','https://blog.example/post/7','https://intranet.example/',
             'https://social.example/feed','https://search.example/results',null,null,null])
        [1 + floor(random() * 8)::int] as referrer,
      (array['desktop','desktop','mobile','mobile','tablet','tv'])[1 + floor(random() * 6)::int] as device
    from (
      select
        n,
        1 + floor(${videoIds.length} * power(random(), 2))::int as video,
        (now() at time zone 'UTC')::date - floor(random() * 365)::int as day,
        floor(random() * 80000)::int as second,
        started,
        started and random() < 0.2 as ended,
        random() * 0.8 as reached
      from (select n, random() < 0.7 as started from generate_series(1, ${pages}) as n) as drawn
    ) as p
    join (select ordinality::int as video, id, coalesce(duration_ms, 0) / 1000 as duration
          from videos, unnest(${ids}) with ordinality as id_list(wanted)
          where videos.id = wanted) as v on v.video = p.video`);
  await db.execute(sql`alter table bench_view_pages add column furthest float8`);
  await db.execute(sql`
    update bench_view_pages
    set furthest = case when ended then duration else heartbeats * 10 end`);

  await db.transaction(async (tx) => {
    // The rows are consistent by construction: skip the per-row foreign key triggers.
    await tx.execute(sql`set local session_replication_role = replica`);
    await tx.execute(sql`set local maintenance_work_mem = '256MB'`);
    await tx.execute(sql`drop index if exists view_events_video_at_idx`);
    await tx.execute(sql`
      insert into view_event_batches (id, video_id, received_at)
      select batch_id, video_id, at from bench_view_pages`);
    await tx.execute(sql`
      insert into view_events (batch_id, video_id, type, at, position, country, referrer, device, session_key)
      select
        p.batch_id,
        p.video_id,
        case when k = 0 then 'impression' when k = 1 then 'start' when k <= p.heartbeats + 1 then 'progress' else 'end' end,
        p.at + make_interval(secs => k * 10),
        case when k <= 1 then null when k <= p.heartbeats + 1 then (k - 1) * 10 else p.duration end,
        p.country,
        p.referrer,
        p.device,
        p.session_key
      from bench_view_pages as p,
        generate_series(0, case when p.started then 1 + p.heartbeats + (case when p.ended then 1 else 0 end) else 0 end) as k`);
    await tx.execute(sql`create index view_events_video_at_idx on view_events using btree (video_id, at)`);
    await tx.execute(sql`
      insert into view_daily_sessions (video_id, day, session_key, started, furthest)
      select video_id, day, session_key, started, furthest from bench_view_pages`);
    await tx.execute(sql`
      insert into view_daily_stats (video_id, day, impressions, starts, ends, watch_seconds)
      select video_id, day, count(*), count(*) filter (where started), count(*) filter (where ended), sum(furthest)
      from bench_view_pages group by video_id, day`);
    await tx.execute(sql`
      insert into view_daily_breakdowns (video_id, day, kind, key, starts)
      select video_id, day, kind, key, count(*)
      from bench_view_pages,
        lateral (values ('country', coalesce(country, 'ZZ')), ('referrer', coalesce(referrer, '')), ('device', device))
          as breakdown(kind, key)
      where started
      group by video_id, day, kind, key`);
  });
  const [top] = await rowsOf<{ video_id: string; events: number }>(
    db,
    sql`select video_id, sum(case when started then 2 + heartbeats + (case when ended then 1 else 0 end) else 1 end)::int as events
        from bench_view_pages group by video_id order by 2 desc limit 1`,
  );
  const [counts] = await rowsOf<{ events: number; pages: number }>(
    db,
    sql`select (select count(*)::int from view_events) as events, (select count(*)::int from bench_view_pages) as pages`,
  );
  await db.execute(sql`drop table bench_view_pages`);
  for (const table of [
    'view_event_batches',
    'view_events',
    'view_daily_sessions',
    'view_daily_stats',
    'view_daily_breakdowns',
  ])
    await db.execute(sql.raw(`vacuum analyze ${table}`));
  // Written out now rather than in the middle of the timings.
  await db.execute(sql`checkpoint`);
  return {
    events: counts.events,
    pages: counts.pages,
    topVideoId: top.video_id,
    topVideoEvents: top.events,
    seconds: (performance.now() - start) / 1000,
  };
}

/** Empties the statistics tables (between the ingestion runs and before generating). */
export async function clearViews(db: Database) {
  await db.execute(
    sql`truncate view_events, view_event_batches, view_daily_sessions, view_daily_stats, view_daily_breakdowns`,
  );
}
