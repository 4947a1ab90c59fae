import type { DeviceType, StatsEvent } from '@reelbase/contract';
import { type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../db/database.ts';

/** What is known of the page that sent a batch (the address is not among it). */
export interface BatchOrigin {
  videoId: string;
  batchId: string;
  sessionKey: string;
  country: string | null;
  referrer: string | null;
  device: DeviceType;
  /** The UTC day the batch counts on (`YYYY-MM-DD`). */
  day: string;
  /** When it arrived (unix ms): stored with the batch, so that a rebuild counts it on the same day. */
  receivedAt: number;
}

/** A batch of events with where it came from. */
export interface ReceivedBatch {
  origin: BatchOrigin;
  events: StatsEvent[];
}

/** The rows of a raw query, whichever driver answered it. */
async function rowsOf<T>(tx: Executor, query: SQL): Promise<T[]> {
  const result = await tx.execute(query);
  return (Array.isArray(result) ? result : (result as { rows: T[] }).rows) as T[];
}

/** Rows travel as one JSON parameter: one round trip and a handful of bytes per row, however many rows. */
const json = (rows: unknown[]) => sql`${JSON.stringify(rows)}::jsonb`;

/** The key of a page's row of the day (ids as the database writes them: lower case). */
const sessionId = (videoId: string, day: string, sessionKey: string) => `${videoId.toLowerCase()}/${day}/${sessionKey}`;

/**
 * Claims the batch ids not seen before, for videos that still exist; answers the claimed ids. A
 * batch id seen before (or twice in `batches`) is claimed once.
 */
export async function claimBatches(tx: Executor, batches: BatchOrigin[]): Promise<Set<string>> {
  const rows = await rowsOf<{ id: string }>(
    tx,
    sql`
      insert into view_event_batches (id, video_id, received_at)
      select distinct on (b.id) b.id, b.video_id, to_timestamp(b.received_at / 1000.0)
      from jsonb_to_recordset(${json(
        batches.map((batch) => ({ id: batch.batchId, video_id: batch.videoId, received_at: batch.receivedAt })),
      )})
        as b(id uuid, video_id uuid, received_at double precision)
      where exists (select 1 from videos where videos.id = b.video_id)
      order by b.id
      on conflict do nothing
      returning id`,
  );
  return new Set(rows.map((row) => row.id));
}

/** Inserts the batches' events as raw rows, with one statement. */
export async function insertEvents(tx: Executor, batches: ReceivedBatch[]): Promise<void> {
  if (batches.length === 0) return;
  const rows = batches.map(({ origin, events }) => ({
    batch_id: origin.batchId,
    video_id: origin.videoId,
    country: origin.country,
    referrer: origin.referrer,
    device: origin.device,
    session_key: origin.sessionKey,
    events: events.map((event) => ({
      type: event.type,
      at: event.at,
      position: event.position ?? null,
      element_id: event.type === 'click' ? (event.element_id ?? null) : null,
    })),
  }));
  await tx.execute(sql`
    insert into view_events (batch_id, video_id, type, at, position, element_id, country, referrer, device, session_key)
    select b.batch_id, b.video_id, e.type, to_timestamp(e.at / 1000.0), e.position, e.element_id,
      b.country, b.referrer, b.device, b.session_key
    from jsonb_to_recordset(${json(rows)})
        as b(batch_id uuid, video_id uuid, country text, referrer text, device text, session_key text, events jsonb),
      jsonb_to_recordset(b.events) as e(type text, at bigint, position float8, element_id uuid)`);
}

/** A page's row of the day: whether it started and how far it got. */
interface PageOfDay {
  video_id: string;
  day: string;
  session_key: string;
  started: boolean;
  furthest: number;
}

/**
 * The pages' rows of the day (made when missing), locked until the transaction ends, by
 * `sessionId`. Rows are taken in key order, so writers never wait on each other in a circle.
 */
async function lockPages(tx: Executor, origins: BatchOrigin[]): Promise<Map<string, PageOfDay>> {
  const keys = new Map<string, { video_id: string; day: string; session_key: string }>();
  for (const origin of origins) {
    keys.set(sessionId(origin.videoId, origin.day, origin.sessionKey), {
      video_id: origin.videoId,
      day: origin.day,
      session_key: origin.sessionKey,
    });
  }
  // The no-op update locks an existing row and answers it as it was.
  const rows = await rowsOf<PageOfDay>(
    tx,
    sql`
      insert into view_daily_sessions (video_id, day, session_key)
      select s.video_id, s.day, s.session_key
      from jsonb_to_recordset(${json([...keys.values()])}) as s(video_id uuid, day date, session_key text)
      order by s.video_id, s.day, s.session_key
      on conflict (video_id, day, session_key) do update set started = view_daily_sessions.started
      returning video_id, to_char(day, 'YYYY-MM-DD') as day, session_key, started, furthest`,
  );
  return new Map(
    rows.map((row) => [sessionId(row.video_id, row.day, row.session_key), { ...row, furthest: Number(row.furthest) }]),
  );
}

/** What the batches add to the days' figures of their videos and to the breakdowns. */
interface DayFigures {
  video_id: string;
  day: string;
  impressions: number;
  starts: number;
  ends: number;
  watch_seconds: number;
}
interface BreakdownStarts {
  video_id: string;
  day: string;
  kind: 'country' | 'referrer' | 'device';
  value: string;
  starts: number;
}

/**
 * The batches' changes, summed in memory: the pages whose row changes (a first start, a further
 * position), the days' figures and the breakdowns. A page's batches are counted in order.
 */
function rollUpsOf(batches: ReceivedBatch[], pages: Map<string, PageOfDay>) {
  const days = new Map<string, DayFigures>();
  const breakdowns = new Map<string, BreakdownStarts>();
  const changed = new Set<PageOfDay>();
  for (const { origin, events } of batches) {
    const page = pages.get(sessionId(origin.videoId, origin.day, origin.sessionKey));
    if (!page) throw new Error('The row of a page of the day was not locked.');
    let impressions = 0;
    let ends = 0;
    let hasStart = false;
    let reached = 0;
    for (const event of events) {
      if (event.type === 'impression') impressions++;
      if (event.type === 'start') hasStart = true;
      if (event.type === 'end') ends++;
      if (event.type === 'progress' || event.type === 'end') reached = Math.max(reached, event.position ?? 0);
    }
    // Watch time is the furthest position each page reached; a page starts once a day.
    const firstStart = hasStart && !page.started;
    const watched = Math.max(0, reached - page.furthest);
    if (firstStart || watched > 0) {
      page.started ||= hasStart;
      page.furthest += watched;
      changed.add(page);
    }
    const dayKey = `${origin.videoId}/${origin.day}`;
    let day = days.get(dayKey);
    if (!day) {
      day = { video_id: origin.videoId, day: origin.day, impressions: 0, starts: 0, ends: 0, watch_seconds: 0 };
      days.set(dayKey, day);
    }
    day.impressions += impressions;
    day.ends += ends;
    day.watch_seconds += watched;
    if (!firstStart) continue;
    day.starts++;
    const values = { country: origin.country ?? 'ZZ', referrer: origin.referrer ?? '', device: origin.device };
    for (const kind of ['country', 'referrer', 'device'] as const) {
      const key = `${dayKey}/${kind}/${values[kind]}`;
      let row = breakdowns.get(key);
      if (!row) {
        row = { video_id: origin.videoId, day: origin.day, kind, value: values[kind], starts: 0 };
        breakdowns.set(key, row);
      }
      row.starts++;
    }
  }
  return { days: [...days.values()], breakdowns: [...breakdowns.values()], pages: [...changed] };
}

/**
 * Stores batches' events and adds them to the days' roll-ups, all or nothing: call it in a
 * transaction. Answers how many events each batch stored: 0 for a batch id seen before (or
 * earlier in `batches`) and for a video that no longer exists. A page's batches count in order.
 * Whatever the number of batches, this is four statements: claim the batch ids, insert the
 * events, lock the pages' rows of the day, and apply the summed changes to the pages, the daily
 * figures and the breakdowns.
 */
export async function storeBatches(tx: Executor, batches: ReceivedBatch[]): Promise<number[]> {
  const claimed = await claimBatches(
    tx,
    batches.map((batch) => batch.origin),
  );
  const stored = batches.map(({ origin }) => claimed.delete(origin.batchId.toLowerCase()));
  const kept = batches.filter((_batch, index) => stored[index]);
  if (kept.length === 0) return stored.map(() => 0);

  await insertEvents(tx, kept);
  const { days, breakdowns, pages } = rollUpsOf(
    kept,
    await lockPages(
      tx,
      kept.map((batch) => batch.origin),
    ),
  );
  await tx.execute(sql`
    with pages as (
      update view_daily_sessions as s set started = p.started, furthest = p.furthest
      from jsonb_to_recordset(${json(pages)}) as p(video_id uuid, day date, session_key text, started boolean, furthest float8)
      where s.video_id = p.video_id and s.day = p.day and s.session_key = p.session_key
    ), breakdowns as (
      insert into view_daily_breakdowns as b (video_id, day, kind, key, starts)
      select r.video_id, r.day, r.kind, r.value, r.starts
      from jsonb_to_recordset(${json(breakdowns)}) as r(video_id uuid, day date, kind text, value text, starts int)
      order by r.video_id, r.kind, r.day, r.value
      on conflict (video_id, kind, day, key) do update set starts = b.starts + excluded.starts
    )
    insert into view_daily_stats as d (video_id, day, impressions, starts, ends, watch_seconds)
    select r.video_id, r.day, r.impressions, r.starts, r.ends, r.watch_seconds
    from jsonb_to_recordset(${json(days)})
      as r(video_id uuid, day date, impressions int, starts int, ends int, watch_seconds float8)
    order by r.video_id, r.day
    on conflict (video_id, day) do update set
      impressions = d.impressions + excluded.impressions,
      starts = d.starts + excluded.starts,
      ends = d.ends + excluded.ends,
      watch_seconds = d.watch_seconds + excluded.watch_seconds`);
  return batches.map((batch, index) => (stored[index] ? batch.events.length : 0));
}
