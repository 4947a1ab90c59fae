import { canOnLibrary, canSeeLibrary } from '../auth/scope.ts';
import type { Executor } from '../db/database.ts';
import { ForbiddenError, NotFoundError } from '../errors.ts';
import type { ServiceDeps } from '../http/api-deps.ts';
import type { Storage } from '../storage/storage.ts';
import type { Viewer } from '../users/accounts.ts';
import { deleteVideoAssetRows, findVideoRef, type VideoRef } from './video-assets-repository.ts';

/** What the asset services need: the API's dependencies and the key of signed download addresses. */
export interface AssetDeps extends ServiceDeps {
  downloadSecret: string;
}

const VIDEO_NOT_FOUND = 'The video was not found.';

/**
 * The video of an asset call. Reading needs the library to be visible to the viewer (any
 * permission there); changing needs manage-videos-of-libraries on it. A video the viewer cannot
 * see answers 404 (not revealed), one they can see but not manage answers 403.
 */
export async function assetVideo(
  deps: Pick<ServiceDeps, 'db'>,
  viewer: Viewer,
  id: string,
  action: 'read' | 'manage',
): Promise<VideoRef> {
  const video = await findVideoRef(deps.db, id);
  const library = video ? { id: video.libraryId, companyId: video.companyId } : null;
  if (!video || !library || !canSeeLibrary(viewer, library)) throw new NotFoundError(VIDEO_NOT_FOUND);
  if (action === 'manage' && !canOnLibrary(viewer, 'manage-videos-of-libraries', library)) {
    throw new ForbiddenError();
  }
  return video;
}

/** The same check for a download authorised by a Bearer token (not by a signed address). */
export async function readableVideo(deps: Pick<ServiceDeps, 'db'>, viewer: Viewer | null, id: string) {
  if (!viewer) {
    const video = await findVideoRef(deps.db, id);
    if (!video) throw new NotFoundError(VIDEO_NOT_FOUND);
    return video;
  }
  return assetVideo(deps, viewer, id, 'read');
}

/** Unix seconds of a timestamp. */
export const unixSeconds = (date: Date) => Math.floor(date.getTime() / 1000);

/**
 * Removes a video's quitclaims, subtitles, transcripts, chapters, interactive elements and images,
 * and slides with their files. Call it
 * before deleting the video row (the rows also go with the video by ON DELETE CASCADE, but then
 * their files would stay). The video's thumbnail is a column of the video and is not touched.
 */
export async function removeVideoAssets(deps: { db: Executor; storage: Storage }, videoId: string): Promise<void> {
  const keys = await deleteVideoAssetRows(deps.db, videoId);
  for (const key of keys) await deps.storage.remove(key);
}
