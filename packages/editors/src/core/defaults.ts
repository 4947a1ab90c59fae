import {
  type AreaType,
  DEFAULT_FONT_FAMILY,
  type ElementAction,
  type ElementLook,
  type ElementStyle,
} from './document.ts';

/** Default and largest border width in pixels. */
export const DEFAULT_BORDER_WIDTH = 1;
export const MAX_BORDER_WIDTH = 20;
/** Default font size in pixels; smaller or non-numeric sizes become {@link MIN_FONT_SIZE}. */
export const DEFAULT_FONT_SIZE = 24;
export const MIN_FONT_SIZE = 8;
/** The box of a new element in percent of the player: 25 % left, 40 % top, 50 % wide, 20 % high. */
export const DEFAULT_BOX = { left: 25, top: 40, width: 50, height: 20 } as const;
/** Longest area text. */
export const MAX_AREA_TEXT = 500;

export const WHITE = '#ffffff';
export const RED = '#ff0000';
export const TRANSPARENT = '#00000000';
/** The default colour of new text: yellow with alpha. */
export const TEXT_COLOR = '#ffff00cc';
/** The hover colour of new text: red at 50 %. */
export const TEXT_HOVER_COLOR = '#ff000080';

const look = (border: { width: number; color: string }, fontColor: string): ElementLook => ({
  background: { color: TRANSPARENT, path: '', url: '' },
  border,
  font: { family: DEFAULT_FONT_FAMILY, size: DEFAULT_FONT_SIZE, color: fontColor },
});

const box = () => ({
  origin: { left: DEFAULT_BOX.left, top: DEFAULT_BOX.top },
  dimensions: { width: DEFAULT_BOX.width, height: DEFAULT_BOX.height },
});

/** Hotspot: a rectangle with a white 1 px border that turns red on hover. */
export function hotspotStyle(): ElementStyle {
  return {
    ...box(),
    default: look({ width: DEFAULT_BORDER_WIDTH, color: WHITE }, WHITE),
    hover: look({ width: DEFAULT_BORDER_WIDTH, color: RED }, WHITE),
  };
}

/** Text: arial 24 in yellow with alpha, red at 50 % on hover; text states use the font only. */
export function textStyle(): ElementStyle {
  return {
    ...box(),
    default: look({ width: 0, color: WHITE }, TEXT_COLOR),
    hover: look({ width: 0, color: WHITE }, TEXT_HOVER_COLOR),
  };
}

/** Image: the default box with no border; the picture comes from the background path and url. */
export function imageStyle(): ElementStyle {
  return {
    ...box(),
    default: look({ width: 0, color: WHITE }, WHITE),
    hover: look({ width: 0, color: WHITE }, WHITE),
  };
}

/**
 * The default style of an area type. Player actions and inputs have no look of their own in the
 * specification; they take the hotspot's.
 */
export function defaultStyle(type: AreaType): ElementStyle {
  if (type === 'text') return textStyle();
  if (type === 'image') return imageStyle();
  return hotspotStyle();
}

/** The fields every action carries, with nothing chosen yet. */
export function blankAction(type: ElementAction['type']): ElementAction {
  return { type, link: '', target: '_blank', videoId: '', startAt: 0, timeIndex: 0, autoPlay: false, mute: false };
}

/** Rule "font size minimum 8": smaller or non-numeric sizes become 8. */
export function normalizeFontSize(size: unknown): number {
  const value = typeof size === 'string' && size.trim() !== '' ? Number(size) : size;
  return typeof value === 'number' && Number.isFinite(value) && value >= MIN_FONT_SIZE ? value : MIN_FONT_SIZE;
}

/** Rule "border width clamped from 0 to 20 px": non-numeric widths take the default (1). */
export function clampBorderWidth(width: unknown): number {
  const value = typeof width === 'string' && width.trim() !== '' ? Number(width) : width;
  if (typeof value !== 'number' || !Number.isFinite(value)) return DEFAULT_BORDER_WIDTH;
  return Math.min(MAX_BORDER_WIDTH, Math.max(0, value));
}
