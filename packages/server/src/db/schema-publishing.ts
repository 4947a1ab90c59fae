import {
  PUBLICATION_STATUSES,
  PUBLISH_PLATFORMS,
  type PublicationStatus,
  type PublishPlatform,
} from '@reelbase/contract';
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { timestamps } from './schema-columns.ts';
import { companies, users } from './schema-organisation.ts';
import { videos } from './schema-videos.ts';

/*
 * Publishing to the Vimeo-like and YouTube-like services: the linked accounts, the OAuth states of
 * a linking in progress and the publications (re-exported by schema.ts). Every token and video
 * password is stored encrypted (publishing/token-crypto.ts), never in clear.
 */

const platformCheck = (column: string) =>
  sql.raw(`${column} in (${PUBLISH_PLATFORMS.map((platform) => `'${platform}'`).join(', ')})`);

/** A company's account at a service; one name per company and service (case-insensitive). */
export const publishingAccounts = pgTable(
  'publishing_accounts',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    platform: text('platform').$type<PublishPlatform>().notNull(),
    name: text('name').notNull(),
    /** The service's id of the account (Vimeo user uri, YouTube channel id). */
    externalId: text('external_id').notNull(),
    paidTier: boolean('paid_tier').notNull().default(false),
    accessToken: text('access_token_encrypted').notNull(),
    accessTokenExpiresAt: timestamp('access_token_expires_at', { withTimezone: true }),
    refreshToken: text('refresh_token_encrypted'),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('publishing_accounts_name_unique').on(t.companyId, t.platform, sql`lower(${t.name})`),
    check('publishing_accounts_platform_check', platformCheck('platform')),
  ],
);

/**
 * A linking in progress: the single-use state sent to the service (only its SHA-256 is kept),
 * valid for 10 minutes. YouTube's tokens wait here, encrypted, between the code exchange and the
 * account's creation.
 */
export const publishingOauthStates = pgTable(
  'publishing_oauth_states',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    stateHash: text('state_hash').notNull(),
    platform: text('platform').$type<PublishPlatform>().notNull(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    accountName: text('account_name').notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The sign-in session the state was issued in (a hash of its grant); the callback must come back in it. */
    sessionId: text('session_id'),
    accessToken: text('access_token_encrypted'),
    accessTokenExpiresAt: timestamp('access_token_expires_at', { withTimezone: true }),
    refreshToken: text('refresh_token_encrypted'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('publishing_oauth_states_hash_unique').on(t.stateHash),
    index('publishing_oauth_states_expires_idx').on(t.expiresAt),
    check('publishing_oauth_states_platform_check', platformCheck('platform')),
  ],
);

/** One sending of a video to an account; the upload's address is kept so that it can resume. */
export const publications = pgTable(
  'publications',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    videoId: uuid('video_id')
      .notNull()
      .references(() => videos.id, { onDelete: 'cascade' }),
    accountId: integer('account_id').references(() => publishingAccounts.id, { onDelete: 'set null' }),
    accountName: text('account_name').notNull(),
    platform: text('platform').$type<PublishPlatform>().notNull(),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    tags: text('tags').array().notNull().default(sql`'{}'::text[]`),
    category: text('category').notNull(),
    privacy: text('privacy').notNull(),
    /** Vimeo's password privacy, encrypted. */
    password: text('password_encrypted'),
    status: text('status').$type<PublicationStatus>().notNull().default('pending'),
    failureReason: text('failure_reason'),
    rejectionReason: text('rejection_reason'),
    uri: text('uri'),
    link: text('link'),
    /** YouTube's resumable session or Vimeo's tus upload address; null until the upload is created. */
    uploadUrl: text('upload_url'),
    fileKey: text('file_key').notNull(),
    fileSize: bigint('file_size', { mode: 'number' }).notNull(),
    mimeType: text('mime_type').notNull(),
    bytesSent: bigint('bytes_sent', { mode: 'number' }).notNull().default(0),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    ...timestamps,
  },
  (t) => [
    index('publications_video_idx').on(t.videoId, t.createdAt.desc()),
    index('publications_pending_idx').on(t.id).where(sql`${t.status} = 'pending'`),
    check(
      'publications_status_check',
      sql.raw(`status in (${PUBLICATION_STATUSES.map((status) => `'${status}'`).join(', ')})`),
    ),
    check('publications_platform_check', platformCheck('platform')),
  ],
);
