import { randomUUID } from 'node:crypto';
import { inArray } from 'drizzle-orm';
import {
  viewDailyBreakdowns,
  viewDailySessions,
  viewDailyStats,
  viewEventBatches,
  viewEvents,
} from '../../src/db/schema.ts';
import { dayOf } from '../../src/stats/stats-events-service.ts';
import type { TestServer } from './test-server.ts';

/* Raw view events and roll-ups written straight to the database, for the retention and rebuild tests. */

const DAY_MS = 86_400_000;

export const today = () => dayOf(new Date());
export const daysAgo = (count: number) => dayOf(new Date(Date.now() - count * DAY_MS));
export const at = (day: string, time = '12:00:00') => new Date(`${day}T${time}Z`);

export type EventSpec = { type: string; position?: number; element_id?: string };

/** Stores a batch of raw events received at a given moment, without roll-ups. */
export async function addRawBatch(
  server: TestServer,
  videoId: string,
  receivedAt: Date,
  page: { session: string; country?: string | null; referrer?: string | null; device?: string },
  events: EventSpec[],
) {
  const batchId = randomUUID();
  await server.db.insert(viewEventBatches).values({ id: batchId, videoId, receivedAt });
  await server.db.insert(viewEvents).values(
    events.map((event) => ({
      batchId,
      videoId,
      type: event.type,
      at: receivedAt,
      position: event.position ?? null,
      elementId: event.element_id ?? null,
      country: page.country ?? null,
      referrer: page.referrer ?? null,
      device: page.device ?? 'desktop',
      sessionKey: page.session,
    })),
  );
  return batchId;
}

/** The three roll-up tables of the videos, in key order, for comparison. */
export async function rollUpsOf(server: TestServer, ids: string[]) {
  const byText = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
  const stats = await server.db.select().from(viewDailyStats).where(inArray(viewDailyStats.videoId, ids));
  const breakdowns = await server.db
    .select()
    .from(viewDailyBreakdowns)
    .where(inArray(viewDailyBreakdowns.videoId, ids));
  const sessions = await server.db.select().from(viewDailySessions).where(inArray(viewDailySessions.videoId, ids));
  return {
    stats: stats
      .map((row) => ({ ...row, watchSeconds: Math.round(row.watchSeconds * 1e6) / 1e6 }))
      .sort((a, b) => byText(`${a.videoId}${a.day}`, `${b.videoId}${b.day}`)),
    breakdowns: breakdowns.sort((a, b) =>
      byText(`${a.videoId}${a.kind}${a.day}${a.key}`, `${b.videoId}${b.kind}${b.day}${b.key}`),
    ),
    sessions: sessions
      .map((row) => ({ ...row, furthest: Math.round(row.furthest * 1e6) / 1e6 }))
      .sort((a, b) => byText(`${a.videoId}${a.day}${a.sessionKey}`, `${b.videoId}${b.day}${b.sessionKey}`)),
  };
}

export async function wipeRollUps(server: TestServer, ids: string[]) {
  await server.db.delete(viewDailyStats).where(inArray(viewDailyStats.videoId, ids));
  await server.db.delete(viewDailyBreakdowns).where(inArray(viewDailyBreakdowns.videoId, ids));
  await server.db.delete(viewDailySessions).where(inArray(viewDailySessions.videoId, ids));
}

export async function addRollUps(server: TestServer, videoId: string, day: string, starts: number) {
  await server.db.insert(viewDailyStats).values({ videoId, day, impressions: starts, starts, watchSeconds: 1 });
  await server.db.insert(viewDailyBreakdowns).values({ videoId, day, kind: 'device', key: 'tv', starts });
  await server.db.insert(viewDailySessions).values({ videoId, day, sessionKey: 'old', started: true, furthest: 1 });
}
