import { z } from 'zod';
import { interactiveElementSchema } from './interactive.ts';
import { PLAYER_TEMPLATE_FLAGS, type PlayerTemplateFlag } from './player-defaults.ts';
import { presentationSchema } from './presentation.ts';
import { encodingSchema } from './video.ts';
import { chapterSchema, subtitleSchema } from './video-assets.ts';
import { PRIVACY_PASSWORD_MAX, VIEW_TEXTS } from './view-texts.ts';

const viewSurfaceSchema = z.enum(['view', 'embed']);
export type ViewSurface = z.infer<typeof viewSurfaceSchema>;

/** The template settings the player honours: every flag plus the controls colour. */
const viewTemplateSchema = z.object({
  controls_color: z.string(),
  ...(Object.fromEntries(PLAYER_TEMPLATE_FLAGS.map((flag) => [flag, z.boolean()])) as Record<
    PlayerTemplateFlag,
    z.ZodBoolean
  >),
});
export type ViewTemplate = z.infer<typeof viewTemplateSchema>;

/** The landing page settings: the library's own, else its company's (logo and footer). */
const viewLandingSchema = z.object({
  logo_url: z.string().nullable(),
  background_url: z.string().nullable(),
  /** Rich text kept to the footer's small set of tags by the server. */
  footer_text: z.string().nullable(),
});

/**
 * GET api/view/{videoId}?surface=view|embed: what a public page plays. Media addresses are signed
 * and expire; nothing is given for a video the caller may not watch (404, or 401 with code
 * `view.password_required` when the password opens it).
 */
const viewVideoSchema = z.object({
  id: z.string(),
  title: z.string(),
  description: z.string().nullable(),
  /** Milliseconds; null before the video is probed. */
  duration: z.number().nullable(),
  width: z.number().nullable(),
  height: z.number().nullable(),
  /** Signed poster address. */
  thumbnail: z.string().nullable(),
  encodings: z.array(encodingSchema),
  subtitles: z.array(subtitleSchema),
  chapters: z.array(chapterSchema),
  template: viewTemplateSchema,
  landing: viewLandingSchema,
  /** The public address of the viewing page (what share buttons share). */
  share_url: z.string(),
  /** Whether search engines may index the page (privacy `anybody` only). */
  indexable: z.boolean(),
  /** Unix seconds at which the media addresses stop working. */
  expires_at: z.number().int(),
});
export type ViewVideo = z.infer<typeof viewVideoSchema>;

/** An interactive element as the viewing pages run it: the editor's selection mark is left out. */
const viewElementSchema = interactiveElementSchema.omit({ active: true });
export type ViewElement = z.infer<typeof viewElementSchema>;

/**
 * GET api/view/{videoId} and the viewing page's data block: what the page plays, with the video's
 * interactive elements (sorted by start) and its presentation (the default view position and the
 * slides sorted by start). Their images are at signed addresses that end with the other media's;
 * both lists are empty when the video has none.
 */
export const viewAnswerSchema = viewVideoSchema.extend({
  interactive: z.array(viewElementSchema),
  presentation: presentationSchema,
  /** The signed token the page sends with its view events (`POST api/stats/events`). */
  stats_token: z.string(),
});
export type ViewAnswer = z.infer<typeof viewAnswerSchema>;

export const viewQuerySchema = z.object({ surface: viewSurfaceSchema.default('view') });

/** POST api/view/{videoId}/password: the password of a `password` video. */
export const viewPasswordSchema = z.object({
  password: z
    .string({ error: VIEW_TEXTS.passwordRequired })
    .min(1, VIEW_TEXTS.passwordRequired)
    .max(PRIVACY_PASSWORD_MAX, VIEW_TEXTS.passwordWrong),
});
/** The answer: a view token for the header `X-View-Token`, valid until `expires_at` (unix seconds). */
export const viewTokenSchema = z.object({ token: z.string(), expires_at: z.number().int() });
export type ViewToken = z.infer<typeof viewTokenSchema>;

/** GET api/oembed?url=...&maxwidth&maxheight&format=json (oEmbed 1.0, video type). */
export const oembedQuerySchema = z.object({
  url: z.string().min(1).max(2048),
  maxwidth: z.coerce.number().int().positive().max(10000).optional(),
  maxheight: z.coerce.number().int().positive().max(10000).optional(),
  format: z.string().max(10).optional(),
});
export const oembedSchema = z.object({
  version: z.literal('1.0'),
  type: z.literal('video'),
  provider_name: z.string(),
  provider_url: z.string(),
  title: z.string(),
  html: z.string(),
  width: z.number().int(),
  height: z.number().int(),
  thumbnail_url: z.string().optional(),
  thumbnail_width: z.number().int().optional(),
  thumbnail_height: z.number().int().optional(),
});
export type OEmbed = z.infer<typeof oembedSchema>;
