import { type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../packages/server/src/db/database.ts';
import { rowsOf } from './stats-data.ts';
import { ms, percentile } from './support.ts';

/** Timed runs of each call through the server (after one that warms the caches). */
const RUNS = 50;
/** Runs of a raw scan: at least this many, more while they stay under SCAN_BUDGET_MS in all. */
const SCAN_RUNS = 3;
const SCAN_MAX_RUNS = 10;
const SCAN_BUDGET_MS = 4_000;

/** The detail page's ranges, as its date picker's presets send them: whole UTC days up to today. */
const RANGES = [
  ['past year', 365],
  ['past month', 31],
  ['past week', 7],
] as const;

interface Range {
  from: number;
  to: number;
}

function rangeOf(days: number, now = new Date()): Range {
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  return { from: (today - (days - 1) * 86_400_000) / 1000, to: (today + 86_400_000) / 1000 - 1 };
}

interface Call {
  name: string;
  path: (video: string, range: Range) => string;
  /** The same figure from the raw events, with one plain SQL aggregate. */
  scan: (video: string, range: Range) => SQL;
}

const figures = (path: string) => (video: string, range: Range) =>
  `${path}?videos[]=${video}&from=${range.from}&to=${range.to}`;
/** The raw events of the video in the range; `day` is their UTC day (a page counts once a day). */
const eventsOf = (video: string, range: Range) => sql`
  select *, (at at time zone 'UTC')::date as day from view_events
  where video_id = ${video}
    and at >= to_timestamp(${range.from}) and at < to_timestamp(${range.to + 1})`;
/** Each page's day of the video: whether it started and how far it got. */
const pagesOf = (video: string, range: Range) => sql`
  select session_key, day, bool_or(type = 'start') as started,
    coalesce(max(position) filter (where type in ('progress', 'end')), 0) as furthest
  from (${eventsOf(video, range)}) as e group by session_key, day`;
const startsBy = (column: 'country' | 'referrer', fallback: string) => (video: string, range: Range) =>
  sql`
  select coalesce(${sql.raw(column)}, ${fallback}) as key, count(distinct (session_key, day))::int as doc_count
  from (${eventsOf(video, range)}) as e where type = 'start' group by 1 order by 2 desc, 1`;

const DETAIL_CALLS: Call[] = [
  {
    name: 'impressions',
    path: figures('/api/videos/impressions'),
    scan: (video, range) => sql`select count(*) from (${eventsOf(video, range)}) as e where type = 'impression'`,
  },
  {
    name: 'views',
    path: figures('/api/videos/views'),
    scan: (video, range) =>
      sql`select count(distinct (session_key, day)) from (${eventsOf(video, range)}) as e where type = 'start'`,
  },
  {
    name: 'average-view-time',
    path: figures('/api/videos/average-view-time'),
    scan: (video, range) =>
      sql`select sum(furthest) / nullif(count(*) filter (where started), 0) from (${pagesOf(video, range)}) as p`,
  },
  {
    name: 'total-watch-time',
    path: figures('/api/videos/total-watch-time'),
    scan: (video, range) => sql`select sum(furthest) from (${pagesOf(video, range)}) as p`,
  },
  { name: 'views-by-country', path: figures('/api/videos/views-by-country'), scan: startsBy('country', 'ZZ') },
  { name: 'starts-per-referrer', path: figures('/api/videos/starts-per-referrer'), scan: startsBy('referrer', '') },
  {
    name: 'drop-off-rate-chart-total-views',
    path: figures('/api/videos/drop-off-rate-chart-total-views'),
    scan: (video, range) => sql`
      select least(floor(p.furthest * 20 / (v.duration_ms / 1000.0)), 20)::int as bucket, count(*)::int as views
      from (${pagesOf(video, range)}) as p, videos as v
      where v.id = ${video} and p.started group by 1`,
  },
];

const LIST_CALL: Call = {
  name: 'videos-for-statistics (page 1 of 12, all libraries)',
  path: (_video, range) =>
    `/api/videos-for-statistics?filters[from]=${range.from}&filters[date]=${range.to}&pagination[pageSize]=12&pagination[current]=1`,
  scan: (_video, range) => sql`
    with pages as (
      select video_id, session_key, (at at time zone 'UTC')::date as day,
        count(*) filter (where type = 'impression') as impressions,
        bool_or(type = 'start') as started,
        coalesce(max(position) filter (where type in ('progress', 'end')), 0) as furthest
      from view_events
      where at >= to_timestamp(${range.from}) and at < to_timestamp(${range.to + 1})
      group by 1, 2, 3
    ), figures as (
      select video_id, sum(impressions) as impressions, count(*) filter (where started) as starts,
        sum(furthest) as watch
      from pages group by 1
    )
    select v.id, v.title, f.impressions, f.starts, f.watch
    from videos as v left join figures as f on f.video_id = v.id
    order by v.publish_date desc, v.id desc limit 12`,
};

/** The figures compared between the roll-ups and the raw events. */
const AGREEING = new Set(['impressions', 'views', 'total-watch-time']);

const summary = (times: number[]) => {
  const sorted = [...times].sort((a, b) => a - b);
  return `p50 ${ms(percentile(sorted, 0.5))}, p95 ${ms(percentile(sorted, 0.95))}`;
};

async function timed(work: () => Promise<unknown>) {
  const start = performance.now();
  await work();
  return performance.now() - start;
}

/**
 * Times the statistics detail page's calls for one video through the running server (p50/p95 of
 * each, and of the whole page: its calls in parallel), and the list's first page, over the past
 * year, month and week; next to each, the same figure from a plain aggregate over the raw events.
 */
export async function benchDetailPage(options: { baseUrl: string; token: string; db: Database; videoId: string }) {
  const get = async (path: string) => {
    const response = await fetch(`${options.baseUrl}${path}`, {
      headers: { authorization: `Bearer ${options.token}` },
    });
    const text = await response.text();
    if (!response.ok) throw new Error(`GET ${path} answered ${response.status}: ${text}`);
    return JSON.parse(text) as unknown;
  };
  /** Times a raw scan: a few runs, more while they are quick. */
  const scanTimes = async (work: () => Promise<unknown>) => {
    const times: number[] = [];
    let spent = 0;
    while (times.length < SCAN_RUNS || (times.length < SCAN_MAX_RUNS && spent < SCAN_BUDGET_MS)) {
      const time = await timed(work);
      times.push(time);
      spent += time;
    }
    return times;
  };

  for (const [label, days] of RANGES) {
    const range = rangeOf(days);
    console.log(`  - ${label} (${days} days):`);
    const timeCall = async (call: Call) => {
      const path = call.path(options.videoId, range);
      await get(path);
      const times: number[] = [];
      for (let run = 0; run < RUNS; run++) times.push(await timed(() => get(path)));
      const query = call.scan(options.videoId, range);
      const scans = await scanTimes(() => options.db.execute(query));
      console.log(`    - ${call.name}: ${summary(times)}; raw-event scan ${summary(scans)} (${scans.length} runs)`);
    };
    for (const call of DETAIL_CALLS) await timeCall(call);
    const page = async () => {
      await Promise.all(DETAIL_CALLS.map((call) => get(call.path(options.videoId, range))));
    };
    await page();
    const pages: number[] = [];
    for (let run = 0; run < RUNS; run++) pages.push(await timed(page));
    const scans = await scanTimes(() =>
      Promise.all(DETAIL_CALLS.map((call) => options.db.execute(call.scan(options.videoId, range)))),
    );
    console.log(
      `    - whole detail page (its ${DETAIL_CALLS.length} calls in parallel): ${summary(pages)}; the raw-event scans in parallel ${summary(scans)} (${scans.length} runs)`,
    );
    await timeCall(LIST_CALL);
  }
  const range = rangeOf(31);
  const figure = async (call: Call) => {
    const answer = (await get(call.path(options.videoId, range))) as {
      rows: { doc_count?: number; total_time?: number }[];
    };
    const [scanned] = await rowsOf<{ value: number | string | null }>(
      options.db,
      sql`select (${call.scan(options.videoId, range)}) as value`,
    );
    const row = answer.rows[0];
    return [Math.round(row?.doc_count ?? row?.total_time ?? 0), Math.round(Number(scanned?.value ?? 0))];
  };
  const pairs = await Promise.all(DETAIL_CALLS.filter((call) => AGREEING.has(call.name)).map(figure));
  const agree = pairs.every(([server, scanned]) => server === scanned);
  console.log(
    `  - impressions, views and total watch time of the past month from the roll-ups and from the raw events agree: ${agree ? 'yes' : `NO ${JSON.stringify(pairs)}`}`,
  );
}
