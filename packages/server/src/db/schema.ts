import {
  type InteractiveElementData,
  LIBRARY_ROLE_SLUGS,
  type LibraryRoleSlug,
  type RoleSlug,
  VIDEO_STATUSES,
  type VideoStatus,
} from '@reelbase/contract';
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  date,
  doublePrecision,
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

const timestamps = {
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true })
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date()),
};

/** A company's switches for optional features (social media integration, usage stats). */
export type FeatureFlags = Record<string, boolean>;

export const companies = pgTable('companies', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  companyName: text('company_name').notNull(),
  contactPerson: text('contact_person'),
  phoneNumber: text('phone_number'),
  emailAddress: text('email_address'),
  footerText: text('footer_text'),
  logoPath: text('logo_path'),
  featureFlags: jsonb('feature_flags').$type<FeatureFlags>().notNull().default({}),
  ...timestamps,
});

/** A webhook called when something happens in a library. */
export interface LibraryWebhook {
  url: string;
  apiKey: string;
}

export const libraries = pgTable(
  'libraries',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    whitelistedDomains: text('whitelisted_domains').array().notNull().default(sql`'{}'::text[]`),
    webhooks: jsonb('webhooks').$type<LibraryWebhook[]>().notNull().default([]),
    defaultTags: text('default_tags').array().notNull().default(sql`'{}'::text[]`),
    footerText: text('footer_text'),
    logoPath: text('logo_path'),
    viewingPageBackgroundPath: text('viewing_page_background_path'),
    meta: jsonb('meta').$type<Record<string, unknown>>().notNull().default({}),
    ...timestamps,
  },
  (t) => [index('libraries_company_idx').on(t.companyId)],
);

export const roles = pgTable('roles', {
  slug: text('slug').$type<RoleSlug>().primaryKey(),
  name: text('name').notNull(),
  companyLevel: boolean('company_level').notNull(),
  libraryLevel: boolean('library_level').notNull(),
});

export const users = pgTable(
  'users',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    phoneNumber: text('phone_number'),
    companyId: integer('company_id').references(() => companies.id, { onDelete: 'set null' }),
    role: text('role')
      .$type<RoleSlug>()
      .notNull()
      .references(() => roles.slug),
    /** scrypt parameters, salt and hash; null for accounts that cannot sign in with a password. */
    passwordHash: text('password_hash'),
    uploadEverywhere: boolean('upload_everywhere').notNull().default(false),
    picture: text('picture'),
    /** Access tokens issued before this moment are refused (a password reset, "Sign out everywhere"). */
    sessionsValidAfter: timestamp('sessions_valid_after', { withTimezone: true }),
    ...timestamps,
  },
  (t) => [uniqueIndex('users_email_unique').on(sql`lower(${t.email})`), index('users_company_idx').on(t.companyId)],
);

/** A user's role per library; the primary key keeps each library in one of the three lists. */
export const userLibraries = pgTable(
  'user_libraries',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    libraryId: integer('library_id')
      .notNull()
      .references(() => libraries.id, { onDelete: 'cascade' }),
    role: text('role').$type<LibraryRoleSlug>().notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.libraryId] }),
    index('user_libraries_library_idx').on(t.libraryId),
    check(
      'user_libraries_role_check',
      sql.raw(`role in (${LIBRARY_ROLE_SLUGS.map((slug) => `'${slug}'`).join(', ')})`),
    ),
  ],
);

/** Sessions, interactions, grants, codes and tokens of the OpenID Connect provider. */
export const oidcModels = pgTable(
  'oidc_models',
  {
    model: text('model').notNull(),
    id: text('id').notNull(),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
    grantId: text('grant_id'),
    uid: text('uid'),
    userCode: text('user_code'),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.model, t.id] }),
    index('oidc_models_grant_id_idx').on(t.grantId),
    index('oidc_models_uid_idx').on(t.uid),
    index('oidc_models_user_code_idx').on(t.userCode),
    index('oidc_models_expires_at_idx').on(t.expiresAt),
  ],
);

/** One row per failed sign-in, keyed by email address and by IP address. */
export const signInFailures = pgTable(
  'sign_in_failures',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    key: text('key').notNull(),
    failedAt: timestamp('failed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('sign_in_failures_key_idx').on(t.key, t.failedAt)],
);

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

/** An invitation to choose a password: only the SHA-256 of the mailed token is stored. */
export const invitations = pgTable(
  'invitations',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('invitations_token_hash_unique').on(t.tokenHash), index('invitations_user_idx').on(t.userId)],
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
    index('videos_library_publish_idx').on(t.libraryId, t.publishDate.desc()),
    index('videos_search_trgm_idx').using('gin', t.searchText.op('gin_trgm_ops')),
    index('videos_publish_idx').on(t.publishDate.desc(), t.id),
    index('videos_title_sort_idx').on(sql`lower(${t.title})`, t.id),
    index('videos_privacy_publish_idx').on(t.privacy, t.publishDate.desc()),
    check('videos_status_check', sql.raw(`status in (${VIDEO_STATUSES.map((s) => `'${s}'`).join(', ')})`)),
    check('videos_presentation_position_check', sql`${t.presentationPosition} in ('PIP', 'SBS', 'Single')`),
  ],
);

/** One received chunk of an upload: its part number, byte offset, size and MD5 (the ETag). */
export interface UploadPart {
  partNumber: number;
  offset: number;
  size: number;
  etag: string;
}

/** A chunked upload in progress (a new video, or the replacement file of one). */
export const uploadSessions = pgTable(
  'upload_sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** The storage key the finished file gets. */
    key: text('key').notNull(),
    kind: text('kind').$type<'upload' | 'replace'>().notNull().default('upload'),
    videoId: uuid('video_id')
      .notNull()
      .references(() => videos.id, { onDelete: 'cascade' }),
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    /** The external upload link of a session started without an account (then `userId` is null). */
    externalLinkId: integer('external_link_id').references(() => externalUploadLinks.id, { onDelete: 'cascade' }),
    libraryId: integer('library_id')
      .notNull()
      .references(() => libraries.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    mimeType: text('mime_type').notNull(),
    size: bigint('size', { mode: 'number' }).notNull(),
    /** Part number (as text) -> part. */
    parts: jsonb('parts').$type<Record<string, UploadPart>>().notNull().default({}),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [
    index('upload_sessions_resume_idx').on(t.userId, t.libraryId, t.name, t.size),
    index('upload_sessions_expires_idx').on(t.expiresAt),
    index('upload_sessions_external_link_idx').on(t.externalLinkId),
  ],
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

/** A link that lets someone without an account upload videos into one library until it expires. */
export const externalUploadLinks = pgTable(
  'external_upload_links',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    libraryId: integer('library_id')
      .notNull()
      .references(() => libraries.id, { onDelete: 'cascade' }),
    /** SHA-256 (hex) of the token; the token itself is shown once, when the link is created. */
    tokenHash: text('token_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('external_upload_links_token_hash_unique').on(t.tokenHash),
    index('external_upload_links_library_idx').on(t.libraryId, t.createdAt.desc()),
  ],
);

/** A video uploaded with an external upload link, with the request number (Aanvraagnummer) given there. */
export const externalUploads = pgTable(
  'external_uploads',
  {
    videoId: uuid('video_id')
      .primaryKey()
      .references(() => videos.id, { onDelete: 'cascade' }),
    linkId: integer('link_id')
      .notNull()
      .references(() => externalUploadLinks.id, { onDelete: 'cascade' }),
    requestNumber: text('request_number').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('external_uploads_link_idx').on(t.linkId)],
);

/** When a backup e-mail was last sent, per link (`link:{id}`) and per client address (`ip:{address}`). */
export const backupMailThrottle = pgTable('backup_mail_throttle', {
  key: text('key').primaryKey(),
  sentAt: timestamp('sent_at', { withTimezone: true }).notNull(),
});

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

export * from './schema-stats.ts';
