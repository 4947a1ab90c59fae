import { interactiveElementSchema, presentationSchema, viewVideoSchema } from '@reelbase/contract';
import { z } from 'zod';

/** An interactive element as the viewing pages run it: the editor's selection mark is left out. */
export const viewElementSchema = interactiveElementSchema.omit({ active: true });
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
});
export type ViewAnswer = z.infer<typeof viewAnswerSchema>;
