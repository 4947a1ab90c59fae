import type { UploadPart } from '../db/schema.ts';
import type { ServiceDeps } from '../http/api-deps.ts';
import { failpoint } from '../system/failpoints.ts';
import { sourceStored } from '../videos/new-videos.ts';
import { findVideo } from '../videos/videos-repository.ts';
import { interruptedFinishes, type UploadSessionRow } from './uploads-repository.ts';

/**
 * The part numbers that make up the file, in order: the chain of parts from byte 0, each starting
 * where the one before ended, up to the declared size; null when the parts leave a gap.
 */
function partChain(session: Pick<UploadSessionRow, 'parts' | 'size'>): number[] | null {
  const byOffset = new Map<number, UploadPart>(Object.values(session.parts).map((part) => [part.offset, part]));
  const numbers: number[] = [];
  let end = 0;
  while (end < session.size) {
    const part = byOffset.get(end);
    if (!part || part.size <= 0) return null;
    numbers.push(part.partNumber);
    end += part.size;
  }
  return end === session.size ? numbers : null;
}

/**
 * Completes a finish whose session is marked finished: joins the parts into the source (unless
 * an earlier run already did: the parts are removed only once the source is whole), then makes
 * the video `processing` and queues its processing. Every step can be redone after a crash: the
 * join commits the object at once (the local folder renames the file the parts were written into,
 * a bucket completes its multipart upload), and a video whose source is recorded is left as it is. Answers false when the parts are gone and the source is not whole (the upload
 * must be sent again).
 */
export async function completeFinish(deps: ServiceDeps, session: UploadSessionRow): Promise<boolean> {
  const video = await findVideo(deps.db, session.videoId);
  if (!video) return false;
  if (video.sourceKey === session.key) return true;
  const numbers = partChain(session);
  const partsHeld = numbers !== null && (await deps.storage.listUploads()).includes(session.id);
  if (partsHeld) {
    const { size } = await deps.storage.completeParts(session.id, numbers, session.key);
    if (size !== session.size) throw new Error(`joined ${size} bytes, expected ${session.size}`);
  } else {
    const stored = await deps.storage.read(session.key);
    stored?.body.destroy();
    if (stored?.size !== session.size) return false;
  }
  failpoint('upload.finish.joined');
  await sourceStored(deps, video, {
    key: session.key,
    size: session.size,
    mimeType: session.mimeType,
    isNew: session.kind === 'upload',
  });
  return true;
}

/**
 * At start: completes the finishes a stop interrupted (sessions marked finished whose video does
 * not hold their source yet). Answers how many were completed.
 */
export async function completeInterruptedFinishes(
  deps: ServiceDeps,
  log: (message: string, error?: unknown) => void,
): Promise<number> {
  let completed = 0;
  for (const session of await interruptedFinishes(deps.db)) {
    try {
      if (await completeFinish(deps, session)) completed += 1;
      else log(`upload ${session.id} could not be completed: its parts are gone`);
    } catch (error) {
      log(`upload ${session.id} could not be completed`, error);
    }
  }
  return completed;
}
