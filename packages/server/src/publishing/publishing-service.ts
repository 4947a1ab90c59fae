import {
  hasPermission,
  PUBLISHING_TEXTS,
  type Publication,
  type PublishCategory,
  type PublishPlatform,
  tagsOf,
  VIMEO_PAID_PRIVACY,
  type VimeoPrivacy,
  type vimeoPublishSchema,
  type youtubePublishSchema,
} from '@reelbase/contract';
import type { z } from 'zod';
import { assertCompanyAccess, assertLibraryAccess, inCompanyScope } from '../auth/scope.ts';
import { findCompany } from '../companies/companies-repository.ts';
import { ForbiddenError, HttpError, NotFoundError, ValidationError } from '../errors.ts';
import { publishVideoChange } from '../live/live-publish.ts';
import type { Viewer } from '../users/accounts.ts';
import { findVideo, listEncodings, type VideoWithCompany } from '../videos/videos-repository.ts';
import { clientOf, refusalOf, toAccount, withAccountToken } from './account-tokens.ts';
import { queuePublication } from './publish-job.ts';
import {
  deleteAccount,
  findAccount,
  findPublication,
  insertPublication,
  listAccounts,
  listPublications,
  type PublicationRow,
  reopenFailedPublication,
} from './publishing-repository.ts';
import type { PublishingDeps } from './publishing-runtime.ts';

type PublishInput = z.output<typeof vimeoPublishSchema> | z.output<typeof youtubePublishSchema>;

const COMPANY_NOT_FOUND = 'The company was not found.';
const field = (name: string, message: string) => new ValidationError({ [name]: [message] }, message);

export function toPublication(row: PublicationRow): Publication {
  return {
    id: row.id,
    video_id: row.videoId,
    uri: row.uri,
    link: row.link,
    accountId: row.accountId,
    accountName: row.accountName,
    date: row.createdAt.toISOString(),
    status: row.status,
    failure_reason: row.failureReason,
    rejection_reason: row.rejectionReason,
    external_platform: row.platform,
    title: row.title,
    bytes_sent: row.bytesSent,
    file_size: row.fileSize,
  };
}

/** GET api/accounts/qpd/token/company/{companyId}: for those who link accounts or publish. */
export async function companyAccounts(deps: PublishingDeps, viewer: Viewer, companyId: number) {
  const { permissions } = viewer;
  if (!hasPermission(permissions, 'connect-to-publish-service') && !hasPermission(permissions, 'publish-video')) {
    throw new ForbiddenError();
  }
  if (!inCompanyScope(viewer, companyId)) throw new NotFoundError(COMPANY_NOT_FOUND);
  return (await listAccounts(deps.db, companyId)).map(toAccount);
}

/** DELETE api/accounts/qpd/token/{id}: its publications stay in the log with the account's name. */
export async function removeAccount(deps: PublishingDeps, viewer: Viewer, id: number): Promise<void> {
  if (!hasPermission(viewer.permissions, 'connect-to-publish-service')) throw new ForbiddenError();
  const row = await findAccount(deps.db, id);
  if (!row) throw new NotFoundError(PUBLISHING_TEXTS.accountNotFound);
  assertCompanyAccess(viewer, 'connect-to-publish-service', row.companyId, PUBLISHING_TEXTS.accountNotFound);
  await deleteAccount(deps.db, id);
}

/** GET api/qpd/categories/{platform}?id: the service's categories, read with the account's token. */
export async function accountCategories(
  deps: PublishingDeps,
  viewer: Viewer,
  platform: PublishPlatform,
  accountId: number,
): Promise<PublishCategory[]> {
  const account = await findAccount(deps.db, accountId);
  if (!account || !inCompanyScope(viewer, account.companyId)) throw new NotFoundError(PUBLISHING_TEXTS.accountNotFound);
  if (account.platform !== platform) throw field('id', PUBLISHING_TEXTS.wrongAccountType);
  const client = clientOf(deps.publishing, platform);
  return withAccountToken(deps, account, client, (token) => client.categories(token)).catch((error) =>
    refusalOf(error, 'id'),
  );
}

/** A video the viewer may act on with `key` in its library; 403/404 otherwise. */
async function reachableVideo(
  deps: PublishingDeps,
  viewer: Viewer,
  videoId: string,
  key: 'publish-video' | 'list-videos-of-libraries',
): Promise<VideoWithCompany> {
  if (!hasPermission(viewer.permissions, key)) throw new ForbiddenError();
  const video = await findVideo(deps.db, videoId);
  if (!video) throw new NotFoundError(PUBLISHING_TEXTS.videoNotFound);
  assertLibraryAccess(viewer, key, { id: video.libraryId, companyId: video.companyId }, PUBLISHING_TEXTS.videoNotFound);
  return video;
}

async function assertPublishingOn(deps: PublishingDeps, companyId: number) {
  const company = await findCompany(deps.db, companyId);
  if (company?.featureFlags.publishing !== true) throw new ForbiddenError(PUBLISHING_TEXTS.publishingOff);
}

/** The size of a stored object, or 0 when it is missing or empty. */
async function storedSize(deps: PublishingDeps, key: string): Promise<number> {
  try {
    const object = await deps.storage.read(key, { start: 0, end: 0 });
    object?.body.destroy();
    return object?.size ?? 0;
  } catch {
    return 0;
  }
}

/** The file to send: the highest ready rendition, else the source; with its size as stored. */
export async function fileToPublish(deps: PublishingDeps, video: VideoWithCompany) {
  const renditions = (await listEncodings(deps.db, video.id))
    .filter((row) => row.ready && row.storageKey)
    .sort((a, b) => b.height - a.height);
  for (const rendition of renditions) {
    const key = rendition.storageKey as string;
    const size = await storedSize(deps, key);
    if (size > 0) return { key, size, mimeType: rendition.extension === 'mp4' ? 'video/mp4' : video.mimeType };
  }
  if (!video.sourceKey) return null;
  const size = await storedSize(deps, video.sourceKey);
  return size > 0 ? { key: video.sourceKey, size, mimeType: video.mimeType } : null;
}

/** POST api/qpd/publish/{platform}: records the publication (pending) and queues its upload. */
export async function publishVideo(
  deps: PublishingDeps,
  viewer: Viewer,
  platform: PublishPlatform,
  input: PublishInput,
): Promise<Publication> {
  const video = await reachableVideo(deps, viewer, input.meta.video_id, 'publish-video');
  await assertPublishingOn(deps, video.companyId);
  const account = await findAccount(deps.db, input.account_id);
  if (!account || account.companyId !== video.companyId) throw field('account_id', PUBLISHING_TEXTS.noAccount);
  if (account.platform !== platform) throw field('account_id', PUBLISHING_TEXTS.wrongAccountType);
  clientOf(deps.publishing, platform);
  const privacy = input.privacy_status;
  if (platform === 'vimeo' && VIMEO_PAID_PRIVACY.includes(privacy as VimeoPrivacy) && !account.paidTier) {
    throw field('privacy_status', PUBLISHING_TEXTS.paidTier);
  }
  const file = await fileToPublish(deps, video);
  if (!file) throw field('file_size', PUBLISHING_TEXTS.noFileSize);
  const password = 'video_password' in input && privacy === 'password' ? input.video_password?.trim() : undefined;
  const row = await insertPublication(deps.db, {
    videoId: video.id,
    accountId: account.id,
    accountName: account.name,
    platform,
    title: input.video_title,
    description: input.video_description,
    tags: tagsOf(input.tags),
    category: input.category,
    privacy,
    password: password ? deps.publishing.cipher.encrypt(password) : null,
    fileKey: file.key,
    fileSize: file.size,
    mimeType: file.mimeType,
    createdBy: viewer.id,
  });
  // Were the process to stop before this, the recovery pass queues the pending publication.
  await queuePublication(deps.boss, row.id);
  publishVideoChange(deps.db, video);
  return toPublication(row);
}

/** GET api/qpd/publish/{videoId}: the video's publication log, newest first. */
export async function videoPublications(deps: PublishingDeps, viewer: Viewer, videoId: string): Promise<Publication[]> {
  await reachableVideo(deps, viewer, videoId, 'list-videos-of-libraries');
  return (await listPublications(deps.db, videoId)).map(toPublication);
}

/** POST api/qpd/publications/{id}/retry: a failed publication goes on where its upload stopped. */
export async function retryPublication(
  deps: PublishingDeps,
  viewer: Viewer,
  publicationId: number,
): Promise<Publication> {
  if (!hasPermission(viewer.permissions, 'publish-video')) throw new ForbiddenError();
  const row = await findPublication(deps.db, publicationId);
  if (!row) throw new NotFoundError(PUBLISHING_TEXTS.publicationNotFound);
  const video = await findVideo(deps.db, row.videoId);
  if (!video) throw new NotFoundError(PUBLISHING_TEXTS.publicationNotFound);
  const library = { id: video.libraryId, companyId: video.companyId };
  assertLibraryAccess(viewer, 'publish-video', library, PUBLISHING_TEXTS.publicationNotFound);
  await assertPublishingOn(deps, video.companyId);
  if (row.status !== 'failed' || !(await reopenFailedPublication(deps.db, row.id))) {
    throw new HttpError(409, PUBLISHING_TEXTS.notRetryable);
  }
  await queuePublication(deps.boss, row.id);
  publishVideoChange(deps.db, video);
  const reopened = await findPublication(deps.db, row.id);
  return toPublication(reopened ?? row);
}
