import { PUBLISHING_TEXTS } from '@reelbase/contract';
import type { PgBoss } from 'pg-boss';
import type { Database } from '../db/database.ts';
import { publishVideoChange } from '../live/live-publish.ts';
import { withAccountToken } from './account-tokens.ts';
import {
  deleteStaleStates,
  findAccount,
  findPublication,
  listPendingPublicationIds,
  type PublicationRow,
  updatePublication,
} from './publishing-repository.ts';
import type { PublishingDeps } from './publishing-runtime.ts';
import {
  type PublishDescription,
  type PublishOutcome,
  PublishServiceError,
  type UploadTarget,
} from './service-client.ts';

export const PUBLISH_QUEUE = 'publish.upload';
/**
 * One job per publication at a time (`exclusive` with the publication as key). The job never
 * fails for a service's reason: it marks the publication failed or rejected and completes, and a
 * retry is the user's choice. pg-boss retries only a job whose worker died (heartbeat on
 * PostgreSQL, expiry otherwise) or that could not write its outcome.
 */
export const PUBLISH_QUEUE_OPTIONS = {
  policy: 'exclusive',
  retryLimit: 3,
  retryDelay: 30,
  retryBackoff: true,
  expireInSeconds: 23 * 3600,
} as const;

/** Queues the jobs of pending publications that have none (after a stop between record and queue). */
export const PUBLISH_SWEEP_QUEUE = 'publish.sweep';
export const PUBLISH_SWEEP_QUEUE_OPTIONS = { retryLimit: 1, expireInSeconds: 300 } as const;
export const PUBLISH_SWEEP_SCHEDULE = '*/5 * * * *';
/** A pending publication this much older than its last change and without a job is queued again. */
const SWEEP_AGE_MS = 2 * 60_000;
/** bytes_sent is written at most this often while the bytes flow. */
const PROGRESS_INTERVAL_MS = 500;

export const PUBLISH_FAILURES = {
  accountRemoved: 'The account was removed. Link it again and publish once more.',
  fileMissing: 'The video file is no longer available.',
  fileChanged: 'The video file changed since it was published. Please publish it again.',
  unexpected: 'The upload stopped unexpectedly. Please try again.',
} as const;

export interface PublishJob {
  publicationId: number;
}

export function queuePublication(boss: PgBoss, publicationId: number): Promise<string | null> {
  return boss.send(PUBLISH_QUEUE, { publicationId } satisfies PublishJob, {
    singletonKey: `publication-${publicationId}`,
  });
}

/** Queues every pending publication changed before `before`; one that has a job already is left alone. */
export async function queuePendingPublications(boss: PgBoss, db: Database, before = new Date()): Promise<number> {
  let queued = 0;
  for (const id of await listPendingPublicationIds(db, before)) {
    if (await queuePublication(boss, id)) queued += 1;
  }
  return queued;
}

/** A reason to fail the publication that is not the service's. */
class PublicationFailure extends Error {}

function describe(deps: PublishingDeps, publication: PublicationRow): PublishDescription {
  return {
    title: publication.title,
    description: publication.description,
    tags: publication.tags,
    category: publication.category,
    privacy: publication.privacy,
    ...(publication.password ? { password: deps.publishing.cipher.decrypt(publication.password) } : {}),
    size: publication.fileSize,
    mimeType: publication.mimeType,
  };
}

const targetOf = (publication: PublicationRow): UploadTarget | null =>
  publication.uploadUrl ? { uploadUrl: publication.uploadUrl, uri: publication.uri, link: publication.link } : null;
const columnsOf = (target: UploadTarget) => ({ uploadUrl: target.uploadUrl, uri: target.uri, link: target.link });

/**
 * Creates the upload at the service when there is none yet (stored before any byte is sent),
 * asks the service how much it holds, sends the rest of the file from storage and finishes.
 */
async function upload(deps: PublishingDeps, publication: PublicationRow, signal?: AbortSignal) {
  const account = publication.accountId ? await findAccount(deps.db, publication.accountId) : null;
  if (!account) throw new PublicationFailure(PUBLISH_FAILURES.accountRemoved);
  const client = deps.publishing.clients[publication.platform];
  if (!client) throw new PublicationFailure(PUBLISHING_TEXTS.notConfigured(publication.platform));
  const video = describe(deps, publication);
  const { id, fileSize: size } = publication;
  let target = targetOf(publication);
  return withAccountToken(deps, account, client, async (token) => {
    if (!target) {
      target = await client.createUpload(token, video);
      await updatePublication(deps.db, id, { ...columnsOf(target), bytesSent: 0 });
    }
    const current: UploadTarget = target;
    const offset = await client.uploadedBytes(token, current, size);
    if (offset < size) {
      const object = await deps.storage.read(publication.fileKey, { start: offset, end: size - 1 });
      if (!object) throw new PublicationFailure(PUBLISH_FAILURES.fileMissing);
      const stop = () => object.body.destroy(new Error('The upload was stopped.'));
      signal?.addEventListener('abort', stop, { once: true });
      try {
        if (object.size !== size) throw new PublicationFailure(PUBLISH_FAILURES.fileChanged);
        await updatePublication(deps.db, id, { bytesSent: offset });
        let writtenAt = 0;
        const onProgress = async (sent: number) => {
          if (Date.now() - writtenAt < PROGRESS_INTERVAL_MS) return;
          writtenAt = Date.now();
          await updatePublication(deps.db, id, { bytesSent: sent });
        };
        target = await client.sendBytes(token, current, offset, size, object.body, onProgress);
      } finally {
        signal?.removeEventListener('abort', stop);
        object.body.destroy();
      }
      await updatePublication(deps.db, id, { ...columnsOf(target), bytesSent: size });
    }
    return client.finish(token, target, video);
  });
}

/** What an error makes of the publication. */
function outcomeOfError(error: unknown): PublishOutcome & { restart: boolean } {
  const none = { uri: null, link: null };
  if (error instanceof PublicationFailure) return { status: 'failed', reason: error.message, restart: false, ...none };
  if (error instanceof PublishServiceError) {
    const status = error.kind === 'rejected' ? 'rejected' : 'failed';
    return { status, reason: error.message, restart: error.kind === 'expired', ...none };
  }
  return { status: 'failed', reason: PUBLISH_FAILURES.unexpected, restart: false, ...none };
}

async function settle(deps: PublishingDeps, publication: PublicationRow, outcome: PublishOutcome, restart = false) {
  const { id } = publication;
  if (outcome.status === 'uploaded') {
    await updatePublication(deps.db, id, {
      status: 'uploaded',
      ...(outcome.uri ? { uri: outcome.uri } : {}),
      ...(outcome.link ? { link: outcome.link } : {}),
      bytesSent: publication.fileSize,
      failureReason: null,
      rejectionReason: null,
    });
  } else {
    const reason = outcome.reason ?? PUBLISH_FAILURES.unexpected;
    await updatePublication(deps.db, id, {
      status: outcome.status,
      ...(outcome.status === 'rejected' ? { rejectionReason: reason } : { failureReason: reason }),
      // The service forgot the upload: a retry starts a new one.
      ...(restart ? { uploadUrl: null, uri: null, link: null, bytesSent: 0 } : {}),
    });
  }
  publishVideoChange(deps.db, publication.videoId);
}

/** The work of one `publish.upload` job. */
export async function runPublication(
  deps: PublishingDeps & { log?: (message: string) => void },
  publicationId: number,
  signal?: AbortSignal,
) {
  const publication = await findPublication(deps.db, publicationId);
  if (!publication) return { skipped: 'missing' };
  if (publication.status !== 'pending') return { skipped: publication.status };
  let outcome: PublishOutcome;
  try {
    outcome = await upload(deps, publication, signal);
  } catch (error) {
    // A stopping worker leaves the publication pending: its job runs again and resumes.
    if (signal?.aborted) throw error;
    const failed = outcomeOfError(error);
    if (failed.reason === PUBLISH_FAILURES.unexpected) {
      deps.log?.(`publication ${publicationId} stopped: ${error instanceof Error ? error.message : String(error)}`);
    }
    await settle(deps, publication, failed, failed.restart);
    return { [failed.status]: failed.reason };
  }
  await settle(deps, publication, outcome);
  return { [outcome.status]: outcome.reason ?? outcome.link };
}

/** Runs the publishing workers: the uploads, and the sweep that queues forgotten pending publications. */
export async function workPublishing(boss: PgBoss, deps: PublishingDeps & { log?: (message: string) => void }) {
  await boss.work<PublishJob>(PUBLISH_QUEUE, { pollingIntervalSeconds: 1, localConcurrency: 2 }, async ([job]) =>
    runPublication(deps, job.data.publicationId, job.signal),
  );
  await boss.work(PUBLISH_SWEEP_QUEUE, async () => {
    await deleteStaleStates(deps.db);
    return { queued: await queuePendingPublications(boss, deps.db, new Date(Date.now() - SWEEP_AGE_MS)) };
  });
}
