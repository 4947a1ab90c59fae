import { z } from 'zod';
import {
  INVALID_DIRECTION_MESSAGE,
  INVALID_PAGE_MESSAGE,
  INVALID_SORT_MESSAGE,
  MAX_PAGE,
  queryInteger,
  recordId,
} from './list.ts';

/** The most events one batch may carry. */
const STATS_BATCH_MAX_EVENTS = 100;
/** The largest playback position an event may name, in seconds (24 hours). */
const STATS_POSITION_MAX = 86_400;
/** The longest referrer kept (origin and path). */
export const STATS_REFERRER_MAX = 500;
/** The page size of the statistics list. */
export const STATS_DEFAULT_PAGE_SIZE = 12;
const STATS_MAX_PAGE_SIZE = 100;
/** The most videos one figures call may name. */
export const STATS_MAX_VIDEOS = 500;
/** The drop-off chart's position buckets: 5 % of the duration each, 0 % to 100 % (21 points). */
export const DROP_OFF_BUCKETS = 20;
/** The most days the starts-per-day call answers (about six years: one row per day). */
export const STATS_MAX_RANGE_DAYS = 366 * 6;

const STATS_EVENT_TYPES = ['impression', 'start', 'progress', 'end', 'click'] as const;
export const DEVICE_TYPES = ['desktop', 'mobile', 'tablet', 'tv'] as const;
export type DeviceType = (typeof DEVICE_TYPES)[number];

export const STATS_TEXTS = {
  invalidToken: 'The statistics token is not valid or has expired.',
  positionNeeded: 'A progress or end event needs a position.',
  elementNeeded: 'A click event needs an element_id.',
  invalidBody: 'The events could not be read: send a JSON object.',
  invalidRange: 'The range must end after it starts.',
  invalidTime: 'The time must be whole unix seconds.',
  invalidVideoId: 'Each video must be a video id.',
  invalidPageSize: `The page size must be between 1 and ${STATS_MAX_PAGE_SIZE}.`,
  rangeTooLong: `The range may span at most ${STATS_MAX_RANGE_DAYS} days.`,
} as const;

/** One event a viewing page reports. `at` is unix milliseconds on the viewer's clock. */
const statsEventSchema = z
  .object({
    type: z.enum(STATS_EVENT_TYPES),
    at: z.number().int().min(0).max(8_640_000_000_000),
    /** Seconds into the video (progress and end). */
    position: z.number().min(0).max(STATS_POSITION_MAX).optional(),
    /** The interactive element clicked (click). */
    element_id: z.uuid().optional(),
  })
  .superRefine((event, context) => {
    if ((event.type === 'progress' || event.type === 'end') && event.position === undefined) {
      context.addIssue({ code: 'custom', path: ['position'], message: STATS_TEXTS.positionNeeded });
    }
    if (event.type === 'click' && event.element_id === undefined) {
      context.addIssue({ code: 'custom', path: ['element_id'], message: STATS_TEXTS.elementNeeded });
    }
  });
export type StatsEvent = z.infer<typeof statsEventSchema>;

/**
 * POST api/stats/events: a batch of one page's events (JSON, or the same text as text/plain, as
 * `navigator.sendBeacon` sends it). `token` is the page's signed statistics token; `batch_id`
 * makes a retry count once; `session` is a random id the page keeps for its lifetime.
 */
export const statsBatchSchema = z.object({
  token: z.string().min(1).max(300),
  batch_id: z.uuid(),
  session: z
    .string()
    .regex(/^[A-Za-z0-9_-]{8,64}$/, 'The session must be 8 to 64 letters, digits, - or _.')
    .optional(),
  /** The page's own referrer (`document.referrer`); the Referer header is used without it. */
  referrer: z.string().max(2000).optional(),
  events: z.array(statsEventSchema).min(1).max(STATS_BATCH_MAX_EVENTS),
});
export type StatsBatch = z.infer<typeof statsBatchSchema>;

export const statsBatchAnswerSchema = z.object({
  /** How many events were stored (0 for a repeated batch, a robot or a preview). */
  stored: z.number().int(),
});

const unixSeconds = queryInteger(STATS_TEXTS.invalidTime, 0, 253_402_300_799);
const videoIds = z.preprocess(
  (value) => (value === undefined || value === '' ? undefined : Array.isArray(value) ? value : [value]),
  z
    .array(z.uuid({ error: STATS_TEXTS.invalidVideoId }))
    .max(STATS_MAX_VIDEOS)
    .optional(),
);

/**
 * The query of the figures calls: `videos[]` (ids; `videos` is read too), `from` and `to` (unix
 * seconds; whole UTC days are counted: the day of `from` to the day of `to`).
 */
export const statsRangeQuerySchema = z.object({
  'videos[]': videoIds,
  videos: videoIds,
  from: unixSeconds,
  to: unixSeconds,
});

export const statsCountRowsSchema = z.object({
  rows: z.array(z.object({ key: z.string(), doc_count: z.number().int() })),
});
export const statsTimeRowsSchema = z.object({ rows: z.array(z.object({ key: z.string(), time: z.number() })) });
export const statsTotalTimeRowsSchema = z.object({
  rows: z.array(z.object({ key: z.string(), total_time: z.number() })),
});
/** Views by country: the country code (`ZZ` when unknown) and the number of starts. */
export const statsCountryListSchema = z.array(z.object({ key: z.string(), doc_count: z.number().int() }));
/** Starts by referrer (origin and path; an empty key for none). */
export const statsReferrerSchema = z.object({
  referrer_aggr: z.object({ buckets: z.array(z.object({ key: z.string(), doc_count: z.number().int() })) }),
});

/**
 * Starts per UTC day (`key` YYYY-MM-DD, every day of the range in order, 0 without starts) and
 * starts per device type (`key` desktop, mobile, tablet, tv, always all four in that order) are
 * answered in the count rows' shape.
 */
export type StatsCountRows = z.infer<typeof statsCountRowsSchema>;

/**
 * GET api/videos/{id}/stats-token: a statistics token for the console's own preview player. Its
 * events are marked internal and not counted; `expires_at` is unix seconds.
 */
export const statsTokenSchema = z.object({ token: z.string(), expires_at: z.number().int() });
export type StatsToken = z.infer<typeof statsTokenSchema>;

/** The one video of the drop-off chart and the range. */
export const dropOffQuerySchema = statsRangeQuerySchema.extend({ video: z.uuid().optional() });
/**
 * How many views reached each position: `position` is the percent of the duration (0, 5, ... 100),
 * `seconds` the same in seconds, `doc_count` the views whose furthest position reached it.
 */
export const dropOffSchema = z.object({
  key: z.string(),
  duration: z.number(),
  rows: z.array(z.object({ position: z.number().int(), seconds: z.number(), doc_count: z.number().int() })),
});

export const interactiveClicksBodySchema = z.object({
  interactiveElementIds: z.array(z.uuid()).max(STATS_MAX_VIDEOS),
  from: z.number().int().min(0).optional(),
  to: z.number().int().min(0).optional(),
});
export const interactiveClicksSchema = z.record(z.string(), z.number().int());

const STATS_SORT_COLUMNS = [
  'publish_date',
  'title',
  'starts',
  'impressions',
  'start_ratio',
  'duration',
  'avg_view_time',
  'viewed_ratio',
  'total_watch_time',
] as const;
export type StatsSortColumn = (typeof STATS_SORT_COLUMNS)[number];

const libraryIds = z.preprocess(
  (value) => (value === undefined || value === '' ? undefined : Array.isArray(value) ? value : [value]),
  z.array(recordId('The library must be a library id.')).max(1000).optional(),
);
const column = z.enum(STATS_SORT_COLUMNS, { error: INVALID_SORT_MESSAGE }).optional();
const direction = z.enum(['asc', 'desc'], { error: INVALID_DIRECTION_MESSAGE }).optional();
const current = queryInteger(INVALID_PAGE_MESSAGE, 1, MAX_PAGE).optional();
const pageSize = queryInteger(STATS_TEXTS.invalidPageSize, 1, STATS_MAX_PAGE_SIZE).optional();

/**
 * GET api/videos-for-statistics. The nested names the console sends (`filters[library][]`,
 * `filters[date]`, `filters[from]`, `sort[column]`, `pagination[pageSize]`, ...) and the flat ones
 * (`library`, `date`, `from`, `column`, `direction`, `pageSize`, `current`) are both read. `date`
 * is the range end (unix seconds, default now), `from` its start (default seven days before).
 */
export const statsListQuerySchema = z.object({
  'filters[library][]': libraryIds,
  'filters[library]': libraryIds,
  'library[]': libraryIds,
  library: libraryIds,
  'filters[date]': unixSeconds.optional(),
  date: unixSeconds.optional(),
  'filters[from]': unixSeconds.optional(),
  from: unixSeconds.optional(),
  'sort[column]': column,
  column,
  'sort[direction]': direction,
  direction,
  'pagination[pageSize]': pageSize,
  pageSize,
  'pagination[current]': current,
  current,
});

/** One row of the statistics list (times in seconds, ratios in whole percent). */
const statsListItemSchema = z.object({
  id: z.string(),
  title: z.string(),
  thumbnail: z.string().nullable(),
  library: z.number().int(),
  publish_date: z.number().int(),
  starts: z.number().int(),
  impressions: z.number().int(),
  start_ratio: z.number().int(),
  duration: z.number().int(),
  avg_view_time: z.number().int(),
  viewed_ratio: z.number().int(),
  total_watch_time: z.number().int(),
});
export type StatsListItem = z.infer<typeof statsListItemSchema>;

export const statsListSchema = z.object({
  items: z.array(statsListItemSchema),
  pagination: z.object({
    current: z.number().int(),
    pageSize: z.number().int(),
    /** The number of matching videos. */
    total: z.number().int(),
  }),
});
export type StatsList = z.infer<typeof statsListSchema>;

/** Start ratio: starts / impressions as a rounded percent, 0 without impressions. */
export function startRatio(starts: number, impressions: number): number {
  return impressions > 0 ? Math.round((starts / impressions) * 100) : 0;
}

/** Viewed ratio: average view time / duration (whole seconds) as a rounded percent, 0 if the duration is 0. */
export function viewedRatio(averageViewSeconds: number, durationSeconds: number): number {
  const duration = Math.floor(durationSeconds);
  return duration > 0 ? Math.round((averageViewSeconds / duration) * 100) : 0;
}
