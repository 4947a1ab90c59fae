import { z } from 'zod';
import { DISPLAY_TIME_ZONE, dateTimeParts } from './date-time.ts';
import { RECORD_NOT_FOUND_MESSAGE, recordId } from './list.ts';
import { requiredEmail, requiredText, text } from './validation.ts';
import { encodingSchema } from './video.ts';
import { chapterSchema, subtitleSchema } from './video-assets.ts';

/** Comments of a video: the public comments page and the console. */

export const COMMENT_MESSAGE_MAX = 5000;
const COMMENT_NAME_MAX = 100;
/** The time zone comment times are shown in (and labelled with). */
export const COMMENT_TIME_ZONE = DISPLAY_TIME_ZONE;
/** Posts allowed per minute from one address, and on one video from everyone. */
export const COMMENT_POSTS_PER_ADDRESS_PER_MINUTE = 5;
export const COMMENT_POSTS_PER_VIDEO_PER_MINUTE = 30;

export const COMMENT_TEXTS = {
  deleted: 'Message deleted.',
  tooMany: 'You have reached your request limit. Please try again in a minute.',
  nameTooShort: 'The name must be at least 2 characters.',
  timecodeBeyondEnd: 'The time index is beyond the end of the video.',
  linkInvalid: 'The comment link is not valid.',
} as const;

/** One comment as the API answers it. `email` only reaches staff who may see the video. */
export const commentSchema = z.object({
  id: z.number().int(),
  message: z.string(),
  /** The sender's name (a visitor's as typed, a staff member's name). */
  name: z.string(),
  user_name: z.string().nullable(),
  email: z.string().nullable(),
  timecode: z.number(),
  video_id: z.string(),
  status: z.union([z.literal(0), z.literal(1)]),
  created_at: z.string(),
  /** The creation time in Europe/Amsterdam, e.g. "25-11-2026 14:05". */
  created_at_formatted: z.string(),
  /** The author's user id; null for a visitor. */
  a_id: z.number().int().nullable(),
  /** Whether the caller may delete it. */
  can_delete: z.boolean(),
});
export type Comment = z.infer<typeof commentSchema>;

/** GET api/videos/{id}/comments: the comments, and whether the caller may resolve them. */
export const commentListSchema = z.object({
  data: z.array(commentSchema),
  can_resolve: z.boolean(),
  /** The path of the video's public comments page (`/comments/{videoId}/{hash}`), to share. */
  link: z.string(),
});
export type CommentList = z.infer<typeof commentListSchema>;

export const commentListQuerySchema = z.object({
  direction: z.enum(['asc', 'desc']).default('desc'),
  /** The HMAC of the comments link (also accepted as the `X-Comment-Hash` header). */
  hash: text().max(100).optional(),
});

/** POST api/videos/{id}/comments. Name and e-mail are required when not signed in. */
export const commentCreateSchema = z.object({
  message: requiredText('message', COMMENT_MESSAGE_MAX),
  timecode: z.coerce
    .number({ error: 'The time index must be a number of seconds.' })
    .min(0, 'The time index must be a number of seconds.')
    .max(86_400 * 7, COMMENT_TEXTS.timecodeBeyondEnd)
    .default(0),
  name: requiredText('name', COMMENT_NAME_MAX).pipe(z.string().min(2, COMMENT_TEXTS.nameTooShort)).optional(),
  email: requiredEmail('email').optional(),
});

export const commentCreatedSchema = z.object({ id: z.number().int() });

/** PUT api/videos/{id}/comments/{commentId}/resolve. */
export const commentResolveSchema = z.object({
  resolved: z.union([z.literal(1), z.literal(true), z.literal('1')], { error: 'resolved must be 1.' }),
});

export const commentParamsSchema = z.object({
  id: z.uuid(),
  commentId: recordId(RECORD_NOT_FOUND_MESSAGE),
});

/**
 * GET api/videos/{id}/comments/video: what the comments page plays, for anyone holding the link.
 * The rendition addresses are signed and expire.
 */
export const commentVideoSchema = z.object({
  id: z.string(),
  title: z.string(),
  /** Milliseconds; null before the video is probed. */
  duration: z.number().nullable(),
  thumbnail: z.string().nullable(),
  encodings: z.array(encodingSchema),
  subtitles: z.array(subtitleSchema),
  chapters: z.array(chapterSchema),
  /**
   * The signed token the comments page's player sends its view events with (`POST
   * api/stats/events`), as the viewing pages do; absent from older servers.
   */
  stats_token: z.string().nullish(),
});
export type CommentVideo = z.infer<typeof commentVideoSchema>;

/**
 * Formats a comment time as the comments page shows it: `DD-MM-YYYY HH:mm` in Europe/Amsterdam (the
 * page names the zone once, above the comments).
 */
export function formatCommentTime(date: Date): string {
  const parts = dateTimeParts(date, COMMENT_TIME_ZONE);
  return parts ? `${parts.day}-${parts.month}-${parts.year} ${parts.hour}:${parts.minute}` : '';
}
