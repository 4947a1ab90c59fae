import { existsSync, readFileSync } from 'node:fs';
import { copyFile, mkdir, readdir, readFile, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { PGlite } from '@electric-sql/pglite';
import type { ExtractTablesWithRelations } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core';
import type pg from 'pg';
import * as schema from './schema.ts';
import { type WriteWatch, watchWrites } from './write-watch.ts';

type Schema = typeof schema;
/** The drizzle database, whichever driver is behind it. */
export type Database = PgDatabase<PgQueryResultHKT, Schema>;
type Transaction = PgTransaction<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;
/** What repositories accept: the database or a transaction on it. */
export type Executor = Database | Transaction;

const MIGRATIONS_FOLDER = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../drizzle');

/** An open database with its driver, so that pg-boss can share the connection (PGlite) or the URL (PostgreSQL). */
export type DatabaseConnection =
  | { kind: 'pglite'; db: Database; pglite: PGlite; writes: WriteWatch; close: () => Promise<void> }
  | { kind: 'postgres'; db: Database; pool: pg.Pool; url: string; close: () => Promise<void> };

/** A number derived from the product name, for the advisory lock that serialises migrations. */
const MIGRATION_LOCK = 7_212_455_001;

/**
 * The embedded database's shared buffers. PostgreSQL's default (128 MB) lives in the process's
 * WebAssembly memory and is soon touched whole; the files are in the operating system's page cache
 * anyway, so a smaller pool costs little and keeps the server's memory down.
 */
const PGLITE_SHARED_BUFFERS = '32MB';

/** The newest migration of the migrations folder (drizzle's journal), as drizzle records it. */
async function newestMigrationMillis(): Promise<number> {
  const journal = JSON.parse(await readFile(path.join(MIGRATIONS_FOLDER, 'meta/_journal.json'), 'utf8')) as {
    entries: { when: number }[];
  };
  return Math.max(...journal.entries.map((entry) => entry.when));
}

/**
 * Whether every migration of the folder is applied: drizzle applies those newer than the newest
 * one it recorded, so comparing that one with the journal's newest one is enough (and avoids
 * reading and hashing every migration file at each start).
 */
async function migrationsApplied(query: (sql: string) => Promise<{ rows: unknown[] }>): Promise<boolean> {
  const table = await query("SELECT to_regclass('drizzle.__drizzle_migrations') IS NOT NULL AS present");
  if (!(table.rows[0] as { present: boolean }).present) return false;
  const newest = await query('SELECT max(created_at) AS newest FROM drizzle.__drizzle_migrations');
  const applied = Number((newest.rows[0] as { newest: string | number | null }).newest ?? 0);
  return applied >= (await newestMigrationMillis());
}

/**
 * A new embedded database starts from a template: the files of a new cluster with the migrations
 * applied and pg-boss's tables created, kept per PGlite version in the `.cache` folder of the
 * node_modules that holds PGlite. Creating a cluster (initdb) takes seconds and a second database
 * instance in memory; copying the template's files takes a fraction of that. The first new
 * database made with a PGlite version leaves the template behind. It holds no data of anybody:
 * roles, the first admin, keys and everything else are made at the start as before.
 */
function templateDirOf(): string | null {
  try {
    const entry = fileURLToPath(import.meta.resolve('@electric-sql/pglite'));
    const packageDir = entry.slice(0, entry.lastIndexOf(`${path.sep}dist${path.sep}`));
    const marker = `${path.sep}node_modules${path.sep}`;
    const modulesDir = packageDir.slice(0, packageDir.lastIndexOf(marker) + marker.length);
    const { version } = JSON.parse(readFileSync(path.join(packageDir, 'package.json'), 'utf8')) as { version: string };
    return path.join(modulesDir, '.cache', 'reelbase', `pglite-${version}`);
  } catch {
    return null;
  }
}

/** pg-boss's schema (its default, which `jobs/boss.ts` keeps). */
const JOB_SCHEMA = 'pgboss';

/** Files of a running cluster that are not data. */
const notData = (file: string) => path.basename(file) !== 'postmaster.pid';

/**
 * Copies a cluster's folder: its many small files side by side, each folder with its mode
 * (PostgreSQL wants its folders private). Lighter than `fs.cp`, which checks every path at length.
 */
async function copyTree(from: string, to: string): Promise<void> {
  await mkdir(to, { mode: (await stat(from)).mode & 0o777 });
  const entries = await readdir(from, { withFileTypes: true });
  await Promise.all(
    entries
      .filter((entry) => notData(entry.name))
      .map((entry) =>
        entry.isDirectory()
          ? copyTree(path.join(from, entry.name), path.join(to, entry.name))
          : copyFile(path.join(from, entry.name), path.join(to, entry.name)),
      ),
  );
}

/** Fills the empty `directory` from the template; false when there is none (yet). */
async function copyTemplate(templateDir: string | null, directory: string): Promise<boolean> {
  if (!templateDir || !existsSync(path.join(templateDir, 'PG_VERSION'))) return false;
  try {
    // The empty folder goes and the template's copy takes its place, with the template's mode.
    await rm(directory, { recursive: true, force: true });
    await copyTree(templateDir, directory);
    return true;
  } catch {
    // Whatever was copied goes: the database is then created from scratch.
    await rm(directory, { recursive: true, force: true });
    await mkdir(directory, { recursive: true });
    return false;
  }
}

/**
 * Copies the files of a new database (nothing in it yet but the migrations and the job queue's
 * tables) to the template folder: first aside, then renamed, so that a template is never half there.
 */
async function keepAsTemplate(pglite: PGlite, directory: string, templateDir: string): Promise<void> {
  const partial = `${templateDir}.${process.pid}.partial`;
  try {
    // Every change on disk first: the copy is of a cluster at rest.
    await pglite.query('CHECKPOINT');
    await mkdir(path.dirname(templateDir), { recursive: true });
    await copyTree(directory, partial);
    await rename(partial, templateDir);
  } catch {
    // Another process was first, or the folder cannot be written: the next new database is created
    // from scratch, as this one was.
    await rm(partial, { recursive: true, force: true }).catch(() => undefined);
  }
}

/** Opens PGlite in `directory` (a new one from the template) and applies the migrations it lacks. */
export async function openPglite(directory: string): Promise<DatabaseConnection> {
  await mkdir(directory, { recursive: true });
  const [{ PGlite }, { pg_trgm }, { drizzle }] = await Promise.all([
    import('@electric-sql/pglite'),
    import('@electric-sql/pglite/contrib/pg_trgm'),
    import('drizzle-orm/pglite'),
  ]);
  const isNew = (await readdir(directory)).length === 0;
  const templateDir = isNew ? templateDirOf() : null;
  const fromTemplate = isNew && (await copyTemplate(templateDir, directory));
  const pglite = await PGlite.create(directory, {
    extensions: { pg_trgm },
    startParams: [...PGlite.defaultStartParams, '-c', `shared_buffers=${PGLITE_SHARED_BUFFERS}`],
  });
  // Before anything else uses the instance, so that every change is seen.
  const writes = watchWrites(pglite);
  const db = drizzle(pglite, { schema });
  try {
    if (!(await migrationsApplied((sql) => pglite.query(sql)))) {
      const { migrate } = await import('drizzle-orm/pglite/migrator');
      await migrate(db, { migrationsFolder: MIGRATIONS_FOLDER });
    }
    if (isNew && !fromTemplate && templateDir) {
      // The job queue's tables too, which pg-boss would otherwise create at each new database's first start.
      const { getConstructionPlans } = await import('pg-boss');
      await pglite.exec(getConstructionPlans(JOB_SCHEMA, { backend: 'pglite' }));
      await keepAsTemplate(pglite, directory, templateDir);
    }
  } catch (error) {
    await pglite.close().catch(() => undefined);
    throw error;
  }
  return { kind: 'pglite', db: db as unknown as Database, pglite, writes, close: () => pglite.close() };
}

/**
 * Connects to PostgreSQL and applies the migrations it lacks; an advisory lock keeps several
 * processes starting together from migrating at the same time.
 */
export async function openPostgres(url: string): Promise<DatabaseConnection> {
  const [{ default: pg }, { drizzle }] = await Promise.all([import('pg'), import('drizzle-orm/node-postgres')]);
  const pool = new pg.Pool({ connectionString: url, max: 10 });
  // An idle connection that breaks is replaced by the pool; without a listener it would end the process.
  pool.on('error', (error) => console.error('PostgreSQL connection error:', error.message));
  const db = drizzle(pool, { schema });
  try {
    if (!(await migrationsApplied((sql) => pool.query(sql)))) {
      const { migrate } = await import('drizzle-orm/node-postgres/migrator');
      const client = await pool.connect();
      try {
        await client.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK]);
        await migrate(db, { migrationsFolder: MIGRATIONS_FOLDER });
      } finally {
        await client.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK]).catch(() => undefined);
        client.release();
      }
    }
  } catch (error) {
    await pool.end().catch(() => undefined);
    throw error;
  }
  return { kind: 'postgres', db: db as unknown as Database, pool, url, close: () => pool.end() };
}

/** Creates the data folder and opens the configured database (`openDatabase`). */
export async function openDataFolder(config: { databaseUrl: string | null; dataDir: string }) {
  await mkdir(config.dataDir, { recursive: true });
  return openDatabase(config);
}

/** PostgreSQL when a URL is given, else the embedded database in `<dataDir>/pglite`. */
export function openDatabase(options: { databaseUrl: string | null; dataDir: string }): Promise<DatabaseConnection> {
  return options.databaseUrl ? openPostgres(options.databaseUrl) : openPglite(path.join(options.dataDir, 'pglite'));
}
