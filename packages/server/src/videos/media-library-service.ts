import {
  type CompanyTags,
  isPlatformRole,
  type PermissionKey,
  VIDEO_TEXTS,
  type Video,
  type VideoList,
  type VideoListItem,
  type videoListQuerySchema,
  type videoUpdateSchema,
  visibilityDateIssues,
} from '@reelbase/contract';
import type { z } from 'zod';
import { hashPassword } from '../auth/passwords.ts';
import { canOnLibrary, canSeeLibrary, inCompanyScope, type LibraryRef } from '../auth/scope.ts';
import { ForbiddenError, NotFoundError, TooEarlyError, ValidationError } from '../errors.ts';
import { publishVideoChange } from '../live/live-publish.ts';
import { findTemplate } from '../player-templates/player-templates-repository.ts';
import type { Viewer } from '../users/accounts.ts';
import { randomPart } from '../video-assets/asset-files.ts';
import { emitLibraryEvent } from '../webhooks/webhook-jobs.ts';
import {
  deleteVideos,
  distinctTags,
  findLibraryWithCompany,
  findVideos,
  type LibraryScope,
  type ListedVideo,
  libraryIdsOfCompany,
  listVideos,
} from './media-library-repository.ts';
import { filesOf, queueVideoFiles, removeFiles } from './video-files.ts';
import {
  deleteVideo,
  findVideo,
  insertVideo,
  listEncodings,
  type NewVideo,
  startEncodings,
  updateVideo,
  type VideoWithCompany,
} from './videos-repository.ts';
import { reachableVideo, toVideo, type VideoDeps } from './videos-service.ts';

const LIST: PermissionKey = 'list-videos-of-libraries';
const MANAGE: PermissionKey = 'manage-videos-of-libraries';
/** A scheduled date may lie this many seconds in the past (the time between choosing and saving it). */
const PAST_GRACE_SECONDS = 60;
/** The most words of a quick search that are matched (each must occur). */
const MAX_SEARCH_WORDS = 8;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const libraryOf = (video: { libraryId: number; companyId: number }): LibraryRef => ({
  id: video.libraryId,
  companyId: video.companyId,
});

/** The libraries whose videos the viewer may list (what canOnLibrary allows, as a query). */
export function listScope(viewer: Viewer): LibraryScope {
  const value = viewer.permissions[LIST];
  if (value === true) {
    if (isPlatformRole(viewer.role)) return { kind: 'all' };
    return viewer.companyId === null
      ? { kind: 'libraries', ids: [] }
      : { kind: 'company', companyId: viewer.companyId };
  }
  return { kind: 'libraries', ids: Array.isArray(value) ? [...value] : [] };
}

function toListItem(deps: VideoDeps, row: ListedVideo, now = new Date()): VideoListItem {
  return {
    ...toVideo(deps, row, now),
    library: { id: row.libraryId, name: row.libraryName, company_id: row.companyId, company_name: row.companyName },
  };
}

/** GET api/videos: one page of the videos the viewer may see. */
export async function listVideosOf(
  deps: VideoDeps,
  viewer: Viewer,
  query: z.output<typeof videoListQuerySchema>,
): Promise<VideoList> {
  const search = query.quickSearch?.toLowerCase() ?? '';
  const words = [...new Set(search.split(/\s+/).filter(Boolean))].slice(0, MAX_SEARCH_WORDS);
  const direction = query.direction ?? (query.sort === 'publish_date' ? 'desc' : 'asc');
  const { rows, total } = await listVideos(
    deps.db,
    {
      scope: listScope(viewer),
      words,
      videoId: UUID.test(search) ? search : null,
      privacy: query.status,
      libraryIds: query.library,
    },
    { column: query.sort, direction },
    { offset: (query.current - 1) * query.pageSize, limit: query.pageSize },
  );
  const now = new Date();
  return {
    items: rows.map((row) => toListItem(deps, row, now)),
    pagination: { current: query.current, pageSize: query.pageSize, pages: Math.ceil(total / query.pageSize) },
    total,
  };
}

/** A video the viewer may change: 404 when out of sight, 403 when only seen. */
async function writableVideo(deps: VideoDeps, viewer: Viewer, id: string, key: PermissionKey = MANAGE) {
  const video = await reachableVideo(deps, viewer, id, LIST);
  if (!canOnLibrary(viewer, key, libraryOf(video))) throw new ForbiddenError();
  return video;
}

const unix = (date: string | null) => (date ? Math.floor(new Date(date).getTime() / 1000) : null);
const iso = (seconds: number | null) => (seconds === null ? null : new Date(seconds * 1000).toISOString());
const emptyToNull = (value: string | null | undefined) => (value ? value : null);

/** PUT api/videos/{id}: changes only the fields sent; nothing is saved when one is invalid. */
export async function updateVideoFields(
  deps: VideoDeps,
  viewer: Viewer,
  id: string,
  body: z.output<typeof videoUpdateSchema>,
): Promise<Video> {
  const video = await writableVideo(deps, viewer, id);
  const issues: Record<string, string[]> = {};
  if (body.visibility) {
    const previous = { from: unix(video.visibility.from), until: unix(video.visibility.until) };
    const now = Math.floor(Date.now() / 1000) - PAST_GRACE_SECONDS;
    Object.assign(issues, visibilityDateIssues(body.visibility, now, previous));
  }
  if (body.playerTemplateId && !(await findTemplate(deps.db, video.libraryId, body.playerTemplateId))) {
    issues.playerTemplateId = [VIDEO_TEXTS.playerTemplateNotFound];
  }
  const privacy = body.privacy ?? video.privacy;
  if (privacy === 'password' && video.privacyPasswordHash === null && body.privacy_password === undefined) {
    issues.privacy_password = [VIDEO_TEXTS.privacyPasswordRequired];
  }
  if (Object.keys(issues).length > 0) throw new ValidationError(issues);

  const changes: Partial<NewVideo> = {};
  if (body.name !== undefined) changes.title = body.name;
  if (body.description !== undefined) changes.description = emptyToNull(body.description);
  if (body.internalNotes !== undefined) changes.internalNotes = emptyToNull(body.internalNotes);
  if (body.tags !== undefined) changes.tags = body.tags;
  if (body.privacy !== undefined) changes.privacy = body.privacy;
  if (body.playerTemplateId !== undefined) changes.playerTemplateId = body.playerTemplateId;
  // The privacy password is kept (hashed) only while the privacy is `password`.
  if (privacy !== 'password') {
    if (video.privacyPasswordHash !== null) changes.privacyPasswordHash = null;
  } else if (body.privacy_password !== undefined) {
    changes.privacyPasswordHash = await hashPassword(body.privacy_password);
  }
  if (body.visibility) {
    const scheduled = body.visibility.type === 'scheduled';
    changes.visibility = {
      type: body.visibility.type,
      from: scheduled ? iso(body.visibility.from) : null,
      until: scheduled ? iso(body.visibility.until) : null,
    };
  }
  const metadata = { ...video.metadata };
  if (body.agency !== undefined) metadata.agency = emptyToNull(body.agency);
  if (body.projectNumber !== undefined) metadata.projectNumber = emptyToNull(body.projectNumber);
  if (body.languages !== undefined) metadata.languages = [...new Set(body.languages)];
  if (body.people !== undefined) metadata.people = body.people;
  if (JSON.stringify(metadata) !== JSON.stringify(video.metadata)) changes.metadata = metadata;
  if (Object.keys(changes).length > 0) await updateVideo(deps.db, video.id, changes);
  return toVideo(deps, (await findVideo(deps.db, video.id)) as VideoWithCompany);
}

/**
 * DELETE api/videos/{id} and DELETE api/videos: all or nothing. Every video must be in sight
 * (else 404) and manageable (else 403) before any is deleted. The records go first; their files
 * are removed next, and by a job when the storage cannot be reached at that moment.
 */
export async function deleteVideosOf(deps: VideoDeps, viewer: Viewer, ids: string[]) {
  const unique = [...new Set(ids.map((id) => id.toLowerCase()))];
  const found = new Map((await findVideos(deps.db, unique)).map((video) => [video.id, video]));
  const chosen = unique.map((id) => {
    const video = found.get(id);
    if (!video || !canOnLibrary(viewer, LIST, libraryOf(video))) throw new NotFoundError(VIDEO_TEXTS.notFound);
    return video;
  });
  if (chosen.some((video) => !canOnLibrary(viewer, MANAGE, libraryOf(video)))) throw new ForbiddenError();
  const files = await filesOf(deps, chosen);
  const deleted = await deleteVideos(deps.db, unique);
  try {
    await removeFiles(deps.storage, files.keys, files.prefixes);
  } catch {
    await queueVideoFiles(deps.boss, { kind: 'remove', ...files });
  }
  for (const video of chosen) {
    await emitLibraryEvent(deps, video.libraryId, 'video.deleted', { id: video.id, title: video.title });
  }
  return { deleted };
}

/** GET api/videos/{id}/company-tags: the tags used in the company's libraries the viewer sees. */
export async function companyTagsOf(deps: VideoDeps, viewer: Viewer, id: string): Promise<CompanyTags> {
  const video = await reachableVideo(deps, viewer, id, LIST);
  const ids = (await libraryIdsOfCompany(deps.db, video.companyId)).filter((libraryId) =>
    canOnLibrary(viewer, LIST, { id: libraryId, companyId: video.companyId }),
  );
  return [{ uniqueTags: await distinctTags(deps.db, ids) }];
}

/** The target library of a move or copy: 404 when unknown or out of sight. */
async function targetLibrary(deps: VideoDeps, viewer: Viewer, libraryId: number, anywhere = false) {
  const library = await findLibraryWithCompany(deps.db, libraryId);
  const reachable = library && (anywhere ? inCompanyScope(viewer, library.companyId) : canSeeLibrary(viewer, library));
  if (!library || !reachable) throw new NotFoundError(VIDEO_TEXTS.libraryNotFound);
  return library;
}

function listItemOf(video: VideoWithCompany, library: { id: number; name: string; companyName: string }) {
  return { ...video, libraryName: library.name, companyName: library.companyName };
}

/**
 * POST api/videos/{id}/move: needs manage and move-to-library on the video's library and
 * move-to-library on the target. The player template (one of the old library's) is reset.
 * Across companies the files follow to the new company's folder in a job.
 */
export async function moveVideo(deps: VideoDeps, viewer: Viewer, id: string, libraryId: number) {
  const video = await writableVideo(deps, viewer, id);
  if (!canOnLibrary(viewer, 'move-to-library', libraryOf(video))) throw new ForbiddenError();
  const target = await targetLibrary(deps, viewer, libraryId);
  if (!canOnLibrary(viewer, 'move-to-library', target)) throw new ForbiddenError();
  if (target.id === video.libraryId) throw new ValidationError({ library: [VIDEO_TEXTS.sameLibrary] });
  await updateVideo(deps.db, video.id, { libraryId: target.id, playerTemplateId: null });
  publishVideoChange(deps.db, video);
  publishVideoChange(deps.db, { id: video.id, libraryId: target.id, companyId: target.companyId });
  if (target.companyId !== video.companyId) await queueVideoFiles(deps.boss, { kind: 'relocate', videoId: video.id });
  const moved = { id: video.id, title: video.title, from_library_id: video.libraryId, to_library_id: target.id };
  await emitLibraryEvent(deps, video.libraryId, 'video.moved', moved);
  await emitLibraryEvent(deps, target.id, 'video.moved', moved);
  const row = (await findVideo(deps.db, video.id)) as VideoWithCompany;
  return toListItem(deps, listItemOf(row, target));
}

/**
 * POST api/videos/{id}/copy: needs copy-from-library on the video's library and copy-to-library
 * on the target (who can upload everywhere may always copy); 425 until the video is encoded.
 * The copy is created at once (status processing) and its files are duplicated by a job.
 */
export async function copyVideo(deps: VideoDeps, viewer: Viewer, id: string, libraryId: number) {
  const video = await reachableVideo(deps, viewer, id, LIST);
  const everywhere = viewer.uploadEverywhere;
  if (!everywhere && !canOnLibrary(viewer, 'copy-from-library', libraryOf(video))) throw new ForbiddenError();
  const target = await targetLibrary(deps, viewer, libraryId, everywhere);
  if (!everywhere && !canOnLibrary(viewer, 'copy-to-library', target)) throw new ForbiddenError();
  if (target.id === video.libraryId) throw new ValidationError({ library: [VIDEO_TEXTS.sameLibrary] });
  if (video.status !== 'ready' || !video.sourceKey) throw new TooEarlyError(VIDEO_TEXTS.tooEarlyCopy);

  const ready = (await listEncodings(deps.db, video.id)).filter((row) => row.ready);
  const copy = await deps.db.transaction(async (tx) => {
    const row = await insertVideo(tx, {
      libraryId: target.id,
      title: video.title,
      description: video.description,
      privacy: video.privacy,
      privacyPasswordHash: video.privacyPasswordHash,
      tags: video.tags,
      visibility: video.visibility,
      internalNotes: video.internalNotes,
      metadata: { ...video.metadata, uploadedBy: viewer.id },
      size: video.size,
      width: video.width,
      height: video.height,
      durationMs: video.durationMs,
      mimeType: video.mimeType,
      status: 'processing',
      uploadedBy: viewer.id,
    });
    await startEncodings(
      tx,
      row.id,
      ready.map((encoding) => ({ height: encoding.height, label: encoding.label })),
    );
    return row;
  });
  try {
    await queueVideoFiles(deps.boss, { kind: 'copy', sourceId: video.id, copyId: copy.id, part: randomPart() });
  } catch (error) {
    await deleteVideo(deps.db, copy.id);
    throw error;
  }
  publishVideoChange(deps.db, copy.id, { status: 'processing' });
  await emitLibraryEvent(deps, target.id, 'video.created', { id: copy.id, title: copy.title });
  return toListItem(deps, listItemOf({ ...copy, companyId: target.companyId }, target));
}
