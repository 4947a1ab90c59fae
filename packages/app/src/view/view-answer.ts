import type { InteractiveElementAnswer, PresentationAnswer, ViewVideo } from '@reelbase/contract';

/** An interactive element as the viewing pages run it (the server leaves out the editor's selection mark). */
export type ViewElement = Omit<InteractiveElementAnswer, 'active'>;

/**
 * What GET api/view/{id} answers and the page's data block holds: the video, its interactive
 * elements sorted by start and its presentation, with images at signed addresses. Both are
 * empty when the video has none (and missing from an answer of an older server).
 */
export type ViewAnswer = ViewVideo & {
  interactive?: readonly ViewElement[];
  presentation?: PresentationAnswer;
};
