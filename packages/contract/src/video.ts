import { z } from 'zod';
import { formatDateTimeIn } from './date-time.ts';
import {
  INVALID_DIRECTION_MESSAGE,
  INVALID_FILTER_MESSAGE,
  INVALID_SORT_MESSAGE,
  invalidPageSizeMessage,
  pageSchema,
  queryInteger,
  quickSearchSchema,
  RECORD_NOT_FOUND_MESSAGE,
  recordId,
  SORT_DIRECTIONS,
} from './list.ts';
import { MESSAGES, requiredMessage } from './messages.ts';
import { PRIVACY_PASSWORD_MAX, PRIVACY_PASSWORD_MIN } from './view-texts.ts';

export const PRIVACY_OPTIONS = ['anybody', 'contacts', 'disable', 'nobody', 'password', 'unlisted', 'users'] as const;
export const VISIBILITY_TYPES = ['private', 'public', 'scheduled'] as const;
export const VIDEO_STATUSES = ['uploading', 'processing', 'ready', 'failed'] as const;
export type VideoStatus = (typeof VIDEO_STATUSES)[number];

/** The rendition heights offered: 360p, 720p, 1080p and 4K. */
const ENCODING_HEIGHTS = [360, 720, 1080, 2160] as const;

const videoVisibilitySchema = z.object({
  type: z.enum(VISIBILITY_TYPES),
  from: z.number().int().nullable(),
  until: z.number().int().nullable(),
});

const videoMetadataSchema = z.object({
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

/** The columns the media library can be sorted by; `status` is the privacy (the Status column). */
export const VIDEO_SORT_COLUMNS = ['publish_date', 'title', 'status', 'library'] as const;
export type VideoSortColumn = (typeof VIDEO_SORT_COLUMNS)[number];

/** Media library page sizes: the list shows 12 per page; at most 100 per call. */
export const VIDEO_LIST_DEFAULT_PAGE_SIZE = 12;
const VIDEO_LIST_MAX_PAGE_SIZE = 100;
/** At most this many videos in one bulk delete. */
const VIDEO_BULK_DELETE_MAX = 100;

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

/**
 * "The selected date must be after {from date in YYYY-MM-DD HH:mm}", in `timeZone`, the viewer's own
 * zone the dates were entered in; without one, in UTC and saying so ("… 10:00 UTC").
 */
export function dateMustBeAfterMessage(fromSeconds: number, timeZone?: string): string {
  const from = formatDateTimeIn(fromSeconds * 1000, timeZone ?? 'UTC', { viewersOwn: timeZone !== undefined });
  return `The selected date must be after ${from}`;
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

/** The library of a listed video, with its company (the Library column, move and copy toasts). */
const videoLibrarySchema = z.object({
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

/** DELETE api/videos: bulk delete of up to 100 videos; all or nothing. */
export const videoBulkDeleteSchema = z.object({
  ids: z.array(z.uuid()).min(1).max(VIDEO_BULK_DELETE_MAX),
});
export const videoDeletedSchema = z.object({ deleted: z.array(z.uuid()) });

/** GET api/videos/{id}/company-tags: one item with the distinct tags of the company's videos. */
export const companyTagsSchema = z.array(z.object({ uniqueTags: z.array(z.string()) }));
export type CompanyTags = z.infer<typeof companyTagsSchema>;

/** POST api/videos/{id}/move. */
export const videoMoveSchema = z.object({ library: recordId(VIDEO_TEXTS.libraryNotFound) });

/**
 * POST api/videos/{id}/copy. The copy is uploaded by the signed-in user; `uploadedBy` is accepted
 * as the spec sends it and otherwise ignored.
 */
export const videoCopySchema = z.object({
  library: recordId(VIDEO_TEXTS.libraryNotFound),
  uploadedBy: z.number().int().nullable().optional(),
});
