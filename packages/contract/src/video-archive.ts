import { z } from 'zod';

/** How many videos one archive may hold. */
export const VIDEO_ARCHIVE_MAX = 50;

/** POST api/videos/archive: the videos whose source files go into one zip download. */
export const videoArchiveRequestSchema = z.object({
  ids: z
    .array(z.uuid('The video id is not valid.'))
    .min(1, 'Select one or more videos.')
    .max(VIDEO_ARCHIVE_MAX, `At most ${VIDEO_ARCHIVE_MAX} videos can be downloaded at once.`),
});
export type VideoArchiveRequest = z.infer<typeof videoArchiveRequestSchema>;

/** The signed address of the zip (valid one hour; it streams the files as it is read). */
export const videoArchiveSchema = z.object({ url: z.string() });
export type VideoArchive = z.infer<typeof videoArchiveSchema>;

/** GET api/videos/archive/{ids}: the ids joined with commas. */
export const videoArchiveParamsSchema = z.object({
  ids: z
    .string()
    .transform((text) => text.split(','))
    .pipe(videoArchiveRequestSchema.shape.ids),
});
