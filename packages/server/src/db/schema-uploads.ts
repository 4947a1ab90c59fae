import { bigint, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { libraries, users } from './schema-organisation.ts';
import { videos } from './schema-videos.ts';

/*
 * Uploads in progress, external upload links and what came in through them (re-exported by
 * schema.ts, which the database and drizzle-kit load).
 */

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
