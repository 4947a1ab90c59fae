import { LIBRARY_ROLE_SLUGS, type LibraryRoleSlug, type RoleSlug } from '@reelbase/contract';
import { sql } from 'drizzle-orm';
import {
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
} from 'drizzle-orm/pg-core';
import { timestamps } from './schema-columns.ts';

/*
 * The companies, their libraries, the roles and the users with their library roles (re-exported by
 * schema.ts, which the database and drizzle-kit load).
 */

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
