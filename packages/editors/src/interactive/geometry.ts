import type { InteractiveElement } from '../core/document.ts';

/** A box in pixels of the stage. */
export interface PixelBox {
  x: number;
  y: number;
  width: number;
  height: number;
}

/**
 * Font sizes are pixels on a picture this wide; on a player of another size they scale with the
 * picture (as the element's box does), so an element looks the same in the editor, on a phone and
 * in a small embed.
 */
export const FONT_REFERENCE_WIDTH = 640;

/** A font size in pixels of a stage `stageWidth` wide. */
export function scaledFontSize(size: number, stageWidth: number): number {
  return stageWidth > 0 ? (size * stageWidth) / FONT_REFERENCE_WIDTH : size;
}

/** How far (seconds) past its end an element still counts as shown: the player reports time in steps. */
export const SHOWN_TOLERANCE = 0.05;

/** Whether an element is shown at `time`: between its start and its end. */
export function isElementShown(element: Pick<InteractiveElement, 'start' | 'end'>, time: number): boolean {
  return time >= element.start - SHOWN_TOLERANCE && time <= element.end + SHOWN_TOLERANCE;
}

/** The element's box on a stage of `width` × `height` pixels (its origin and size are percent). */
export function elementBox(element: InteractiveElement, width: number, height: number): PixelBox {
  const { origin, dimensions } = element.style;
  return {
    x: (origin.left / 100) * width,
    y: (origin.top / 100) * height,
    width: (dimensions.width / 100) * width,
    height: (dimensions.height / 100) * height,
  };
}

/** Pixels to percent of `size`, to the thousandth. */
export const toPercent = (pixels: number, size: number): number =>
  size > 0 ? Math.round((pixels / size) * 100_000) / 1000 : 0;

/** Keeps a box of `width` × `height` at `x`, `y` inside the stage. */
export function keepInside(
  x: number,
  y: number,
  width: number,
  height: number,
  stageWidth: number,
  stageHeight: number,
) {
  return {
    x: Math.min(Math.max(0, stageWidth - width), Math.max(0, x)),
    y: Math.min(Math.max(0, stageHeight - height), Math.max(0, y)),
  };
}
