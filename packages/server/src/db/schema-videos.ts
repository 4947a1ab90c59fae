import { VIDEO_STATUSES, type VideoStatus } from '@reelbase/contract';
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { timestamps } from './schema-columns.ts';
import { libraries, users } from './schema-organisation.ts';

/*
 * The videos, their player templates and their renditions (re-exported by schema.ts, which the
 * database and drizzle-kit load).
 */

/** A library's player settings; a partial unique index keeps one default per library. */
export const playerTemplates = pgTable(
  'player_templates',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    libraryId: integer('library_id')
      .notNull()
      .references(() => libraries.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    isDefault: boolean('is_default').notNull().default(false),
    controls_color: text('controls_color').notNull().default('#ffffff'),
    mute: boolean('mute').notNull().default(false),
    audio_only: boolean('audio_only').notNull().default(false),
    repeat: boolean('repeat').notNull().default(false),
    social_share: boolean('social_share').notNull().default(false),
    show_title: boolean('show_title').notNull().default(true),
    autoplay: boolean('autoplay').notNull().default(false),
    show_description: boolean('show_description').notNull().default(false),
    fullscreen: boolean('fullscreen').notNull().default(true),
    rewind_10s: boolean('rewind_10s').notNull().default(false),
    time_info: boolean('time_info').notNull().default(true),
    scrub_bar: boolean('scrub_bar').notNull().default(true),
    sound_control: boolean('sound_control').notNull().default(true),
    quality: boolean('quality').notNull().default(true),
    text_track_background: boolean('text_track_background').notNull().default(false),
    share_facebook: boolean('share_facebook').notNull().default(false),
    share_linkedin: boolean('share_linkedin').notNull().default(false),
    share_email: boolean('share_email').notNull().default(false),
    share_twitter: boolean('share_twitter').notNull().default(false),
    share_pinterest: boolean('share_pinterest').notNull().default(false),
    share_reddit: boolean('share_reddit').notNull().default(false),
    share_tumblr: boolean('share_tumblr').notNull().default(false),
    ...timestamps,
  },
  (t) => [
    index('player_templates_library_idx').on(t.libraryId),
    uniqueIndex('player_templates_one_default').on(t.libraryId).where(sql`${t.isDefault}`),
  ],
);

export type VideoPrivacy = 'anybody' | 'contacts' | 'disable' | 'nobody' | 'password' | 'unlisted' | 'users';

/** Visibility: private to staff, public, or public between two dates (ISO strings). */
export interface VideoVisibility {
  type: 'private' | 'public' | 'scheduled';
  from: string | null;
  until: string | null;
}

export interface VideoMetadata {
  agency: string | null;
  projectNumber: string | null;
  languages: string[];
  people: string[];
  uploadedBy: number | null;
}

export const videos = pgTable(
  'videos',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    libraryId: integer('library_id')
      .notNull()
      .references(() => libraries.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    description: text('description'),
    privacy: text('privacy').$type<VideoPrivacy>().notNull().default('nobody'),
    publishDate: timestamp('publish_date', { withTimezone: true }).notNull().defaultNow(),
    size: bigint('size', { mode: 'number' }).notNull().default(0),
    width: integer('width'),
    height: integer('height'),
    durationMs: integer('duration_ms'),
    mimeType: text('mime_type').notNull(),
    tags: text('tags').array().notNull().default(sql`'{}'::text[]`),
    visibility: jsonb('visibility')
      .$type<VideoVisibility>()
      .notNull()
      .default({ type: 'private', from: null, until: null }),
    internalNotes: text('internal_notes'),
    metadata: jsonb('metadata')
      .$type<VideoMetadata>()
      .notNull()
      .default({ agency: null, projectNumber: null, languages: [], people: [], uploadedBy: null }),
    playerTemplateId: integer('player_template_id').references(() => playerTemplates.id, { onDelete: 'set null' }),
    sourceKey: text('source_key'),
    thumbnailKey: text('thumbnail_key'),
    /** The scrypt hash of the privacy `password` (never sent out); null when none is set. */
    privacyPasswordHash: text('privacy_password_hash'),
    /** The default view of the slides beside the video: PIP, SBS or Single. */
    presentationPosition: text('presentation_position').$type<'PIP' | 'SBS' | 'Single'>().notNull().default('PIP'),
    status: text('status').$type<VideoStatus>().notNull().default('uploading'),
    failureReason: text('failure_reason'),
    uploadedBy: integer('uploaded_by').references(() => users.id, { onDelete: 'set null' }),
    /** Lower-cased title, description and tags for the quick search (trigram index). */
    searchText: text('search_text').generatedAlwaysAs(
      sql`video_search_text("videos"."title", "videos"."description", "videos"."tags")`,
    ),
    ...timestamps,
  },
  (t) => [
    // The list's sort indexes end with the id tie-break in the sort's direction (or its reverse) and
    // carry the library and privacy the list filters on, so that a page is read along one of them.
    // drizzle-kit has no INCLUDE: the migration (0015) adds the carried columns.
    index('videos_library_publish_idx').on(t.libraryId, t.publishDate.desc(), t.id.desc()),
    index('videos_search_trgm_idx').using('gin', t.searchText.op('gin_trgm_ops')),
    index('videos_publish_idx').on(t.publishDate, t.id),
    index('videos_title_sort_idx').on(sql`lower(${t.title})`, t.id),
    index('videos_privacy_publish_idx').on(t.privacy, t.publishDate.desc(), t.id.desc()),
    check('videos_status_check', sql.raw(`status in (${VIDEO_STATUSES.map((s) => `'${s}'`).join(', ')})`)),
    check('videos_presentation_position_check', sql`${t.presentationPosition} in ('PIP', 'SBS', 'Single')`),
  ],
);

/**
 * The number of videos per library and privacy, kept by statement triggers on `videos` (migration
 * 0015): the total of a media library list without a quick search is summed from these rows.
 */
export const videoCounts = pgTable(
  'video_counts',
  {
    libraryId: integer('library_id').notNull(),
    privacy: text('privacy').$type<VideoPrivacy>().notNull(),
    videos: bigint('videos', { mode: 'number' }).notNull().default(0),
  },
  (t) => [primaryKey({ name: 'video_counts_pkey', columns: [t.libraryId, t.privacy] })],
);

/** One mp4 rendition of a video. */
export const encodings = pgTable(
  'encodings',
  {
    videoId: uuid('video_id')
      .notNull()
      .references(() => videos.id, { onDelete: 'cascade' }),
    height: integer('height').notNull(),
    label: text('label').notNull(),
    extension: text('extension').notNull().default('mp4'),
    storageKey: text('storage_key'),
    bytes: bigint('bytes', { mode: 'number' }),
    ready: boolean('ready').notNull().default(false),
    progress: integer('progress').notNull().default(0),
    ...timestamps,
  },
  (t) => [primaryKey({ columns: [t.videoId, t.height] })],
);
