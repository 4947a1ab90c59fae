import { randomUUID } from 'node:crypto';
import { mkdir, readFile, unlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Health, VersionInfo } from '@reelbase/contract';
import { sql } from 'drizzle-orm';
import type { Database } from '../db/database.ts';
import type { Storage } from '../storage/storage.ts';

/** Checks that the database answers and that the media storage works (the bucket answers, or the folder is writable). */
export async function checkHealth(db: Database, mediaDir: string, storage?: Pick<Storage, 'check'>): Promise<Health> {
  const database = await db
    .execute(sql`select 1`)
    .then(() => 'ok' as const)
    .catch(() => 'error' as const);
  const storageStatus = await (async () => {
    if (storage?.check) return storage.check();
    const probe = path.join(mediaDir, `.health-${randomUUID()}`);
    await mkdir(mediaDir, { recursive: true });
    await writeFile(probe, 'ok');
    await unlink(probe);
  })()
    .then(() => 'ok' as const)
    .catch(() => 'error' as const);
  return {
    status: database === 'ok' && storageStatus === 'ok' ? 'ok' : 'error',
    database,
    storage: storageStatus,
  };
}

/** The running build: the console build's id when the console was built, else the product version. */
export async function versionInfo(consoleDist: string, version: string): Promise<VersionInfo> {
  try {
    const build = JSON.parse(await readFile(path.join(consoleDist, 'version.json'), 'utf8')) as {
      buildId?: unknown;
      builtAt?: unknown;
    };
    return {
      version,
      buildId: typeof build.buildId === 'string' ? build.buildId : version,
      builtAt: typeof build.builtAt === 'string' ? build.builtAt : null,
    };
  } catch {
    return { version, buildId: version, builtAt: null };
  }
}
