import { randomUUID } from 'node:crypto';
import http from 'node:http';
import type { StatsEvent } from '@reelbase/contract';
import { sql } from 'drizzle-orm';
import type { Database } from '../../packages/server/src/db/database.ts';
import {
  type BatchOrigin,
  claimBatches,
  insertEvents,
} from '../../packages/server/src/stats/stats-events-repository.ts';
import { BatchWriter } from '../../packages/server/src/stats/stats-events-service.ts';
import { issueStatsToken } from '../../packages/server/src/stats/stats-token.ts';
import { rowsOf } from './stats-data.ts';

/** How long each ingestion run sends, and the most batches it sends. */
const RUN_MS = 6_000;
const RUN_BATCHES = 4_000;
/** Viewing pages sending at the same time (each sends its batches one after the other). */
const CONCURRENCY = 16;
/** A full batch, as the viewing page sends it once 20 events wait. */
const EVENTS_PER_BATCH = 20;

const AGENTS = [
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36',
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148 Safari/604.1',
  'Mozilla/5.0 (iPad; CPU OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Safari/604.1',
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36',
];
/** Public addresses of a few countries (the server looks the country up, then forgets the address). */
const ADDRESSES = ['8.8.8.8', '81.2.69.142', '2.16.6.1', '5.255.255.5', '1.1.1.1', '80.67.169.12', '217.70.184.38'];
const REFERRERS = ['https://news.example/story/1', 'https://blog.example/post?id=7', 'https://intranet.example/', ''];

/** One viewing page: its video, its random id and what its requests say about it. */
interface Page {
  videoId: string;
  session: string;
  agent: string;
  address: string;
  referrer: string;
  batches: StatsEvent[][];
}

/**
 * A page's batches of 20 events: an impression, the start and heartbeats every 10 s; two thirds
 * of the pages play on to the end in a second batch.
 */
function pageOf(videoIds: string[], n: number, at: number): Page {
  const first: StatsEvent[] = [
    { type: 'impression', at },
    { type: 'start', at: at + 500 },
  ];
  for (let i = 1; first.length < EVENTS_PER_BATCH; i++)
    first.push({ type: 'progress', at: at + i * 10_000, position: i * 10 });
  const batches = [first];
  if (n % 3 !== 0) {
    const second: StatsEvent[] = [];
    for (let i = 19; second.length < EVENTS_PER_BATCH - 1; i++)
      second.push({ type: 'progress', at: at + i * 10_000, position: i * 10 });
    second.push({ type: 'end', at: at + 380_000, position: 380 });
    batches.push(second);
  }
  return {
    videoId: videoIds[n % videoIds.length],
    session: `page-${randomUUID()}`,
    agent: AGENTS[n % AGENTS.length],
    address: ADDRESSES[n % ADDRESSES.length],
    referrer: REFERRERS[n % REFERRERS.length],
    batches,
  };
}

export interface IngestRun {
  events: number;
  batches: number;
  seconds: number;
}

/** Runs `send` for the pages' batches at bounded concurrency, for RUN_MS or RUN_BATCHES at most. */
async function drive(
  videoIds: string[],
  send: (page: Page, events: StatsEvent[], batchId: string) => Promise<number>,
  limit = { ms: RUN_MS, batches: RUN_BATCHES },
): Promise<IngestRun> {
  const at = Date.now() - 3_600_000;
  let pages = 0;
  let batches = 0;
  let events = 0;
  const start = performance.now();
  const deadline = start + limit.ms;
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (performance.now() < deadline && batches < limit.batches) {
        const page = pageOf(videoIds, pages++, at);
        for (const batch of page.batches) {
          batches++;
          const stored = await send(page, batch, randomUUID());
          if (stored !== batch.length) throw new Error(`a batch of ${batch.length} events stored ${stored}`);
          events += stored;
        }
      }
    }),
  );
  return { events, batches, seconds: (performance.now() - start) / 1000 };
}

/** POSTs each batch to the running server, as a viewing page does, on kept-alive connections. */
export function ingestOverHttp(
  baseUrl: string,
  secret: string,
  videoIds: string[],
  limit?: { ms: number; batches: number },
): Promise<IngestRun> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: CONCURRENCY });
  const tokens = new Map(videoIds.map((id) => [id, issueStatsToken(secret, id, { internal: false }).token]));
  const url = new URL('/api/stats/events', baseUrl);
  const post = (page: Page, events: StatsEvent[], batchId: string) =>
    new Promise<number>((resolve, reject) => {
      const body = JSON.stringify({
        token: tokens.get(page.videoId),
        batch_id: batchId,
        session: page.session,
        ...(page.referrer ? { referrer: page.referrer } : {}),
        events,
      });
      const request = http.request(
        url,
        {
          method: 'POST',
          agent,
          headers: {
            'content-type': 'application/json',
            'content-length': Buffer.byteLength(body),
            'user-agent': page.agent,
            'x-forwarded-for': page.address,
          },
        },
        (response) => {
          const chunks: Buffer[] = [];
          response.on('data', (chunk: Buffer) => chunks.push(chunk));
          response.on('end', () => {
            const text = Buffer.concat(chunks).toString();
            if (response.statusCode !== 202)
              reject(new Error(`POST /api/stats/events answered ${response.statusCode}: ${text}`));
            else resolve((JSON.parse(text) as { stored: number }).stored);
          });
        },
      );
      request.on('error', reject);
      request.end(body);
    });
  return drive(videoIds, post, limit).finally(() => agent.destroy());
}

const originOf = (page: Page, batchId: string): BatchOrigin => ({
  videoId: page.videoId,
  batchId,
  sessionKey: page.session,
  country: 'US',
  referrer: page.referrer || null,
  device: 'desktop',
  day: new Date().toISOString().slice(0, 10),
  receivedAt: Date.now(),
});

/**
 * The same batches handed straight to the server's batch writer (no HTTP, no token check): raw
 * rows and roll-ups written as the events call writes them.
 */
export function ingestWithRollUps(db: Database, videoIds: string[]): Promise<IngestRun> {
  const writer = new BatchWriter(db);
  return drive(videoIds, (page, events, batchId) => writer.write({ origin: originOf(page, batchId), events }));
}

/** The same batches, written the same way but as plain raw rows: the batch ids and the events, no roll-ups. */
export function ingestRawRows(db: Database, videoIds: string[]): Promise<IngestRun> {
  const writer = new BatchWriter(db, async (tx, batches) => {
    const claimed = await claimBatches(
      tx,
      batches.map((batch) => batch.origin),
    );
    await insertEvents(
      tx,
      batches.filter((batch) => claimed.has(batch.origin.batchId)),
    );
    return batches.map((batch) => (claimed.has(batch.origin.batchId) ? batch.events.length : 0));
  });
  return drive(videoIds, (page, events, batchId) => writer.write({ origin: originOf(page, batchId), events }));
}

/**
 * Whether the roll-ups agree with the raw rows stored: impressions, ends, one start per page and
 * day (also by country), and watch time as the furthest position of each page.
 */
export async function rollUpsMatch(db: Database): Promise<boolean> {
  const [result] = await rowsOf<{ ok: boolean }>(
    db,
    sql`
    select
      (select coalesce(sum(impressions), 0) from view_daily_stats)
        = (select count(*) from view_events where type = 'impression')
      and (select coalesce(sum(ends), 0) from view_daily_stats)
        = (select count(*) from view_events where type = 'end')
      and (select coalesce(sum(starts), 0) from view_daily_stats)
        = (select count(distinct (video_id, session_key)) from view_events where type = 'start')
      and (select coalesce(sum(starts), 0) from view_daily_breakdowns where kind = 'country')
        = (select coalesce(sum(starts), 0) from view_daily_stats)
      and (select coalesce(sum(watch_seconds), 0) from view_daily_stats)
        = (select coalesce(sum(furthest), 0) from (
            select max(position) as furthest from view_events where type in ('progress', 'end')
            group by video_id, session_key) as pages) as ok`,
  );
  return result?.ok === true;
}

export const rate = (run: IngestRun) =>
  `${Math.round(run.events / run.seconds)} events/s (${Math.round(run.batches / run.seconds)} batches/s, ${run.events} events in ${run.seconds.toFixed(1)} s)`;
