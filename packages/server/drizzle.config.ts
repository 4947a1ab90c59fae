import { defineConfig } from 'drizzle-kit';

/** Run from packages/server: `npx drizzle-kit generate` writes a migration for schema changes. */
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/schema.ts',
  out: './drizzle',
});
