import type { PgBoss } from 'pg-boss';
import type { Database } from '../db/database.ts';
import type { Storage } from '../storage/storage.ts';
import { deleteSession, expiredSessions, sessionIdsExist } from './uploads-repository.ts';
import { discardSession } from './uploads-service.ts';

export const UPLOAD_CLEANUP_QUEUE = 'upload.cleanup';
export const UPLOAD_CLEANUP_QUEUE_OPTIONS = { retryLimit: 2, retryDelay: 60, expireInSeconds: 900 } as const;

/**
 * Removes abandoned uploads: unfinished sessions past their 24 hours (parts, session and the
 * unfinished video), records of finished sessions older than a day, and part folders left
 * without a session (e.g. by a crash between storing a part and recording it).
 */
export async function cleanUpUploads(deps: { db: Database; storage: Storage }): Promise<number> {
  let removed = 0;
  for (const session of await expiredSessions(deps.db)) {
    if (session.finishedAt) await deleteSession(deps.db, session.id);
    else await discardSession(deps, session);
    removed += 1;
  }
  const folders = await deps.storage.listUploads();
  const alive = await sessionIdsExist(deps.db, folders);
  for (const folder of folders) {
    if (!alive.has(folder)) {
      await deps.storage.abortParts(folder);
      removed += 1;
    }
  }
  return removed;
}

export async function workUploadCleanup(boss: PgBoss, deps: { db: Database; storage: Storage }) {
  await boss.work(UPLOAD_CLEANUP_QUEUE, async () => ({ removed: await cleanUpUploads(deps) }));
}
