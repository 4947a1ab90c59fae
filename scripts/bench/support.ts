import { randomBytes } from 'node:crypto';
import pg from 'pg';

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
