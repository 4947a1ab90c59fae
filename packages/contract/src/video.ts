import { z } from 'zod';

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
export const encodingParamsSchema = z.object({ id: z.uuid(), height: z.coerce.number().int() });
/** `?token=` of a signed download address. */
export const downloadQuerySchema = z.object({ token: z.string().max(500).optional() });
export const sendMailResponseSchema = z.object({ sent: z.number().int() });
