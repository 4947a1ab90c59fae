import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  date,
  doublePrecision,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { videos } from './schema-videos.ts';

/*
 * The view statistics: received batches, raw events and the per video per day roll-ups the
 * statistics read (re-exported by schema.ts, which the database and drizzle-kit load).
 */

/** A received batch of view events: its id makes a retried batch a no-op. */
export const viewEventBatches = pgTable(
  'view_event_batches',
  {
    id: uuid('id').primaryKey(),
    videoId: uuid('video_id')
      .notNull()
      .references(() => videos.id, { onDelete: 'cascade' }),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('view_event_batches_received_idx').on(t.receivedAt)],
);

/** One raw view event (no address is kept: only the country found from it). */
export const viewEvents = pgTable(
  'view_events',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    batchId: uuid('batch_id')
      .notNull()
      .references(() => viewEventBatches.id, { onDelete: 'cascade' }),
    videoId: uuid('video_id')
      .notNull()
      .references(() => videos.id, { onDelete: 'cascade' }),
    type: text('type').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull(),
    position: doublePrecision('position'),
    elementId: uuid('element_id'),
    country: text('country'),
    referrer: text('referrer'),
    device: text('device').notNull(),
    sessionKey: text('session_key').notNull(),
  },
  (t) => [
    index('view_events_video_at_idx').on(t.videoId, t.at),
    index('view_events_batch_idx').on(t.batchId),
    index('view_events_element_idx').on(t.elementId, t.at).where(sql`${t.elementId} is not null`),
    check('view_events_type_check', sql`${t.type} in ('impression', 'start', 'progress', 'end', 'click')`),
  ],
);

/** The figures of one video on one UTC day. */
export const viewDailyStats = pgTable(
  'view_daily_stats',
  {
    videoId: uuid('video_id')
      .notNull()
      .references(() => videos.id, { onDelete: 'cascade' }),
    day: date('day', { mode: 'string' }).notNull(),
    impressions: integer('impressions').notNull().default(0),
    starts: integer('starts').notNull().default(0),
    ends: integer('ends').notNull().default(0),
    watchSeconds: doublePrecision('watch_seconds').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.videoId, t.day] }), index('view_daily_stats_day_idx').on(t.day, t.videoId)],
);

/** Starts of one video on one day by one breakdown: `country`, `referrer` or `device`. */
export const viewDailyBreakdowns = pgTable(
  'view_daily_breakdowns',
  {
    videoId: uuid('video_id')
      .notNull()
      .references(() => videos.id, { onDelete: 'cascade' }),
    day: date('day', { mode: 'string' }).notNull(),
    kind: text('kind').$type<'country' | 'referrer' | 'device'>().notNull(),
    key: text('key').notNull(),
    starts: integer('starts').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.videoId, t.kind, t.day, t.key] }),
    check('view_daily_breakdowns_kind_check', sql`${t.kind} in ('country', 'referrer', 'device')`),
  ],
);

/** One viewing page's progress on one video on one day: whether it started, how far it got. */
export const viewDailySessions = pgTable(
  'view_daily_sessions',
  {
    videoId: uuid('video_id')
      .notNull()
      .references(() => videos.id, { onDelete: 'cascade' }),
    day: date('day', { mode: 'string' }).notNull(),
    sessionKey: text('session_key').notNull(),
    started: boolean('started').notNull().default(false),
    furthest: doublePrecision('furthest').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.videoId, t.day, t.sessionKey] })],
);
