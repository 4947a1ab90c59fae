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
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { timestamps } from './schema-columns.ts';
import { users } from './schema-organisation.ts';
import { videos } from './schema-videos.ts';

/*
 * A video's assets: quitclaims, subtitles, transcripts, chapters and review comments (re-exported
 * by schema.ts, which the database and drizzle-kit load).
 */

/** A person's consent to appear in a video, with the signed file and until when it holds. */
export const videoQuitclaims = pgTable(
  'video_quitclaims',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    videoId: uuid('video_id')
      .notNull()
      .references(() => videos.id, { onDelete: 'cascade' }),
    personName: text('person_name').notNull(),
    copyrightEndAt: date('copyright_end_at', { mode: 'string' }).notNull(),
    fileName: text('file_name').notNull(),
    storageKey: text('storage_key').notNull(),
    size: bigint('size', { mode: 'number' }).notNull(),
    mimeType: text('mime_type').notNull(),
    ...timestamps,
  },
  (t) => [index('video_quitclaims_video_idx').on(t.videoId, t.createdAt)],
);

/** A subtitle track, stored as WebVTT; a partial unique index keeps one default per video. */
export const videoSubtitles = pgTable(
  'video_subtitles',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    videoId: uuid('video_id')
      .notNull()
      .references(() => videos.id, { onDelete: 'cascade' }),
    fileName: text('file_name').notNull(),
    language: text('language'),
    label: text('label'),
    isDefault: boolean('is_default').notNull().default(false),
    storageKey: text('storage_key').notNull(),
    ...timestamps,
  },
  (t) => [
    index('video_subtitles_video_idx').on(t.videoId, t.createdAt),
    uniqueIndex('video_subtitles_one_default').on(t.videoId).where(sql`${t.isDefault}`),
  ],
);

/** A transcript document of a video (txt, doc, docx or pdf). */
export const videoTranscripts = pgTable(
  'video_transcripts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    videoId: uuid('video_id')
      .notNull()
      .references(() => videos.id, { onDelete: 'cascade' }),
    fileName: text('file_name').notNull(),
    storageKey: text('storage_key').notNull(),
    size: bigint('size', { mode: 'number' }).notNull(),
    mimeType: text('mime_type').notNull(),
    ...timestamps,
  },
  (t) => [index('video_transcripts_video_idx').on(t.videoId, t.createdAt)],
);

/** A chapter mark: a title at an offset in seconds. */
export const videoChapters = pgTable(
  'video_chapters',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    videoId: uuid('video_id')
      .notNull()
      .references(() => videos.id, { onDelete: 'cascade' }),
    offsetSeconds: doublePrecision('offset_seconds').notNull().default(0),
    value: text('value').notNull(),
    ...timestamps,
  },
  (t) => [index('video_chapters_video_idx').on(t.videoId, t.offsetSeconds)],
);

/** Time-coded review comments: by signed-in staff (`authorId`) or by visitors of the comments link. */
export const videoComments = pgTable(
  'video_comments',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    videoId: uuid('video_id')
      .notNull()
      .references(() => videos.id, { onDelete: 'cascade' }),
    message: text('message').notNull(),
    timecode: doublePrecision('timecode').notNull().default(0),
    /** 0 pending, 1 resolved. */
    status: integer('status').notNull().default(0),
    authorId: integer('author_id').references(() => users.id, { onDelete: 'set null' }),
    /** The sender's name (a visitor's as typed; a staff member's at the time of posting). */
    name: text('name').notNull(),
    email: text('email'),
    /** HMAC of the poster's address: counts posts per address without keeping the address. */
    posterKey: text('poster_key').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('video_comments_video_idx').on(t.videoId, t.createdAt),
    index('video_comments_poster_idx').on(t.posterKey, t.createdAt),
    check('video_comments_status_check', sql`${t.status} in (0, 1)`),
  ],
);
