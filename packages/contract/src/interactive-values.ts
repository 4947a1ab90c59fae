import { longTextMessage, requiredMessage } from './messages.ts';
import { HEX_COLOR_MESSAGE } from './player-defaults.ts';

/*
 * The values, limits and texts of the interactive elements and slides, kept free of schema code so
 * that the editors (a library of their own) and the viewing pages read them without the schemas.
 */

export const START_ACTION_VALUES = ['pause', 'play'] as const;
export const ACTION_TYPE_VALUES = [
  'openLink',
  'openDownload',
  'openVideo',
  'skipTo',
  'skipToAndPause',
  'play',
  'pause',
] as const;
export const LINK_TARGET_VALUES = ['_blank', '_top'] as const;
export const AREA_TYPE_VALUES = ['hotspot', 'image', 'text', 'playeraction', 'input'] as const;
export const PRESENTATION_POSITION_VALUES = ['PIP', 'SBS', 'Single'] as const;
/** Actions a player-action element may not use. */
export const PLAYER_ACTION_REFUSED = ['openLink', 'openDownload', 'openVideo', 'skipToAndPause', 'play'] as const;
/** The six web-safe font stacks of text elements (the first is the default). */
export const FONT_FAMILY_VALUES = [
  'arial, helvetica, sans-serif',
  'verdana, geneva, sans-serif',
  "'trebuchet ms', helvetica, sans-serif",
  'georgia, serif',
  "'times new roman', times, serif",
  "'courier new', courier, monospace",
] as const;

export const ELEMENT_LIMITS = {
  nameMax: 255,
  areaTextMax: 500,
  linkMax: 2048,
  pathMax: 500,
  minFontSize: 8,
  maxFontSize: 1000,
  defaultFontSize: 24,
  maxBorderWidth: 20,
  defaultBorderWidth: 1,
  /** The longest time any field may hold (100 hours); the video's duration bounds it further. */
  maxSeconds: 360_000,
} as const;

/** The largest interactive image and slide image, in bytes. */
export const INTERACTIVE_IMAGE_MAX_BYTES = 5 * 1024 * 1024;
export const SLIDE_IMAGE_MAX_BYTES = 20 * 1024 * 1024;
/** Interactive images: jpg, jpeg and png (checked by their bytes). */
export const INTERACTIVE_IMAGE_EXTENSIONS = ['jpg', 'jpeg', 'png'] as const;
/** Slide images: any raster image the browsers show (checked by their bytes). */
export const SLIDE_IMAGE_EXTENSIONS = ['jpg', 'jpeg', 'png', 'gif', 'webp'] as const;
/** The most slides a reorder may list. */
export const SLIDES_MAX = 1000;

export const INTERACTIVE_TEXTS = {
  linkRequired: 'The Link field must have a value!',
  linkInvalid: 'The Link must be a valid URL!',
  outOfRange: 'Value is out of allowed range',
  hexInvalid: HEX_COLOR_MESSAGE,
  textTooLong: longTextMessage(ELEMENT_LIMITS.areaTextMax),
  nameRequired: requiredMessage('name'),
  fontFamilyInvalid: 'The font family must be one of the listed fonts.',
  urlInvalid: 'The address must be a valid URL.',
  playerActionNotAllowed: 'A player action can only skip to a time or pause the video.',
  idTaken: 'This id is already in use.',
  elementNotFound: 'The interactive element was not found.',
  slideNotFound: 'The slide was not found.',
  reorderMismatch: 'The order must list every slide of the video exactly once.',
  methodInvalid: 'Only PUT can be sent as _method here.',
  copySuffix: ' - copy',
} as const;

/** An absolute http or https address with a host. */
export function isHttpUrl(value: string): boolean {
  try {
    const url = new URL(value.trim());
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== '';
  } catch {
    return false;
  }
}
