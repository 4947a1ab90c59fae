import type { DeviceType, StatsEvent } from '@reelbase/contract';
import { and, eq, sql } from 'drizzle-orm';
import type { Executor } from '../db/database.ts';
import {
  videos,
  viewDailyBreakdowns,
  viewDailySessions,
  viewDailyStats,
  viewEventBatches,
  viewEvents,
} from '../db/schema.ts';

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
}

/** Whether the video exists (a token may outlive its video). */
export async function videoExists(db: Executor, id: string): Promise<boolean> {
  const rows = await db.select({ id: videos.id }).from(videos).where(eq(videos.id, id)).limit(1);
  return rows.length > 0;
}

/**
 * Stores a batch's events and adds them to the day's roll-ups, all or nothing: call it in a
 * transaction. A batch id seen before stores nothing (answers 0).
 */
export async function storeBatch(tx: Executor, origin: BatchOrigin, events: StatsEvent[]): Promise<number> {
  const claimed = await tx
    .insert(viewEventBatches)
    .values({ id: origin.batchId, videoId: origin.videoId })
    .onConflictDoNothing()
    .returning({ id: viewEventBatches.id });
  if (claimed.length === 0) return 0;

  await tx.insert(viewEvents).values(
    events.map((event) => ({
      batchId: origin.batchId,
      videoId: origin.videoId,
      type: event.type,
      at: new Date(event.at),
      position: event.position ?? null,
      elementId: event.type === 'click' ? (event.element_id ?? null) : null,
      country: origin.country,
      referrer: origin.referrer,
      device: origin.device,
      sessionKey: origin.sessionKey,
    })),
  );

  const session = await advanceSession(tx, origin, events);
  const impressions = events.filter((event) => event.type === 'impression').length;
  const ends = events.filter((event) => event.type === 'end').length;
  const starts = session.firstStart ? 1 : 0;
  await tx
    .insert(viewDailyStats)
    .values({ videoId: origin.videoId, day: origin.day, impressions, starts, ends, watchSeconds: session.watched })
    .onConflictDoUpdate({
      target: [viewDailyStats.videoId, viewDailyStats.day],
      set: {
        impressions: sql`${viewDailyStats.impressions} + ${impressions}`,
        starts: sql`${viewDailyStats.starts} + ${starts}`,
        ends: sql`${viewDailyStats.ends} + ${ends}`,
        watchSeconds: sql`${viewDailyStats.watchSeconds} + ${session.watched}`,
      },
    });
  if (session.firstStart) {
    const keys = { country: origin.country ?? 'ZZ', referrer: origin.referrer ?? '', device: origin.device };
    await tx
      .insert(viewDailyBreakdowns)
      .values(
        (['country', 'referrer', 'device'] as const).map((kind) => ({
          videoId: origin.videoId,
          day: origin.day,
          kind,
          key: keys[kind],
          starts: 1,
        })),
      )
      .onConflictDoUpdate({
        target: [
          viewDailyBreakdowns.videoId,
          viewDailyBreakdowns.kind,
          viewDailyBreakdowns.day,
          viewDailyBreakdowns.key,
        ],
        set: { starts: sql`${viewDailyBreakdowns.starts} + 1` },
      });
  }
  return events.length;
}

/**
 * The page's row of the day, locked: whether this batch holds its first start, and how many
 * seconds further it got (watch time is the furthest position each page reached).
 */
async function advanceSession(tx: Executor, origin: BatchOrigin, events: StatsEvent[]) {
  const key = and(
    eq(viewDailySessions.videoId, origin.videoId),
    eq(viewDailySessions.day, origin.day),
    eq(viewDailySessions.sessionKey, origin.sessionKey),
  );
  await tx
    .insert(viewDailySessions)
    .values({ videoId: origin.videoId, day: origin.day, sessionKey: origin.sessionKey })
    .onConflictDoNothing();
  const [row] = await tx
    .select({ started: viewDailySessions.started, furthest: viewDailySessions.furthest })
    .from(viewDailySessions)
    .where(key)
    .for('update');
  const hasStart = events.some((event) => event.type === 'start');
  const reached = Math.max(
    0,
    ...events.filter((event) => event.type === 'progress' || event.type === 'end').map((event) => event.position ?? 0),
  );
  const firstStart = hasStart && !row.started;
  const furthest = Math.max(row.furthest, reached);
  if (firstStart || furthest > row.furthest) {
    await tx
      .update(viewDailySessions)
      .set({ started: row.started || hasStart, furthest })
      .where(key);
  }
  return { firstStart, watched: furthest - row.furthest };
}
