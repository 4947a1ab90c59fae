import { createHash, randomBytes } from 'node:crypto';
import {
  BACKUP_MAIL_INTERVAL_SECONDS,
  type CreatedExternalUploadLink,
  EXTERNAL_UPLOAD_MESSAGES,
  type ExternalUploadInfo,
  type ExternalUploadLink,
  type ExternalVideo,
  type externalBasicSchema,
  ROUTES,
  routePath,
  type SendBackupData,
} from '@reelbase/contract';
import type { z } from 'zod';
import { canSeeLibrary, canUploadTo } from '../auth/scope.ts';
import { ForbiddenError, HttpError, NotFoundError, TooManyRequestsError, ValidationError } from '../errors.ts';
import type { ServiceDeps } from '../http/api-deps.ts';
import { findLibrary } from '../libraries/libraries-repository.ts';
import { queueMail } from '../mail/mail-jobs.ts';
import type { Viewer } from '../users/accounts.ts';
import { MAILED_URL_SECONDS, signedUrl } from '../videos/signed-urls.ts';
import { sourcePath } from '../videos/videos-service.ts';
import {
  claimBackupMailSlot,
  type ExternalUploadLinkListRow,
  type ExternalUploadLinkRow,
  findLink,
  findLinkByTokenHash,
  findLinkVideo,
  forgetOldBackupMailSlots,
  insertLink,
  type LinkVideoRow,
  listLinks,
  revokeLink,
  updateLinkVideo,
} from './external-uploads-repository.ts';

export interface ExternalUploadDeps extends ServiceDeps {
  /** The HMAC key of signed download addresses. */
  downloadSecret: string;
}

/** 256 random bits, URL-safe (43 characters). */
const newLinkToken = () => randomBytes(32).toString('base64url');
export const tokenHashOf = (token: string) => createHash('sha256').update(token, 'utf8').digest('hex');

/** "Invalid token.": no token, an unknown one, or the token of an expired or revoked link. */
export class InvalidTokenError extends HttpError {
  constructor() {
    super(401, EXTERNAL_UPLOAD_MESSAGES.invalidToken);
  }
}

const LIBRARY_NOT_FOUND = 'The library was not found.';

/**
 * The library when the viewer may upload to it: 404 for a library the viewer cannot see (another
 * company's is not revealed, whatever the viewer's flags), 403 for one they see without the
 * upload permission (read-only).
 */
async function uploadableLibrary(deps: Pick<ServiceDeps, 'db'>, viewer: Viewer, libraryId: number) {
  const library = await findLibrary(deps.db, libraryId);
  if (!library || !(canUploadTo(viewer, library) || canSeeLibrary(viewer, library))) {
    throw new NotFoundError(LIBRARY_NOT_FOUND);
  }
  if (!canUploadTo(viewer, library)) throw new ForbiddenError();
  return library;
}

const iso = (date: Date | null) => (date ? date.toISOString() : null);

function statusOf(link: ExternalUploadLinkRow, now = Date.now()): ExternalUploadLink['status'] {
  if (link.revokedAt) return 'revoked';
  return link.expiresAt.getTime() <= now ? 'expired' : 'active';
}

function toLink(row: ExternalUploadLinkListRow): ExternalUploadLink {
  return {
    id: row.id,
    library_id: row.libraryId,
    created_at: row.createdAt.toISOString(),
    expires_at: row.expiresAt.toISOString(),
    revoked_at: iso(row.revokedAt),
    status: statusOf(row),
    created_by: row.createdBy !== null ? { id: row.createdBy, name: row.creatorName ?? '' } : null,
    uploads: Number(row.uploads),
  };
}

/** The address a link's holder opens: the console's external upload page with the token. */
const linkUrlOf = (publicUrl: string, token: string) =>
  `${publicUrl}${ROUTES.externalUpload}?token=${encodeURIComponent(token)}`;

/** GET api/libraries/{id}/external-upload-links */
export async function linksOfLibrary(deps: ServiceDeps, viewer: Viewer, libraryId: number) {
  const library = await uploadableLibrary(deps, viewer, libraryId);
  return (await listLinks(deps.db, { libraryId: library.id })).map(toLink);
}

/** POST api/libraries/{id}/external-upload-links: a new link; its token is in this answer only. */
export async function createLink(
  deps: ServiceDeps,
  viewer: Viewer,
  libraryId: number,
  input: { expires_in_days: number },
): Promise<CreatedExternalUploadLink> {
  const library = await uploadableLibrary(deps, viewer, libraryId);
  const token = newLinkToken();
  const created = await insertLink(deps.db, {
    libraryId: library.id,
    tokenHash: tokenHashOf(token),
    expiresAt: new Date(Date.now() + input.expires_in_days * 24 * 3600 * 1000),
    createdBy: viewer.id,
  });
  const [row] = await listLinks(deps.db, { id: created.id });
  return { ...toLink(row), token, url: linkUrlOf(deps.publicUrl, token) };
}

/** DELETE api/external-upload-links/{id}: the link stops working at once; its videos stay. */
export async function revokeLinkOf(deps: ServiceDeps, viewer: Viewer, id: number): Promise<void> {
  const link = await findLink(deps.db, id);
  if (!link) throw new NotFoundError(EXTERNAL_UPLOAD_MESSAGES.linkNotFound);
  await uploadableLibrary(deps, viewer, link.libraryId).catch((error: unknown) => {
    throw error instanceof NotFoundError ? new NotFoundError(EXTERNAL_UPLOAD_MESSAGES.linkNotFound) : error;
  });
  await revokeLink(deps.db, link.id);
}

/** The link of a token when it is usable (not expired, not revoked); else "Invalid token.". */
export async function linkOfToken(deps: Pick<ServiceDeps, 'db'>, token: string | undefined) {
  if (!token || token.length > 200) throw new InvalidTokenError();
  const link = await findLinkByTokenHash(deps.db, tokenHashOf(token));
  if (!link || statusOf(link) !== 'active') throw new InvalidTokenError();
  return link;
}

/** GET api/external-upload: the library the link uploads to and until when. */
export async function linkInfo(deps: ServiceDeps, link: ExternalUploadLinkRow): Promise<ExternalUploadInfo> {
  const library = await findLibrary(deps.db, link.libraryId);
  if (!library) throw new InvalidTokenError();
  return {
    library: { id: library.id, name: library.name },
    company_name: library.companyName,
    expires_at: link.expiresAt.toISOString(),
  };
}

const viewingUrlOf = (publicUrl: string, videoId: string) => `${publicUrl}${routePath('view', { videoId })}`;

const downloadUrlOf = (deps: ExternalUploadDeps, video: LinkVideoRow) =>
  video.sourceKey && video.status !== 'uploading'
    ? signedUrl(deps.publicUrl, deps.downloadSecret, sourcePath(video.id), MAILED_URL_SECONDS)
    : null;

function toExternalVideo(deps: ExternalUploadDeps, video: LinkVideoRow): ExternalVideo {
  return {
    id: video.id,
    title: video.title,
    request_number: video.requestNumber,
    status: video.status,
    size: video.size,
    viewing_url: viewingUrlOf(deps.publicUrl, video.id),
    download_url: downloadUrlOf(deps, video),
  };
}

async function linkVideo(deps: Pick<ServiceDeps, 'db'>, link: ExternalUploadLinkRow, videoId: string) {
  const video = await findLinkVideo(deps.db, link.id, videoId);
  if (!video) throw new NotFoundError(EXTERNAL_UPLOAD_MESSAGES.videoNotFound);
  return video;
}

/** GET api/external-upload/videos/{id}: only videos uploaded with this link. */
export async function getLinkVideo(deps: ExternalUploadDeps, link: ExternalUploadLinkRow, videoId: string) {
  return toExternalVideo(deps, await linkVideo(deps, link, videoId));
}

/** PUT api/external-upload/videos/{id}: the Basic data (title, request number). */
export async function saveLinkVideo(
  deps: ExternalUploadDeps,
  link: ExternalUploadLinkRow,
  videoId: string,
  input: z.output<typeof externalBasicSchema>,
) {
  const video = await linkVideo(deps, link, videoId);
  await updateLinkVideo(deps.db, video.id, { title: input.title, requestNumber: input.request_number });
  return getLinkVideo(deps, link, video.id);
}

const UUID = '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}';

/** The video id of an address this server gave out for `pattern` (`/view/{id}`, `/api/videos/{id}/download`). */
function videoIdOf(publicUrl: string, address: string, pattern: RegExp): string | null {
  try {
    const url = new URL(address);
    if (url.origin !== new URL(publicUrl).origin) return null;
    return pattern.exec(url.pathname)?.[1]?.toLowerCase() ?? null;
  } catch {
    return null;
  }
}

/**
 * POST api/send-backup-data: mails the viewing and download addresses of a video uploaded with
 * this link to the given address, at most once per 5 seconds per link and per client address.
 * The addresses sent must be this link's video's; the mail carries freshly signed ones.
 */
export async function sendBackupData(
  deps: ExternalUploadDeps,
  link: ExternalUploadLinkRow,
  clientAddress: string,
  input: SendBackupData,
) {
  const viewingId = videoIdOf(deps.publicUrl, input.viewingUrl, new RegExp(`^/view/(${UUID})$`, 'i'));
  const sourceId = videoIdOf(deps.publicUrl, input.sourceUrl, new RegExp(`^/api/videos/(${UUID})/download$`, 'i'));
  const errors: Record<string, string[]> = {};
  if (!viewingId) errors.viewingUrl = [EXTERNAL_UPLOAD_MESSAGES.addressNotOfUpload];
  if (!sourceId || (viewingId && sourceId !== viewingId))
    errors.sourceUrl = [EXTERNAL_UPLOAD_MESSAGES.addressNotOfUpload];
  if (Object.keys(errors).length > 0 || !viewingId) throw new ValidationError(errors);
  const video = await findLinkVideo(deps.db, link.id, viewingId);
  if (!video) throw new ValidationError({ viewingUrl: [EXTERNAL_UPLOAD_MESSAGES.addressNotOfUpload] });
  const download = downloadUrlOf(deps, video);
  if (!download) throw new HttpError(425, 'The upload of this video has not finished yet.');

  await deps.db.transaction(async (tx) => {
    const keys = [`link:${link.id}`, `ip:${clientAddress}`];
    for (const key of keys) {
      // A refusal rolls back the slot taken for the other key.
      if (!(await claimBackupMailSlot(tx, key, BACKUP_MAIL_INTERVAL_SECONDS))) {
        throw new TooManyRequestsError(EXTERNAL_UPLOAD_MESSAGES.backupTooSoon, BACKUP_MAIL_INTERVAL_SECONDS);
      }
    }
    await forgetOldBackupMailSlots(tx);
  });

  const viewing = viewingUrlOf(deps.publicUrl, video.id);
  const lines = [
    'Hello,',
    '',
    'this is the backup of your upload.',
    '',
    `Title: ${video.title}`,
    ...(video.requestNumber ? [`Aanvraagnummer: ${video.requestNumber}`] : []),
    '',
    `Viewing link: ${viewing}`,
    `Download link (valid for 7 days): ${download}`,
    '',
  ];
  await queueMail(deps.boss, {
    to: input.email,
    subject: `Backup of your upload: ${video.title}`,
    text: lines.join('\n'),
  });
  return { sent: true as const };
}
