import { z } from 'zod';
import { editorSeconds } from './interactive.ts';
import { ELEMENT_LIMITS, INTERACTIVE_TEXTS, PRESENTATION_POSITION_VALUES, SLIDES_MAX } from './interactive-values.ts';
import { tooLongMessage } from './messages.ts';
import { text } from './validation.ts';

/*
 * The slide presentation beside a video (spec editors 7): slides with their images, times in seconds.
 */

export const slideParamsSchema = z.object({ id: z.uuid(), slideId: z.uuid() });
const presentationPositionSchema = z.enum(PRESENTATION_POSITION_VALUES);
export type PresentationPositionValue = z.infer<typeof presentationPositionSchema>;

/** A slide as the API answers it: `src` and `cdn_src` are signed addresses of its image. */
export const slideSchema = z.object({
  _id: z.uuid(),
  name: z.string(),
  start: z.number(),
  end: z.number(),
  src: z.string(),
  cdn_src: z.string(),
  active: z.boolean(),
});
export type SlideAnswer = z.infer<typeof slideSchema>;

export const presentationSettingsSchema = z.object({ position: presentationPositionSchema });

/** GET presentation: the default view position and the slides sorted by start. */
export const presentationSchema = z.object({ settings: presentationSettingsSchema, items: z.array(slideSchema) });
export type PresentationAnswer = z.infer<typeof presentationSchema>;

/** PUT presentation/settings answers the stored settings. */
export const presentationSettingsAnswerSchema = z.object({ settings: presentationSettingsSchema });

const slideName = text().trim().max(ELEMENT_LIMITS.nameMax, tooLongMessage(ELEMENT_LIMITS.nameMax));
/** A time of a form field (text) or of a JSON body (number). */
const formSeconds = z
  .union([z.number(), z.string().trim().max(30)], { error: INTERACTIVE_TEXTS.outOfRange })
  .transform((value) => (typeof value === 'string' ? (value === '' ? Number.NaN : Number(value)) : value))
  .pipe(editorSeconds());

/** The text fields of POST presentation (multipart with the image in `file`). */
export const slideFormFieldsSchema = z.object({
  _id: z.uuid().optional(),
  /** Defaults to the file name without its extension. */
  name: slideName.optional(),
  start: formSeconds.optional(),
  /** Defaults to the next slide's start, else the video's duration. */
  end: formSeconds.optional(),
});

/** The text fields of POST presentation/{slideId} that replaces the image: `_method=PUT`. */
export const slideReplaceFieldsSchema = z.object({
  _method: z
    .string()
    .trim()
    .max(10)
    .refine((value) => value.toUpperCase() === 'PUT', INTERACTIVE_TEXTS.methodInvalid)
    .optional(),
});

/** PUT presentation/{slideId}: any of name, start, end and active (`end` may not be before `start`). */
export const slideUpdateSchema = z.object({
  name: slideName.optional(),
  start: editorSeconds().optional(),
  end: editorSeconds().optional(),
  active: z.boolean().optional(),
});

/** POST presentation/duplicate: the slide to copy and, optionally, the id of the copy. */
export const slideDuplicateSchema = z.object({ _id: z.uuid(), new_id: z.uuid().optional() });

/** POST presentation/reorder: every slide of the video once, with its new start. */
export const slideReorderSchema = z.object({
  order: z.array(z.object({ _id: z.uuid(), start: editorSeconds() })).max(SLIDES_MAX),
});
