import { index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from '../db/schema.ts';

/*
 * The tables of "Forgot password?" (migration 0013_password_resets). They are not part of the
 * relational schema the database is opened with: the repositories query them directly.
 */

/** A single-use link to choose a new password; only the SHA-256 of its token is kept. */
export const passwordResets = pgTable(
  'password_resets',
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
  (t) => [
    uniqueIndex('password_resets_token_hash_unique').on(t.tokenHash),
    index('password_resets_user_idx').on(t.userId),
  ],
);

/**
 * A request for a password link (a reset for an address, from a client address; an invitation
 * to a user), kept for the rate limits and removed after a day.
 */
export const passwordLinkRequests = pgTable(
  'password_link_requests',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    key: text('key').notNull(),
    requestedAt: timestamp('requested_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('password_link_requests_key_idx').on(t.key, t.requestedAt)],
);
