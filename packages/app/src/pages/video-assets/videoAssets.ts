import {
  ASSET_MAX_BYTES,
  type Chapter,
  QUITCLAIM_EXTENSIONS,
  SUBTITLE_EXTENSIONS,
  type Subtitle,
  THUMBNAIL_EXTENSIONS,
  TRANSCRIPT_EXTENSIONS,
  VIDEO_ASSET_TEXTS,
} from '@reelbase/contract';
import { fileExtension, fileTypeNotAcceptedMessage } from '@reelbase/ui';

/** The kinds of files a video's assets are made of. */
export type AssetKind = keyof typeof ASSET_MAX_BYTES;

/** The accepted extensions of each kind (spec core 5). */
const ASSET_EXTENSIONS: Record<AssetKind, readonly string[]> = {
  quitclaim: QUITCLAIM_EXTENSIONS,
  thumbnail: THUMBNAIL_EXTENSIONS,
  subtitle: SUBTITLE_EXTENSIONS,
  transcript: TRANSCRIPT_EXTENSIONS,
};

/** Texts of the panels that the contract does not hold. */
export const VIDEO_ASSET_PANEL_TEXTS = {
  gdpr: 'GDPR',
  thumbnail: 'Thumbnail',
  subtitlesAndTranscripts: 'Subtitles & Transcripts',
  chapters: 'Chapters',
  noQuitclaims: 'There are no quitclaims for this video.',
  addQuitclaim: 'Add quitclaim',
  editQuitclaim: 'Edit quitclaim',
  quitclaimDeleted: 'Quitclaim deleted.',
  noThumbnail: 'This video has no thumbnail yet.',
  thumbnailUpdated: 'Thumbnail updated.',
  noSubtitles: 'There are no subtitles for this video.',
  subtitleAdded: 'Subtitles added.',
  subtitleDeleted: 'Subtitles deleted.',
  subtitleDeleteConfirm: 'The selected subtitles file will be deleted. Would you like to confirm?',
  noTranscripts: 'There are no transcripts for this video.',
  transcriptAdded: 'Transcript added.',
  transcriptDeleted: 'Transcript deleted.',
  transcriptDeleteConfirm: 'The selected transcript file will be deleted. Would you like to confirm?',
  noChapters: 'There are no chapters for this video.',
} as const;

/** The `accept` attribute of a kind's file input: `.png,.jpg,...`. */
export const acceptFor = (kind: AssetKind) => ASSET_EXTENSIONS[kind].map((extension) => `.${extension}`).join(',');

/** The parts of a `File` the checks read. */
export interface FileFacts {
  name: string;
  size: number;
}

/**
 * Why a chosen file cannot be sent, or `null` when it can: a type outside the kind's extensions
 * ("File: {name} with type of {ext} not accepted!") or a file over the kind's limit.
 */
export function fileRefusal(file: FileFacts, kind: AssetKind): string | null {
  const extension = fileExtension(file.name);
  if (!ASSET_EXTENSIONS[kind].includes(extension)) {
    return fileTypeNotAcceptedMessage(file.name, extension || 'unknown');
  }
  if (file.size > ASSET_MAX_BYTES[kind]) return VIDEO_ASSET_TEXTS.tooLarge(file.name, ASSET_MAX_BYTES[kind]);
  return null;
}

/**
 * The largest chapter offset or frame time in seconds: the duration in whole tenths of a second
 * (the time input's step), as the server counts it; `null` (unlimited) before the video is probed.
 */
export function maxOffsetOf(durationMs: number | null): number | null {
  return durationMs === null ? null : Math.floor(durationMs / 100) / 10;
}

/** Whether an offset in seconds lies between 0 and the maximum (any non-negative one without it). */
export function isOffsetAllowed(offset: number, max: number | null): boolean {
  return Number.isFinite(offset) && offset >= 0 && (max === null || offset <= max);
}

/** Chapters by offset; equal offsets keep their order. */
export function sortChapters<T extends Pick<Chapter, 'offset'>>(chapters: readonly T[]): T[] {
  return chapters
    .map((chapter, index) => ({ chapter, index }))
    .sort((a, b) => a.chapter.offset - b.chapter.offset || a.index - b.index)
    .map(({ chapter }) => chapter);
}

/**
 * The chapters to show after the server's list changed: chapters being edited keep the text and
 * offset typed locally, the others take the server's; the order is the shown order with new
 * chapters placed by offset.
 */
export function mergeChapters(
  server: readonly Chapter[],
  shown: readonly Chapter[],
  editing: ReadonlySet<string>,
): Chapter[] {
  const local = new Map(shown.map((chapter) => [chapter._id, chapter]));
  const byId = new Map(server.map((chapter) => [chapter._id, chapter]));
  const kept = shown.filter((chapter) => byId.has(chapter._id)).map((chapter) => chapter._id);
  const merged = (id: string): Chapter => {
    const fromServer = byId.get(id) as Chapter;
    return editing.has(id) ? (local.get(id) ?? fromServer) : fromServer;
  };
  const result = kept.map(merged);
  for (const chapter of sortChapters(server)) {
    if (local.has(chapter._id)) continue;
    const at = result.findIndex((other) => other.offset > chapter.offset);
    result.splice(at === -1 ? result.length : at, 0, merged(chapter._id));
  }
  return result;
}

/** The subtitles as they read once `id` is made the default (clearing the others) or unmarked. */
export function withDefaultSubtitle<T extends Pick<Subtitle, 'id' | 'is_default'>>(
  subtitles: readonly T[],
  id: string,
  isDefault: boolean,
): T[] {
  return subtitles.map((subtitle) => {
    if (subtitle.id === id) return { ...subtitle, is_default: isDefault };
    return isDefault && subtitle.is_default ? { ...subtitle, is_default: false } : subtitle;
  });
}

/** A subtitle may be deleted unless it is the default one (spec core 7). */
export const canDeleteSubtitle = (subtitle: Pick<Subtitle, 'is_default'>) => !subtitle.is_default;

/** How a subtitle is named in the list: its label, else its language, else its file name. */
export function subtitleTitle(subtitle: Pick<Subtitle, 'label' | 'language' | 'name'>): string {
  return subtitle.label?.trim() || subtitle.language?.trim() || subtitle.name;
}
