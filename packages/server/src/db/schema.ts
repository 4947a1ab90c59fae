/*
 * Every table of the database, by area. The database is opened with this module as its relational
 * schema and drizzle-kit reads it (drizzle.config.ts), so each area file is re-exported here.
 */

export * from './schema-organisation.ts';
export * from './schema-publishing.ts';
export * from './schema-sign-in.ts';
export * from './schema-stats.ts';
export * from './schema-uploads.ts';
export * from './schema-video-assets.ts';
export * from './schema-video-editors.ts';
export * from './schema-videos.ts';
