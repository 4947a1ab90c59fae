import { z } from 'zod';
import {
  INVALID_DIRECTION_MESSAGE,
  INVALID_FILTER_MESSAGE,
  INVALID_SORT_MESSAGE,
  invalidPageSizeMessage,
  MAX_RECORD_ID,
  pageSchema,
  queryInteger,
  quickSearchSchema,
  RECORD_NOT_FOUND_MESSAGE,
  recordId,
  SORT_DIRECTIONS,
} from './list.ts';
import {
  longTextMessage,
  MESSAGES,
  patternMessage,
  requiredMessage,
  tooLongMessage,
  tooShortMessage,
} from './messages.ts';
import { SAFE_TEXT, text } from './validation.ts';
import { PRIVACY_PASSWORD_MAX, PRIVACY_PASSWORD_MIN } from './view-texts.ts';

export const PRIVACY_OPTIONS = ['anybody', 'contacts', 'disable', 'nobody', 'password', 'unlisted', 'users'] as const;
export const VISIBILITY_TYPES = ['private', 'public', 'scheduled'] as const;
export const VIDEO_STATUSES = ['uploading', 'processing', 'ready', 'failed'] as const;
export type VideoStatus = (typeof VIDEO_STATUSES)[number];

/** The rendition heights offered: 360p, 720p, 1080p and 4K. */
export const ENCODING_HEIGHTS = [360, 720, 1080, 2160] as const;

export const videoVisibilitySchema = z.object({
  type: z.enum(VISIBILITY_TYPES),
  from: z.number().int().nullable(),
  until: z.number().int().nullable(),
});

export const videoMetadataSchema = z.object({
  agency: z.string().nullable(),
  projectNumber: z.string().nullable(),
  languages: z.array(z.string()),
  people: z.array(z.string()),
  uploadedBy: z.number().int().nullable(),
});

/** A video as GET api/videos/{id} answers it (section 3). */
export const videoSchema = z.object({
  id: z.uuid(),
  title: z.string(),
  description: z.string().nullable(),
  privacy: z.enum(PRIVACY_OPTIONS),
  /** Unix seconds. */
  publish_date: z.number().int(),
  library: z.object({ id: z.number().int() }),
  size: z.number().int(),
  width: z.number().int().nullable(),
  height: z.number().int().nullable(),
  /** Milliseconds. */
  duration: z.number().int().nullable(),
  tags: z.array(z.string()),
  'mime-type': z.string(),
  /** A signed download address of the source file (valid one hour). */
  source_url: z.string().nullable(),
  thumbnail: z.string().nullable(),
  visibility: videoVisibilitySchema,
  internalNotes: z.string().nullable(),
  metadata: videoMetadataSchema,
  playerTemplateId: z.number().int().nullable(),
  /** Whether a privacy password is set (the password itself never leaves the server). */
  has_privacy_password: z.boolean(),
  status: z.enum(VIDEO_STATUSES),
  failure_reason: z.string().nullable(),
});
export type Video = z.infer<typeof videoSchema>;

export const encodingSchema = z.object({
  height: z.number().int(),
  label: z.string(),
  extension: z.literal('mp4'),
  ready: z.boolean(),
  /** 0-100 while generating. */
  progress: z.number().int(),
  /** A signed download address (valid one hour), only when ready. */
  url: z.string().optional(),
});
export const encodingListSchema = z.array(encodingSchema);
export type Encoding = z.infer<typeof encodingSchema>;

export const encodingRequestSchema = z.object({
  heights: z
    .array(z.coerce.number().int())
    .min(1)
    .refine((heights) => heights.every((h) => (ENCODING_HEIGHTS as readonly number[]).includes(h)), {
      message: 'Only 360, 720, 1080 and 2160 can be encoded.',
    }),
});

export const videoIdParamsSchema = z.object({ id: z.uuid() });
export const encodingParamsSchema = z.object({
  id: z.uuid(),
  height: queryInteger(RECORD_NOT_FOUND_MESSAGE, 1, 100000),
});
/** `?token=` of a signed download address. */
export const downloadQuerySchema = z.object({ token: z.string().max(500).optional() });
export const sendMailResponseSchema = z.object({ sent: z.number().int() });

/* ---------------------------------------------------------------------------------------------
 * Media library: list, update, delete, company tags, move and copy.
 * ------------------------------------------------------------------------------------------- */

/** Language options of a video (section 3). */
export const VIDEO_LANGUAGES = ['Dutch', 'English'] as const;
export type VideoLanguage = (typeof VIDEO_LANGUAGES)[number];

/** The columns the media library can be sorted by; `status` is the privacy (the Status column). */
export const VIDEO_SORT_COLUMNS = ['publish_date', 'title', 'status', 'library'] as const;
export type VideoSortColumn = (typeof VIDEO_SORT_COLUMNS)[number];

/** Media library page sizes: the list shows 12 per page; at most 100 per call. */
export const VIDEO_LIST_DEFAULT_PAGE_SIZE = 12;
export const VIDEO_LIST_MAX_PAGE_SIZE = 100;
/** At most this many videos in one bulk delete. */
export const VIDEO_BULK_DELETE_MAX = 100;

export const VIDEO_TEXTS = {
  notFound: 'The video was not found.',
  deleted: 'Videos deleted.',
  tooEarlyCopy: MESSAGES.tooEarlyCopy,
  sameLibrary: 'Source and target library is the same.',
  libraryNotFound: 'The library was not found.',
  invalidPrivacy: `The privacy must be one of: ${PRIVACY_OPTIONS.join(', ')}.`,
  invalidLanguage: 'The language must be Dutch or English.',
  invalidVisibility: 'The visibility must be private, public or scheduled.',
  invalidDate: 'The date must be a unix time in seconds.',
  dateRequired: requiredMessage('date'),
  dateInPast: 'The selected date cannot be in the past.',
  emptyItem: "Can't add an empty item",
  duplicateItem: "Can't add an item twice",
  playerTemplateNotFound: 'The player template was not found in the library of this video.',
  privacyPasswordRequired: `Please enter a password of at least ${PRIVACY_PASSWORD_MIN} characters.`,
  privacyPasswordTooShort: `The password must have at least ${PRIVACY_PASSWORD_MIN} characters.`,
  privacyPasswordTooLong: `The password must have at most ${PRIVACY_PASSWORD_MAX} characters.`,
  /** The title's character rule in words (the same set as `SAFE_TEXT`). */
  titleCharacters:
    'The title can only contain letters without accents, digits, spaces, hyphens (-), underscores (_) and dots (.).',
} as const;

/** "The selected date must be after {from date in YYYY-MM-DD HH:mm}" (UTC unless a time zone is given). */
export function dateMustBeAfterMessage(fromSeconds: number, timeZone = 'UTC'): string {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-GB', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    })
      .formatToParts(new Date(fromSeconds * 1000))
      .map((part) => [part.type, part.value]),
  );
  return `The selected date must be after ${parts.year}-${parts.month}-${parts.day} ${parts.hour}:${parts.minute}`;
}

/** A list from a query string: repeated (`?a=1&a=2`) or comma-separated (`?a=1,2`). */
const queryList = (value: unknown) => {
  if (value === undefined || value === '') return undefined;
  const values = Array.isArray(value) ? value : [value];
  return values.flatMap((entry) => (typeof entry === 'string' ? entry.split(',') : [entry])).filter((v) => v !== '');
};

/**
 * GET api/videos. Filters: `quickSearch` (title, description and tags), `status` (privacy; one
 * or more) and `library` (ids; one or more). `sort` defaults to publish_date; `direction`
 * defaults to desc for publish_date and asc for the other columns. `current` is the 1-based page.
 */
export const videoListQuerySchema = z.object({
  quickSearch: quickSearchSchema,
  status: z.preprocess(queryList, z.array(z.enum(PRIVACY_OPTIONS, { error: VIDEO_TEXTS.invalidPrivacy })).optional()),
  library: z.preprocess(queryList, z.array(recordId(INVALID_FILTER_MESSAGE)).max(1000).optional()),
  sort: z.enum(VIDEO_SORT_COLUMNS, { error: INVALID_SORT_MESSAGE }).default('publish_date'),
  direction: z.enum(SORT_DIRECTIONS, { error: INVALID_DIRECTION_MESSAGE }).optional(),
  current: pageSchema,
  pageSize: queryInteger(invalidPageSizeMessage(VIDEO_LIST_MAX_PAGE_SIZE), 1, VIDEO_LIST_MAX_PAGE_SIZE).default(
    VIDEO_LIST_DEFAULT_PAGE_SIZE,
  ),
});
export type VideoListQuery = z.input<typeof videoListQuerySchema>;

/** The library of a listed video, with its company (the Library column, move and copy toasts). */
export const videoLibrarySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  company_id: z.number().int(),
  company_name: z.string(),
});

/** One row of the media library: the video with its library's and company's names. */
export const videoListItemSchema = videoSchema.extend({ library: videoLibrarySchema });
export type VideoListItem = z.infer<typeof videoListItemSchema>;

export const videoListSchema = z.object({
  items: z.array(videoListItemSchema),
  pagination: z.object({
    current: z.number().int(),
    pageSize: z.number().int(),
    /** The number of pages (0 when nothing matches). */
    pages: z.number().int(),
  }),
  total: z.number().int(),
});
export type VideoList = z.infer<typeof videoListSchema>;

/** Letters, digits, space, hyphen, underscore and dot, at most `max` (empty allowed). */
const optionalCode = (max: number) =>
  z.string().trim().max(max, tooLongMessage(max)).regex(SAFE_TEXT, patternMessage).nullable();

/** Tag-editor items: no empty item, no item twice. */
const itemList = (maxItems: number, maxLength: number) =>
  z
    .array(text().trim().max(maxLength, tooLongMessage(maxLength)))
    .max(maxItems, `There can be at most ${maxItems} items.`)
    .superRefine((items, context) => {
      if (items.some((item) => item === '')) context.addIssue({ code: 'custom', message: VIDEO_TEXTS.emptyItem });
      const lower = items.map((item) => item.toLowerCase());
      if (new Set(lower).size !== lower.length) {
        context.addIssue({ code: 'custom', message: VIDEO_TEXTS.duplicateItem });
      }
    });

const unixSeconds = z.number({ error: VIDEO_TEXTS.invalidDate }).int(VIDEO_TEXTS.invalidDate).min(0).nullable();

/**
 * The visibility of a video. A scheduled one needs a from or an until date (unix seconds), and
 * until must be after from. Whether a date is in the past depends on the stored value (an
 * unchanged past start is fine): see `visibilityDateIssues`.
 */
export const visibilityInputSchema = z
  .object({
    type: z.enum(VISIBILITY_TYPES, { error: VIDEO_TEXTS.invalidVisibility }),
    from: unixSeconds.default(null),
    until: unixSeconds.default(null),
  })
  .superRefine((value, context) => {
    if (value.type !== 'scheduled') return;
    if (value.from === null && value.until === null) {
      context.addIssue({ code: 'custom', path: ['from'], message: VIDEO_TEXTS.dateRequired });
    }
    if (value.from !== null && value.until !== null && value.until <= value.from) {
      context.addIssue({ code: 'custom', path: ['until'], message: dateMustBeAfterMessage(value.from) });
    }
  });
export type VisibilityInput = z.input<typeof visibilityInputSchema>;

/**
 * "The selected date cannot be in the past." for a scheduled date that is new or changed and lies
 * before `nowSeconds` (a stored date that has already passed may be sent back unchanged).
 */
export function visibilityDateIssues(
  visibility: { type: string; from: number | null; until: number | null },
  nowSeconds: number,
  previous?: { from: number | null; until: number | null } | null,
): Record<string, string[]> {
  const issues: Record<string, string[]> = {};
  if (visibility.type !== 'scheduled') return issues;
  for (const field of ['from', 'until'] as const) {
    const value = visibility[field];
    if (value !== null && value < nowSeconds && value !== previous?.[field]) {
      issues[`visibility.${field}`] = [VIDEO_TEXTS.dateInPast];
    }
  }
  return issues;
}

/** The video title: required, 2 to 200 of letters, digits, space, hyphen, underscore and dot. */
export const videoTitleSchema = z
  .string({ error: requiredMessage('title') })
  .trim()
  .min(1, { error: requiredMessage('title'), abort: true })
  .min(2, tooShortMessage(2))
  .max(200, tooLongMessage(200))
  .regex(SAFE_TEXT, VIDEO_TEXTS.titleCharacters);

/**
 * PUT api/videos/{id}: every field is optional; only the fields sent change. `name` is the title.
 * `projectNumber` and `playerTemplateId` (a template of the video's library, or null for the
 * library's default) travel in the same call.
 */
export const videoUpdateSchema = z.object({
  name: videoTitleSchema.optional(),
  description: text().trim().max(1000, longTextMessage(1000)).nullable().optional(),
  internalNotes: text().trim().max(1000, tooLongMessage(1000)).nullable().optional(),
  agency: optionalCode(100).optional(),
  projectNumber: optionalCode(50).optional(),
  languages: z
    .array(z.enum(VIDEO_LANGUAGES, { error: VIDEO_TEXTS.invalidLanguage }))
    .max(VIDEO_LANGUAGES.length)
    .optional(),
  people: itemList(100, 100).optional(),
  tags: itemList(100, 100).optional(),
  privacy: z.enum(PRIVACY_OPTIONS, { error: VIDEO_TEXTS.invalidPrivacy }).optional(),
  visibility: visibilityInputSchema.optional(),
  /**
   * The password of privacy `password`, stored hashed. Required when the privacy becomes
   * `password` and none is set yet; a new one replaces the old. Ignored for other privacy options
   * (the stored one is removed when the privacy changes away from `password`).
   */
  privacy_password: z
    .string()
    .min(PRIVACY_PASSWORD_MIN, VIDEO_TEXTS.privacyPasswordTooShort)
    .max(PRIVACY_PASSWORD_MAX, VIDEO_TEXTS.privacyPasswordTooLong)
    .optional(),
  playerTemplateId: z.number().int().positive().max(MAX_RECORD_ID).nullable().optional(),
});
export type VideoUpdate = z.input<typeof videoUpdateSchema>;

/** DELETE api/videos: bulk delete of up to 100 videos; all or nothing. */
export const videoBulkDeleteSchema = z.object({
  ids: z.array(z.uuid()).min(1).max(VIDEO_BULK_DELETE_MAX),
});
export type VideoBulkDelete = z.input<typeof videoBulkDeleteSchema>;
export const videoDeletedSchema = z.object({ deleted: z.array(z.uuid()) });

/** GET api/videos/{id}/company-tags: one item with the distinct tags of the company's videos. */
export const companyTagsSchema = z.array(z.object({ uniqueTags: z.array(z.string()) }));
export type CompanyTags = z.infer<typeof companyTagsSchema>;

/** POST api/videos/{id}/move. */
export const videoMoveSchema = z.object({ library: recordId(VIDEO_TEXTS.libraryNotFound) });
export type VideoMove = z.input<typeof videoMoveSchema>;

/**
 * POST api/videos/{id}/copy. The copy is uploaded by the signed-in user; `uploadedBy` is accepted
 * as the spec sends it and otherwise ignored.
 */
export const videoCopySchema = z.object({
  library: recordId(VIDEO_TEXTS.libraryNotFound),
  uploadedBy: z.number().int().nullable().optional(),
});
export type VideoCopy = z.input<typeof videoCopySchema>;
