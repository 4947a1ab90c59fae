import { INTERACTIVE_TEXTS } from '@reelbase/contract/interactive-values';
import { longTextMessage } from '@reelbase/contract/messages';
import { HEX_COLOR, HEX_COLOR_MESSAGE as HEX_TEXT } from '@reelbase/contract/player-defaults';
import { MAX_AREA_TEXT } from './defaults.ts';
import type { InteractiveElement } from './document.ts';

// The contract's texts, which the server answers too (typed here as text, so that the library's
// type declarations stand on their own).
export const LINK_INVALID_MESSAGE: string = INTERACTIVE_TEXTS.linkInvalid;
export const LINK_REQUIRED_MESSAGE: string = INTERACTIVE_TEXTS.linkRequired;
export const OUT_OF_RANGE_MESSAGE: string = INTERACTIVE_TEXTS.outOfRange;
export const HEX_COLOR_MESSAGE: string = HEX_TEXT;
export const textTooLongMessage: (max: number) => string = longTextMessage;

/** One problem of an element: the field's path (e.g. `action.link`) and the message shown under it. */
export interface FieldError {
  field: string;
  message: string;
}

/** Rule "the action link must be a valid URL": an absolute http or https address with a host. */
export function isValidLink(link: string): boolean {
  try {
    const url = new URL(link.trim());
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== '';
  } catch {
    return false;
  }
}

/** Rule "a hex colour begins with # and has 6 or 8 digits" (shorthand #fff and #ffff refused). */
export const isHexColor = (color: string): boolean => HEX_COLOR.test(color);

/** Rule "time inputs are bounded by the video duration": 0 to `duration` seconds. */
export const isTimeInRange = (seconds: number, duration: number): boolean =>
  Number.isFinite(seconds) && seconds >= 0 && seconds <= duration;

/**
 * The validation rules of the per-element editor: the link (required for openLink and openDownload,
 * a valid URL when given), the colours of both states (hex, 6 or 8 digits; empty means none), the
 * area text (at most 500 characters), and start, end and skip time within the video.
 */
export function validateElement(element: InteractiveElement, duration: number): FieldError[] {
  const errors: FieldError[] = [];
  const { action } = element;
  if (action.type === 'openLink' || action.type === 'openDownload') {
    if (action.link.trim() === '') errors.push({ field: 'action.link', message: LINK_REQUIRED_MESSAGE });
    else if (!isValidLink(action.link)) errors.push({ field: 'action.link', message: LINK_INVALID_MESSAGE });
  }
  for (const state of ['default', 'hover'] as const) {
    const look = element.style[state];
    const colors: Array<[string, string]> = [
      [`style.${state}.background.color`, look.background.color],
      [`style.${state}.border.color`, look.border.color],
      [`style.${state}.font.color`, look.font.color],
    ];
    for (const [field, color] of colors) {
      if (color !== '' && !isHexColor(color)) errors.push({ field, message: HEX_COLOR_MESSAGE });
    }
  }
  if (element.area.text.length > MAX_AREA_TEXT) {
    errors.push({ field: 'area.text', message: textTooLongMessage(MAX_AREA_TEXT) });
  }
  const times: Array<[string, number]> = [
    ['start', element.start],
    ['end', element.end],
  ];
  if (action.type === 'skipTo' || action.type === 'skipToAndPause') times.push(['action.timeIndex', action.timeIndex]);
  for (const [field, seconds] of times) {
    if (!isTimeInRange(seconds, duration)) errors.push({ field, message: OUT_OF_RANGE_MESSAGE });
  }
  return errors;
}
