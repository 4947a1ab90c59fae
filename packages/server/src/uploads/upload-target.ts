import { UPLOAD_MESSAGES, type UploadStart } from '@reelbase/contract';
import { canOnLibrary, canUploadTo } from '../auth/scope.ts';
import { HttpError, NotFoundError, ValidationError } from '../errors.ts';
import type { ServiceDeps } from '../http/api-deps.ts';
import { findLibrary } from '../libraries/libraries-repository.ts';
import type { Viewer } from '../users/accounts.ts';
import { findVideo, type VideoWithCompany } from '../videos/videos-repository.ts';
import type { UploadSessionRow } from './uploads-repository.ts';

/*
 * Who uploads and where to: the uploader's sessions, the library of a new video, the video of a replacement.
 */

/** What an upload is for: a new video in a library, or the new file of an existing video. */
export type UploadTarget = { kind: 'upload' } | { kind: 'replace'; videoId: string };

/**
 * Who uploads: a signed-in user, or the holder of an external upload link (no account), who may
 * only add new videos to the link's library. `issuedBy` is the staff member who created the link.
 */
export type Uploader =
  | { kind: 'user'; viewer: Viewer }
  | { kind: 'link'; linkId: number; libraryId: number; issuedBy: number | null };

/** The owner columns of the uploader's sessions. */
export const ownerOf = (uploader: Uploader) =>
  uploader.kind === 'user'
    ? { userId: uploader.viewer.id, externalLinkId: null }
    : { userId: null, externalLinkId: uploader.linkId };

export const ownsSession = (uploader: Uploader, session: UploadSessionRow) =>
  uploader.kind === 'user'
    ? session.userId === uploader.viewer.id
    : session.externalLinkId === uploader.linkId && session.userId === null;

/** The video of a replace upload, when the viewer may manage the videos of its library. */
export async function replaceableVideo(deps: ServiceDeps, viewer: Viewer, videoId: string): Promise<VideoWithCompany> {
  const video = await findVideo(deps.db, videoId);
  const library = video && { id: video.libraryId, companyId: video.companyId };
  if (!video || !library || !canOnLibrary(viewer, 'manage-videos-of-libraries', library)) {
    throw new NotFoundError('The video was not found.');
  }
  if (video.status === 'uploading') throw new HttpError(409, 'The video has no file yet.');
  return video;
}

/** The library a new video goes to: the chosen one the user may upload to, or the link's. */
export async function uploadLibrary(deps: ServiceDeps, uploader: Uploader, input: UploadStart) {
  if (uploader.kind === 'link') {
    const library = await findLibrary(deps.db, uploader.libraryId);
    if (!library) throw new NotFoundError('The library was not found.');
    return library;
  }
  if (!input.library) throw new ValidationError({ library: [UPLOAD_MESSAGES.selectLibrary] });
  // A library out of reach answers as a missing one does: its existence is not revealed.
  const library = await findLibrary(deps.db, input.library);
  if (!library || !canUploadTo(uploader.viewer, library)) throw new NotFoundError('The library was not found.');
  return library;
}

/** The user recorded as uploader: the signer, or the staff member who created the external link. */
export function uploadedByOf(uploader: Uploader, input: UploadStart) {
  if (uploader.kind === 'link') return { column: uploader.issuedBy, metadata: uploader.issuedBy };
  const named = Number(input.uploaded_by);
  const viewerId = uploader.viewer.id;
  return { column: viewerId, metadata: Number.isSafeInteger(named) && named > 0 ? named : viewerId };
}
