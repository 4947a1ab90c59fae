import {
  ASSET_MAX_BYTES,
  fieldErrors,
  SUBTITLE_EXTENSIONS,
  type Subtitle,
  subtitleFormFieldsSchema,
  type subtitleUpdateSchema,
  VIDEO_ASSET_TEXTS,
} from '@reelbase/contract';
import type { z } from 'zod';
import { NotFoundError, ValidationError } from '../errors.ts';
import { consoleSubtitleUrl } from '../videos/media-urls.ts';
import { type AssetForm, checkAssetFile, cleanFileName, randomPart } from './asset-files.ts';
import { SubtitleFormatError, subtitleAsWebVtt } from './subtitle-format.ts';
import {
  clearDefaultSubtitles,
  deleteSubtitle,
  findSubtitle,
  insertSubtitle,
  listSubtitles,
  type SubtitleRow,
  updateSubtitle,
  type VideoRef,
} from './video-assets-repository.ts';
import { type AssetDeps, unixSeconds } from './video-assets-service.ts';

function toSubtitle(deps: AssetDeps, row: SubtitleRow, now = new Date()): Subtitle {
  return {
    id: row.id,
    name: row.fileName,
    language: row.language,
    label: row.label,
    is_default: row.isDefault,
    url: consoleSubtitleUrl(deps, row.videoId, row.id, now),
    created_at: unixSeconds(row.createdAt),
  };
}

export async function subtitlesOf(deps: AssetDeps, video: VideoRef) {
  const now = new Date();
  return { subtitles: (await listSubtitles(deps.db, video.id)).map((row) => toSubtitle(deps, row, now)) };
}

const blankToNull = (value: string | null | undefined) => (value ? value : null);

/**
 * POST subtitles: an .srt or .vtt file that can be read as such, with optional language, label
 * and default mark. The player gets WebVTT: an .srt is converted, under a signed address.
 */
export async function addSubtitle(deps: AssetDeps, video: VideoRef, form: AssetForm): Promise<Subtitle> {
  const errors: Record<string, string[]> = {};
  const fields = subtitleFormFieldsSchema.safeParse(form.fields);
  if (!fields.success) Object.assign(errors, fieldErrors(fields.error));
  const checked = checkAssetFile(form, SUBTITLE_EXTENSIONS, ASSET_MAX_BYTES.subtitle);
  let webVtt: string | null = null;
  if ('error' in checked) {
    errors.file = [checked.error];
  } else {
    try {
      webVtt = subtitleAsWebVtt(checked.file.content, checked.file.extension);
    } catch (error) {
      if (!(error instanceof SubtitleFormatError)) throw error;
      errors.file = [VIDEO_ASSET_TEXTS.subtitleUnreadable(checked.file.name)];
    }
  }
  if (!fields.success || 'error' in checked || webVtt === null) throw new ValidationError(errors);
  const key = `public/subtitles/${video.id}-${randomPart()}.vtt`;
  await deps.storage.put(key, Buffer.from(webVtt, 'utf8'));
  try {
    const row = await deps.db.transaction(async (tx) => {
      const isDefault = fields.data.is_default === true;
      if (isDefault) await clearDefaultSubtitles(tx, video.id);
      return insertSubtitle(tx, {
        videoId: video.id,
        fileName: cleanFileName(checked.file.name),
        language: blankToNull(fields.data.language),
        label: blankToNull(fields.data.label),
        isDefault,
        storageKey: key,
      });
    });
    return toSubtitle(deps, row);
  } catch (error) {
    await deps.storage.remove(key);
    throw error;
  }
}

async function subtitleOf(deps: AssetDeps, video: VideoRef, id: string) {
  const row = await findSubtitle(deps.db, video.id, id);
  if (!row) throw new NotFoundError(VIDEO_ASSET_TEXTS.subtitleNotFound);
  return row;
}

/** PUT subtitles/{id}: making one the default takes the mark from the others; unsent fields stay. */
export async function changeSubtitle(
  deps: AssetDeps,
  video: VideoRef,
  id: string,
  input: z.output<typeof subtitleUpdateSchema>,
): Promise<Subtitle> {
  await subtitleOf(deps, video, id);
  await deps.db.transaction(async (tx) => {
    if (input.is_default === true) await clearDefaultSubtitles(tx, video.id, id);
    await updateSubtitle(tx, id, {
      ...(input.is_default !== undefined ? { isDefault: input.is_default } : {}),
      ...(input.language !== undefined ? { language: blankToNull(input.language) } : {}),
      ...(input.label !== undefined ? { label: blankToNull(input.label) } : {}),
    });
  });
  return toSubtitle(deps, await subtitleOf(deps, video, id));
}

/** DELETE subtitles/{id}: the default subtitle cannot be deleted (422). */
export async function removeSubtitle(deps: AssetDeps, video: VideoRef, id: string): Promise<void> {
  const row = await subtitleOf(deps, video, id);
  if (row.isDefault) {
    const message = VIDEO_ASSET_TEXTS.cannotDeleteDefaultSubtitle;
    throw new ValidationError({ is_default: [message] }, message);
  }
  await deleteSubtitle(deps.db, row.id);
  await deps.storage.remove(row.storageKey);
}
