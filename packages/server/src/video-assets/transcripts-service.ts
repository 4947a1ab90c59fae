import { ASSET_MAX_BYTES, TRANSCRIPT_EXTENSIONS, type Transcript, VIDEO_ASSET_TEXTS } from '@reelbase/contract';
import { NotFoundError, ValidationError } from '../errors.ts';
import { signedUrl } from '../videos/signed-urls.ts';
import { type AssetForm, checkAssetFile, cleanFileName, randomPart, videoFolder } from './asset-files.ts';
import {
  deleteTranscript,
  findTranscript,
  insertTranscript,
  listTranscripts,
  type TranscriptRow,
  type VideoRef,
} from './video-assets-repository.ts';
import { type AssetDeps, unixSeconds } from './video-assets-service.ts';

const transcriptDownloadPath = (videoId: string, id: string) => `/api/videos/${videoId}/transcripts/${id}/download`;

function toTranscript(deps: AssetDeps, row: TranscriptRow): Transcript {
  return {
    id: row.id,
    name: row.fileName,
    url: signedUrl(deps.publicUrl, deps.downloadSecret, transcriptDownloadPath(row.videoId, row.id)),
    file: { size: row.size, mime_type: row.mimeType },
    created_at: unixSeconds(row.createdAt),
  };
}

export async function transcriptsOf(deps: AssetDeps, video: VideoRef) {
  return { transcripts: (await listTranscripts(deps.db, video.id)).map((row) => toTranscript(deps, row)) };
}

/** POST transcripts: one .txt, .doc, .docx or .pdf file (checked by its bytes). */
export async function addTranscript(deps: AssetDeps, video: VideoRef, form: AssetForm): Promise<Transcript> {
  const checked = checkAssetFile(form, TRANSCRIPT_EXTENSIONS, ASSET_MAX_BYTES.transcript);
  if ('error' in checked) throw new ValidationError({ file: [checked.error] });
  const { file } = checked;
  const key = `${videoFolder(video.companyId, video.id)}/transcripts/${randomPart()}.${file.extension}`;
  await deps.storage.put(key, file.content);
  try {
    const row = await insertTranscript(deps.db, {
      videoId: video.id,
      fileName: cleanFileName(file.name),
      storageKey: key,
      size: file.content.length,
      mimeType: file.storedType,
    });
    return toTranscript(deps, row);
  } catch (error) {
    await deps.storage.remove(key);
    throw error;
  }
}

async function transcriptOf(deps: AssetDeps, video: VideoRef, id: string) {
  const row = await findTranscript(deps.db, video.id, id);
  if (!row) throw new NotFoundError(VIDEO_ASSET_TEXTS.transcriptNotFound);
  return row;
}

export async function removeTranscript(deps: AssetDeps, video: VideoRef, id: string): Promise<void> {
  const row = await transcriptOf(deps, video, id);
  await deleteTranscript(deps.db, row.id);
  await deps.storage.remove(row.storageKey);
}

/** The stored file of a transcript, for its download. */
export async function transcriptFile(deps: AssetDeps, video: VideoRef, id: string) {
  const row = await transcriptOf(deps, video, id);
  return { key: row.storageKey, fileName: row.fileName, contentType: row.mimeType };
}
