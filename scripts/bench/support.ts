import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { loadConfig } from '../../packages/server/src/config.ts';
import { PUBLIC_URL } from '../../packages/server/test/helpers/test-server.ts';

/** The value at fraction `p` (0..1) of an ascending list. */
export const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))];

export const ms = (value: number) => `${value.toFixed(1)} ms`;

/**
 * Runs `work` on a fresh PostgreSQL database made from `adminUrl` (dropped afterwards), or on
 * the embedded database (`null`) when no URL is given.
 */
export async function withDatabase<T>(
  adminUrl: string | null | undefined,
  work: (url: string | null) => Promise<T>,
): Promise<T> {
  if (!adminUrl) return work(null);
  const name = `reelbase_bench_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  try {
    return await work(url.toString());
  } finally {
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.end();
  }
}

/** The super-admin every benchmark server starts with. */
export const BENCH_ADMIN = { email: 'bench@reelbase.test', password: 'bench password 1234' };

/**
 * The configuration of a benchmark's server: on a free loopback port, its own data folder and
 * database, the benchmark's super-admin and no rate limit (the load comes from one address).
 */
export function benchServerConfig<Extra extends object>(dataDir: string, databaseUrl: string | null, extra: Extra) {
  return {
    ...loadConfig({ PUBLIC_URL }),
    port: 0,
    host: '127.0.0.1',
    dataDir,
    databaseUrl,
    adminEmail: BENCH_ADMIN.email,
    adminPassword: BENCH_ADMIN.password,
    apiRateLimitPerMinute: 1_000_000,
    ...extra,
  };
}
