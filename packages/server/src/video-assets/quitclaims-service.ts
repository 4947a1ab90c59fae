import {
  ASSET_MAX_BYTES,
  fieldErrors,
  QUITCLAIM_EXTENSIONS,
  type Quitclaim,
  type QuitclaimFields,
  quitclaimFieldsSchema,
  VIDEO_ASSET_TEXTS,
} from '@reelbase/contract';
import { NotFoundError, ValidationError } from '../errors.ts';
import { signedUrl } from '../videos/signed-urls.ts';
import { type AssetForm, checkAssetFile, cleanFileName, randomPart, videoFolder } from './asset-files.ts';
import {
  deleteQuitclaim,
  findQuitclaim,
  insertQuitclaim,
  listQuitclaims,
  type QuitclaimRow,
  updateQuitclaim,
  type VideoRef,
} from './video-assets-repository.ts';
import { type AssetDeps, unixSeconds } from './video-assets-service.ts';

const quitclaimDownloadPath = (videoId: string, id: string) => `/api/videos/${videoId}/quitclaims/${id}/download`;

function toQuitclaim(deps: AssetDeps, row: QuitclaimRow): Quitclaim {
  return {
    id: row.id,
    person_name: row.personName,
    copyright_end_at: row.copyrightEndAt,
    name: row.fileName,
    url: signedUrl(deps.publicUrl, deps.downloadSecret, quitclaimDownloadPath(row.videoId, row.id)),
    file: { size: row.size, mime_type: row.mimeType },
    created_at: unixSeconds(row.createdAt),
  };
}

export async function quitclaimsOf(deps: AssetDeps, video: VideoRef) {
  return { quitclaims: (await listQuitclaims(deps.db, video.id)).map((row) => toQuitclaim(deps, row)) };
}

/** POST quitclaims: the file, the person's name and the end date are all required. */
export async function addQuitclaim(deps: AssetDeps, video: VideoRef, form: AssetForm): Promise<Quitclaim> {
  const errors: Record<string, string[]> = {};
  const fields = quitclaimFieldsSchema.safeParse(form.fields);
  if (!fields.success) Object.assign(errors, fieldErrors(fields.error));
  const checked = checkAssetFile(form, QUITCLAIM_EXTENSIONS, ASSET_MAX_BYTES.quitclaim);
  if ('error' in checked) errors.file = [checked.error];
  if (!fields.success || 'error' in checked) throw new ValidationError(errors);
  const { file } = checked;
  const key = `${videoFolder(video.companyId, video.id)}/quitclaims/${randomPart()}.${file.extension}`;
  await deps.storage.put(key, file.content);
  try {
    const row = await insertQuitclaim(deps.db, {
      videoId: video.id,
      personName: fields.data.person_name,
      copyrightEndAt: fields.data.copyright_end_at,
      fileName: cleanFileName(file.name),
      storageKey: key,
      size: file.content.length,
      mimeType: file.storedType,
    });
    return toQuitclaim(deps, row);
  } catch (error) {
    await deps.storage.remove(key);
    throw error;
  }
}

async function quitclaimOf(deps: AssetDeps, video: VideoRef, id: string) {
  const row = await findQuitclaim(deps.db, video.id, id);
  if (!row) throw new NotFoundError(VIDEO_ASSET_TEXTS.quitclaimNotFound);
  return row;
}

export async function changeQuitclaim(deps: AssetDeps, video: VideoRef, id: string, input: QuitclaimFields) {
  await quitclaimOf(deps, video, id);
  const row = await updateQuitclaim(deps.db, id, {
    personName: input.person_name,
    copyrightEndAt: input.copyright_end_at,
  });
  if (!row) throw new NotFoundError(VIDEO_ASSET_TEXTS.quitclaimNotFound);
  return toQuitclaim(deps, row);
}

export async function removeQuitclaim(deps: AssetDeps, video: VideoRef, id: string): Promise<void> {
  const row = await quitclaimOf(deps, video, id);
  await deleteQuitclaim(deps.db, row.id);
  await deps.storage.remove(row.storageKey);
}

/** The stored file of a quitclaim, for its download. */
export async function quitclaimFile(deps: AssetDeps, video: VideoRef, id: string) {
  const row = await quitclaimOf(deps, video, id);
  return { key: row.storageKey, fileName: row.fileName, contentType: row.mimeType };
}
