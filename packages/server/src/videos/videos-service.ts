import type { Encoding, PermissionKey, Video } from '@reelbase/contract';
import { canOnLibrary } from '../auth/scope.ts';
import { renditionLabel } from '../encoding/index.ts';
import { HttpError, NotFoundError, ValidationError } from '../errors.ts';
import type { ServiceDeps } from '../http/api-deps.ts';
import { queueMail } from '../mail/mail-jobs.ts';
import type { Viewer } from '../users/accounts.ts';
import { findUserById } from '../users/users-repository.ts';
import { consoleThumbnailUrl } from './media-urls.ts';
import { MAILED_URL_SECONDS, signedUrl } from './signed-urls.ts';
import { queueProcessing } from './video-processing.ts';
import {
  type EncodingRow,
  findVideo,
  listEncodings,
  startEncodings,
  type VideoWithCompany,
} from './videos-repository.ts';

export interface VideoDeps extends ServiceDeps {
  /** The HMAC key of signed download addresses. */
  downloadSecret: string;
}

const NOT_FOUND = 'The video was not found.';

/** The video when the viewer holds the permission for its library (else 404: not revealed). */
export async function reachableVideo(
  deps: Pick<ServiceDeps, 'db'>,
  viewer: Viewer,
  id: string,
  key: PermissionKey = 'list-videos-of-libraries',
): Promise<VideoWithCompany> {
  const video = await findVideo(deps.db, id);
  if (!video || !canOnLibrary(viewer, key, { id: video.libraryId, companyId: video.companyId })) {
    throw new NotFoundError(NOT_FOUND);
  }
  return video;
}

export const sourcePath = (id: string) => `/api/videos/${id}/download`;
const encodingPath = (id: string, height: number) => `/api/videos/${id}/encodings/${height}/download`;
const unix = (date: string | null) => (date ? Math.floor(new Date(date).getTime() / 1000) : null);

/** A video of the console's answers; its thumbnail is a signed address (see `consoleMediaExpiry`). */
export function toVideo(deps: VideoDeps, video: VideoWithCompany, now = new Date()): Video {
  return {
    id: video.id,
    title: video.title,
    description: video.description,
    privacy: video.privacy,
    publish_date: Math.floor(video.publishDate.getTime() / 1000),
    library: { id: video.libraryId },
    size: video.size,
    width: video.width,
    height: video.height,
    duration: video.durationMs,
    tags: video.tags,
    'mime-type': video.mimeType,
    source_url: video.sourceKey ? signedUrl(deps.publicUrl, deps.downloadSecret, sourcePath(video.id)) : null,
    thumbnail: consoleThumbnailUrl(deps, video, now),
    visibility: {
      type: video.visibility.type,
      from: unix(video.visibility.from),
      until: unix(video.visibility.until),
    },
    internalNotes: video.internalNotes,
    metadata: video.metadata,
    playerTemplateId: video.playerTemplateId,
    has_privacy_password: video.privacyPasswordHash !== null,
    status: video.status,
    failure_reason: video.failureReason,
  };
}

function toEncoding(deps: VideoDeps, videoId: string, row: EncodingRow): Encoding {
  return {
    height: row.height,
    label: row.label,
    extension: 'mp4',
    ready: row.ready,
    progress: row.progress,
    ...(row.ready ? { url: signedUrl(deps.publicUrl, deps.downloadSecret, encodingPath(videoId, row.height)) } : {}),
  };
}

export async function getVideo(deps: VideoDeps, viewer: Viewer, id: string): Promise<Video> {
  return toVideo(deps, await reachableVideo(deps, viewer, id));
}

export async function encodingsOf(deps: VideoDeps, viewer: Viewer, id: string): Promise<Encoding[]> {
  const video = await reachableVideo(deps, viewer, id);
  return renditionsOf(deps, video.id);
}

/** A video's renditions with signed addresses for the ready ones (the caller has checked access). */
async function renditionsOf(deps: VideoDeps, videoId: string): Promise<Encoding[]> {
  return (await listEncodings(deps.db, videoId)).map((row) => toEncoding(deps, videoId, row));
}

/** POST encodings: (re-)encodes the heights, each at most the video's height (360 always). */
export async function requestEncodings(deps: VideoDeps, viewer: Viewer, id: string, heights: number[]) {
  const video = await reachableVideo(deps, viewer, id, 'manage-videos-of-libraries');
  if (!video.sourceKey || video.height === null) throw new HttpError(425, 'The video is not processed yet.');
  const sourceHeight = video.height;
  const tooHigh = heights.filter((height) => height > Math.max(360, sourceHeight));
  if (tooHigh.length > 0) {
    throw new ValidationError({
      heights: [`The video is ${sourceHeight} pixels high: ${tooHigh.join(', ')} cannot be made.`],
    });
  }
  const wanted = [...new Set(heights)].sort((a, b) => a - b);
  await startEncodings(
    deps.db,
    video.id,
    wanted.map((height) => ({ height, label: renditionLabel(height) })),
  );
  await queueProcessing(deps.boss, { videoId: video.id, heights: wanted });
  return encodingsOf(deps, viewer, id);
}

/** POST encodings/send-mail: mails the ready download addresses (valid a week) to the requester. */
export async function mailEncodings(deps: VideoDeps, viewer: Viewer, id: string) {
  const video = await reachableVideo(deps, viewer, id);
  const ready = (await listEncodings(deps.db, video.id)).filter((row) => row.ready);
  if (ready.length === 0) throw new ValidationError({ encodings: ['No encoding is ready yet.'] });
  const user = await findUserById(deps.db, viewer.id);
  if (!user) throw new NotFoundError('The user was not found.');
  const lines = ready.map(
    (row) =>
      `${row.label}: ${signedUrl(deps.publicUrl, deps.downloadSecret, encodingPath(video.id, row.height), MAILED_URL_SECONDS)}`,
  );
  await queueMail(deps.boss, {
    to: user.email,
    subject: `Download links for ${video.title}`,
    text: `Hello ${user.name},\n\nthe encodings of "${video.title}" can be downloaded here (for 7 days):\n\n${lines.join('\n')}\n`,
  });
  return { sent: ready.length };
}

/** The stored key and download name of the source or of one rendition. */
export async function downloadTarget(deps: VideoDeps, id: string, height?: number) {
  const video = await findVideo(deps.db, id);
  if (!video) throw new NotFoundError(NOT_FOUND);
  const base = video.title.replace(/[^A-Za-z0-9._ -]+/g, '_').trim() || 'video';
  if (height === undefined) {
    if (!video.sourceKey || video.status === 'uploading') throw new NotFoundError('The video has no file yet.');
    const extension = video.sourceKey.split('.').pop() ?? 'bin';
    return { video, key: video.sourceKey, fileName: `${base}.${extension}`, contentType: video.mimeType };
  }
  const row = (await listEncodings(deps.db, video.id)).find((entry) => entry.height === height);
  if (!row?.ready || !row.storageKey) throw new NotFoundError('The encoding was not found or is not ready.');
  return { video, key: row.storageKey, fileName: `${base}-${row.label}.mp4`, contentType: 'video/mp4' };
}
