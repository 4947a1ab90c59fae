import type { InteractiveElementData } from '@reelbase/contract';
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  doublePrecision,
  index,
  jsonb,
  pgTable,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { timestamps } from './schema-columns.ts';
import { videos } from './schema-videos.ts';

/*
 * What the editors store: interactive elements with their images, and presentation slides (re-
 * exported by schema.ts, which the database and drizzle-kit load).
 */

/**
 * An interactive element of a video: the element as the editor edits it (without its id) in `data`,
 * and its start in seconds for the order of the list.
 */
export const videoInteractiveElements = pgTable(
  'video_interactive_elements',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    videoId: uuid('video_id')
      .notNull()
      .references(() => videos.id, { onDelete: 'cascade' }),
    start: doublePrecision('start').notNull().default(0),
    data: jsonb('data').$type<Omit<InteractiveElementData, '_id'>>().notNull(),
    ...timestamps,
  },
  (t) => [index('video_interactive_elements_video_idx').on(t.videoId, t.start)],
);

/** An image uploaded for interactive elements (their `background.path` names it). */
export const videoInteractiveImages = pgTable(
  'video_interactive_images',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    videoId: uuid('video_id')
      .notNull()
      .references(() => videos.id, { onDelete: 'cascade' }),
    storageKey: text('storage_key').notNull(),
    mimeType: text('mime_type').notNull(),
    size: bigint('size', { mode: 'number' }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('video_interactive_images_video_idx').on(t.videoId)],
);

/** A slide of a video's presentation: an image shown from `start` to `end` seconds. */
export const videoPresentationSlides = pgTable(
  'video_presentation_slides',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    videoId: uuid('video_id')
      .notNull()
      .references(() => videos.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    start: doublePrecision('start').notNull().default(0),
    end: doublePrecision('end').notNull().default(0),
    storageKey: text('storage_key').notNull(),
    mimeType: text('mime_type').notNull(),
    size: bigint('size', { mode: 'number' }).notNull(),
    active: boolean('active').notNull().default(false),
    ...timestamps,
  },
  (t) => [
    index('video_presentation_slides_video_idx').on(t.videoId, t.start),
    check('video_presentation_slides_times_check', sql`${t.start} >= 0 and ${t.end} >= ${t.start}`),
  ],
);
