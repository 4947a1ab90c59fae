import { z } from 'zod';
import { requiredMessage, tooLongMessage } from './messages.ts';
import { text } from './validation.ts';

/*
 * A video's assets: quitclaims, thumbnails, subtitles, transcripts and chapters (spec core 3 and 7,
 * editors-stats-publishing 3 and 5). Files are sent as multipart/form-data in the field `file`.
 */

/** The multipart field that carries the file of every asset upload. */
export const ASSET_FILE_FIELD = 'file';

/** Accepted file extensions, lower case, as the specification lists them. */
export const QUITCLAIM_EXTENSIONS = ['png', 'jpg', 'jpeg', 'docx', 'zip', 'doc', 'pdf'] as const;
export const THUMBNAIL_EXTENSIONS = ['jpg', 'jpeg', 'png'] as const;
export const SUBTITLE_EXTENSIONS = ['srt', 'vtt'] as const;
export const TRANSCRIPT_EXTENSIONS = ['txt', 'doc', 'docx', 'pdf'] as const;

/** The largest file accepted per kind of asset, in bytes. */
export const ASSET_MAX_BYTES = {
  quitclaim: 20 * 1024 * 1024,
  thumbnail: 5 * 1024 * 1024,
  subtitle: 2 * 1024 * 1024,
  transcript: 20 * 1024 * 1024,
} as const;

/** Texts of this area. The file messages follow the upload texts of the specification. */
export const VIDEO_ASSET_TEXTS = {
  /** "File: {name} is too large..." in the words of the upload limit, with the asset's limit. */
  tooLarge: (name: string, maxBytes: number) =>
    `File: ${name} is too large. The maximum file size that can be uploaded is ${Math.round(maxBytes / 1048576)} MB.`,
  fileRequired: requiredMessage('file'),
  personNameRequired: requiredMessage('person name'),
  endDateRequired: requiredMessage('end date'),
  endDateInvalid: 'The end date must be a valid date (YYYY-MM-DD).',
  subtitleUnreadable: (name: string) => `File: ${name} is not a valid SRT or WebVTT subtitle file.`,
  cannotDeleteDefaultSubtitle: 'The default subtitle cannot be deleted. Make another subtitle the default first.',
  /** The time input's range text (spec core 5): `max` is the video duration in seconds. */
  outOfRange: (max: number | null) => `Value is out of allowed range (0 - ${max === null ? 'unlimited' : max})`,
  newChapter: 'New Chapter',
  quitclaimUpdated: 'Quitclaim updated!',
  quitclaimDeleteConfirm: 'The selected quitclaims file will be deleted. Would you like to confirm?',
  notProcessed: 'The video is not processed yet.',
  quitclaimNotFound: 'The quitclaim was not found.',
  subtitleNotFound: 'The subtitle was not found.',
  transcriptNotFound: 'The transcript was not found.',
  chapterNotFound: 'The chapter was not found.',
} as const;

/** Debounces of the console (spec core 9). */
export const VIDEO_ASSET_TIMINGS = {
  quitclaimListDelayMs: 500,
  subtitleDefaultMs: 1000,
  chapterSortMs: 400,
  chapterSaveMs: 1000,
} as const;

const uuid = z.uuid();
export const quitclaimParamsSchema = z.object({ id: uuid, quitclaimId: uuid });
export const subtitleParamsSchema = z.object({ id: uuid, subtitleId: uuid });
export const transcriptParamsSchema = z.object({ id: uuid, transcriptId: uuid });
export const chapterParamsSchema = z.object({ id: uuid, chapterId: uuid });

/** A stored file: its size in bytes and MIME type. */
const assetFileSchema = z.object({ size: z.number().int(), mime_type: z.string() });

/** `YYYY-MM-DD`, a real calendar date. */
const isCalendarDate = (value: string) => {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
};

/** The fields of a quitclaim (PUT body; the text fields of the POST form). */
export const quitclaimFieldsSchema = z.object({
  person_name: z
    .string({ error: VIDEO_ASSET_TEXTS.personNameRequired })
    .trim()
    .min(1, VIDEO_ASSET_TEXTS.personNameRequired)
    .max(255, tooLongMessage(255)),
  copyright_end_at: z
    .string({ error: VIDEO_ASSET_TEXTS.endDateRequired })
    .trim()
    .min(1, VIDEO_ASSET_TEXTS.endDateRequired)
    .refine(isCalendarDate, VIDEO_ASSET_TEXTS.endDateInvalid),
});
export type QuitclaimFields = z.infer<typeof quitclaimFieldsSchema>;

export const quitclaimSchema = z.object({
  id: uuid,
  person_name: z.string(),
  /** `YYYY-MM-DD`. */
  copyright_end_at: z.string(),
  /** The file name as uploaded. */
  name: z.string(),
  /** A signed download address of the file (valid one hour). */
  url: z.string(),
  file: assetFileSchema,
  created_at: z.number().int(),
});
export type Quitclaim = z.infer<typeof quitclaimSchema>;
export const quitclaimListSchema = z.object({ quitclaims: z.array(quitclaimSchema) });
export type QuitclaimList = z.infer<typeof quitclaimListSchema>;

/** POST thumbnails and thumbnails/capture-frame answer the video's new thumbnail address. */
export const thumbnailResponseSchema = z.object({ thumbnail: z.string() });
export type ThumbnailResponse = z.infer<typeof thumbnailResponseSchema>;

/** POST thumbnails/capture-frame: the time in seconds of the frame to use. */
export const captureFrameSchema = z.object({
  time: z.number({ error: requiredMessage('time') }).min(0, VIDEO_ASSET_TEXTS.outOfRange(null)),
});

const language = text().trim().max(35, tooLongMessage(35));
const label = text().trim().max(100, tooLongMessage(100));

export const subtitleSchema = z.object({
  id: uuid,
  /** The file name as uploaded (.srt or .vtt). */
  name: z.string(),
  language: z.string().nullable(),
  label: z.string().nullable(),
  is_default: z.boolean(),
  /** The public WebVTT address for the player (an .srt is converted on upload). */
  url: z.string(),
  created_at: z.number().int(),
});
export type Subtitle = z.infer<typeof subtitleSchema>;
export const subtitleListSchema = z.object({ subtitles: z.array(subtitleSchema) });
export type SubtitleList = z.infer<typeof subtitleListSchema>;

/** `true`, `1` and `"1"`/`"true"` (form fields) all mean yes. */
const flag = z
  .union([z.boolean(), z.literal(0), z.literal(1), z.enum(['0', '1', 'true', 'false'])])
  .transform((value) => value === true || value === 1 || value === '1' || value === 'true');

/** The optional text fields of the POST subtitles form. */
export const subtitleFormFieldsSchema = z.object({
  language: language.optional(),
  label: label.optional(),
  is_default: flag.optional(),
});

/** PUT subtitles/{subtitleId}: any of the default mark, language and label. */
export const subtitleUpdateSchema = z.object({
  is_default: flag.optional(),
  language: language.nullable().optional(),
  label: label.nullable().optional(),
});
export type SubtitleUpdate = z.input<typeof subtitleUpdateSchema>;

export const transcriptSchema = z.object({
  id: uuid,
  name: z.string(),
  /** A signed download address of the file (valid one hour). */
  url: z.string(),
  file: assetFileSchema,
  created_at: z.number().int(),
});
export type Transcript = z.infer<typeof transcriptSchema>;
export const transcriptListSchema = z.object({ transcripts: z.array(transcriptSchema) });
export type TranscriptList = z.infer<typeof transcriptListSchema>;

/** A chapter: `offset` in seconds from the start (at most the video's duration). */
export const chapterSchema = z.object({
  _id: uuid,
  offset: z.number(),
  value: z.string(),
});
export type Chapter = z.infer<typeof chapterSchema>;
export const chapterListSchema = z.object({ chapters: z.array(chapterSchema) });
export type ChapterList = z.infer<typeof chapterListSchema>;

export const CHAPTER_VALUE_MAX = 255;

/** POST chapters: offset defaults to 0 and an empty value to "New Chapter". */
export const chapterInputSchema = z.object({
  offset: z.number().min(0, VIDEO_ASSET_TEXTS.outOfRange(null)).default(0),
  value: text().trim().max(CHAPTER_VALUE_MAX, tooLongMessage(CHAPTER_VALUE_MAX)).default(''),
});
export type ChapterInput = z.input<typeof chapterInputSchema>;

/** PUT chapters/{chapterId}: either or both fields. */
export const chapterUpdateSchema = z.object({
  offset: z.number().min(0, VIDEO_ASSET_TEXTS.outOfRange(null)).optional(),
  value: text().trim().max(CHAPTER_VALUE_MAX, tooLongMessage(CHAPTER_VALUE_MAX)).optional(),
});
export type ChapterUpdate = z.input<typeof chapterUpdateSchema>;

/** `?token=` of a signed download address. */
export const assetDownloadQuerySchema = z.object({ token: z.string().max(500).optional() });
