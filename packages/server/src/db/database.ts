import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { ExtractTablesWithRelations } from 'drizzle-orm';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import * as schema from './schema.ts';

type Schema = typeof schema;
/** The drizzle database, whichever driver is behind it. */
export type Database = PgDatabase<PgQueryResultHKT, Schema>;
type Transaction = PgTransaction<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;
/** What repositories accept: the database or a transaction on it. */
export type Executor = Database | Transaction;

const MIGRATIONS_FOLDER = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../drizzle');

/** An open database with its driver, so that pg-boss can share the connection (PGlite) or the URL (PostgreSQL). */
export type DatabaseConnection =
  | { kind: 'pglite'; db: Database; pglite: PGlite; close: () => Promise<void> }
  | { kind: 'postgres'; db: Database; pool: pg.Pool; url: string; close: () => Promise<void> };

/** A number derived from the product name, for the advisory lock that serialises migrations. */
const MIGRATION_LOCK = 7_212_455_001;

/** Opens PGlite in `directory` and applies the migrations. */
export async function openPglite(directory: string): Promise<DatabaseConnection> {
  await mkdir(directory, { recursive: true });
  const pglite = await PGlite.create(directory, { extensions: { pg_trgm } });
  const db = drizzlePglite(pglite, { schema });
  try {
    await migratePglite(db, { migrationsFolder: MIGRATIONS_FOLDER });
  } catch (error) {
    await pglite.close().catch(() => undefined);
    throw error;
  }
  return { kind: 'pglite', db: db as unknown as Database, pglite, close: () => pglite.close() };
}

/**
 * Connects to PostgreSQL and applies the migrations; an advisory lock keeps several processes
 * starting together from migrating at the same time.
 */
export async function openPostgres(url: string): Promise<DatabaseConnection> {
  const pool = new pg.Pool({ connectionString: url, max: 10 });
  // An idle connection that breaks is replaced by the pool; without a listener it would end the process.
  pool.on('error', (error) => console.error('PostgreSQL connection error:', error.message));
  const db = drizzleNodePg(pool, { schema });
  try {
    const client = await pool.connect();
    try {
      await client.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK]);
      await migrateNodePg(db, { migrationsFolder: MIGRATIONS_FOLDER });
    } finally {
      await client.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK]).catch(() => undefined);
      client.release();
    }
  } catch (error) {
    await pool.end().catch(() => undefined);
    throw error;
  }
  return { kind: 'postgres', db: db as unknown as Database, pool, url, close: () => pool.end() };
}

/** PostgreSQL when a URL is given, else the embedded database in `<dataDir>/pglite`. */
export function openDatabase(options: { databaseUrl: string | null; dataDir: string }): Promise<DatabaseConnection> {
  return options.databaseUrl ? openPostgres(options.databaseUrl) : openPglite(path.join(options.dataDir, 'pglite'));
}
