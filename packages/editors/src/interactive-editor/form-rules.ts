import { ELEMENT_LIMITS, INTERACTIVE_TEXTS } from '@reelbase/contract/interactive-values';
import { DEFAULT_BORDER_WIDTH, MAX_AREA_TEXT, MAX_BORDER_WIDTH, MIN_FONT_SIZE } from '../core/defaults.ts';
import type { ActionType } from '../core/document.ts';
import { isValidLink, LINK_INVALID_MESSAGE, LINK_REQUIRED_MESSAGE } from '../core/validation.ts';

/*
 * What the element form accepts as typed: a message for text that may not be stored (it stays in
 * its field), and the value a number field takes when it is left.
 */

/** The name is required (the server refuses an empty one). */
export const nameMessage = (text: string): string | null =>
  text.trim() === '' ? INTERACTIVE_TEXTS.nameRequired : null;

/** The area text has at most 500 characters. */
export const areaTextMessage = (text: string): string | null =>
  text.length > MAX_AREA_TEXT ? INTERACTIVE_TEXTS.textTooLong : null;

/** The link is required for a link or a download, and a valid http(s) address whenever given. */
export function linkMessage(type: ActionType, link: string): string | null {
  const needed = type === 'openLink' || type === 'openDownload';
  if (link.trim() === '') return needed ? LINK_REQUIRED_MESSAGE : null;
  return isValidLink(link) ? null : LINK_INVALID_MESSAGE;
}

/** A number typed into a field, or NaN. */
const numberOf = (text: string) => (text.trim() === '' ? Number.NaN : Number(text));

const inRange = (text: string, min: number, max: number) => {
  const value = numberOf(text);
  return Number.isFinite(value) && value >= min && value <= max;
};

export const BORDER_WIDTH_MESSAGE = `Between 0 and ${MAX_BORDER_WIDTH} px`;
export const FONT_SIZE_MESSAGE = `At least ${MIN_FONT_SIZE} px`;

/** A typed border width is stored while it is from 0 to 20. */
export const borderWidthMessage = (text: string): string | null =>
  inRange(text, 0, MAX_BORDER_WIDTH) ? null : BORDER_WIDTH_MESSAGE;

/** Rule "border width clamped from 0 to 20 px" when the field is left; non-numeric becomes the default (1). */
export function borderWidthOnLeave(text: string): number {
  const value = numberOf(text);
  if (!Number.isFinite(value)) return DEFAULT_BORDER_WIDTH;
  return Math.min(MAX_BORDER_WIDTH, Math.max(0, value));
}

/** A typed font size is stored while it is at least 8 (and at most the server's 1000). */
export const fontSizeMessage = (text: string): string | null =>
  inRange(text, MIN_FONT_SIZE, ELEMENT_LIMITS.maxFontSize) ? null : FONT_SIZE_MESSAGE;

/** Rule "font size minimum 8: smaller or non-numeric becomes 8" when the field is left. */
export function fontSizeOnLeave(text: string): number {
  const value = numberOf(text);
  if (!Number.isFinite(value) || value < MIN_FONT_SIZE) return MIN_FONT_SIZE;
  return Math.min(ELEMENT_LIMITS.maxFontSize, value);
}
