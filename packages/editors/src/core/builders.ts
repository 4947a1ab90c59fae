import { blankAction, DEFAULT_BOX, hotspotStyle, imageStyle, textStyle } from './defaults.ts';
import type { AreaType, ElementStyle, InteractiveElement } from './document.ts';

/** The kinds of element the Add menu creates. */
export type ElementKind = 'hotspot' | 'image' | 'text' | 'playeraction';
export const ELEMENT_KINDS: readonly ElementKind[] = ['hotspot', 'image', 'text', 'playeraction'];

/** Default names of new elements. */
export const NEW_ELEMENT_NAMES: Record<ElementKind, string> = {
  hotspot: 'New Hot Spot',
  image: 'New Image',
  text: 'New text',
  playeraction: 'New Player Action',
};
/** The text of a new text element. */
export const NEW_TEXT = 'A content text comes here';
/** Player height / width when the player's size is not known (16:9). */
export const DEFAULT_PLAYER_ASPECT_RATIO = 0.5625;
/** Width in percent of a new image, and of a new image that is taller than wide. */
export const IMAGE_WIDTH = 20;
export const TALL_IMAGE_WIDTH = 5;

/** Pixel size of an image or of the player. */
export interface PixelSize {
  width: number;
  height: number;
}

/** What a new element needs: its id and its start (already a free start point). */
export interface NewElementInput {
  id: string;
  start: number;
}

export interface NewImageInput extends NewElementInput {
  /** The picture's pixel size, when known. */
  image?: PixelSize;
  /** Player height / width; {@link DEFAULT_PLAYER_ASPECT_RATIO} when missing or not positive. */
  playerAspectRatio?: number;
}

const round2 = (value: number) => Math.round(value * 100) / 100;

function base(kind: ElementKind, area: AreaType, { id, start }: NewElementInput, style: ElementStyle) {
  const element: InteractiveElement = {
    _id: id,
    name: NEW_ELEMENT_NAMES[kind],
    start,
    end: start,
    startAction: 'pause',
    action: blankAction('openLink'),
    area: { type: area, shape: 'rectangle', text: '' },
    style,
    active: false,
  };
  return element;
}

/**
 * New hotspot: 'New Hot Spot', a rectangle at 25/40 sized 50×20 with a white 1 px border (red on
 * hover) that opens an external link in a new tab. It pauses at its start, so its end equals its start.
 */
export function newHotspot(input: NewElementInput): InteractiveElement {
  return base('hotspot', 'hotspot', input, hotspotStyle());
}

/** New text: 'New text' reading 'A content text comes here' in arial 24, yellow with alpha, red at 50 % on hover. */
export function newText(input: NewElementInput): InteractiveElement {
  const element = base('text', 'text', input, textStyle());
  return { ...element, area: { ...element.area, text: NEW_TEXT } };
}

/**
 * The box of a new image, in percent of the player. Of the two readings of the specification this
 * implements the sized one: 20 % wide (5 % when the picture is taller than wide), the height keeping
 * the picture's proportions on a player of `playerAspectRatio` (height / width, fallback 0.5625),
 * at 25 % left and 40 % top (moved up if it would leave the player). A picture of unknown size gets
 * the other reading's box, 25/40 sized 50×20.
 */
export function imageBox(image?: PixelSize, playerAspectRatio?: number): ElementStyle['origin'] & PixelSize {
  if (!image || !(image.width > 0) || !(image.height > 0)) return { ...DEFAULT_BOX };
  const ratio =
    playerAspectRatio !== undefined && playerAspectRatio > 0 && Number.isFinite(playerAspectRatio)
      ? playerAspectRatio
      : DEFAULT_PLAYER_ASPECT_RATIO;
  const width = image.height > image.width ? TALL_IMAGE_WIDTH : IMAGE_WIDTH;
  const height = round2(Math.min(100, (width * (image.height / image.width)) / ratio));
  return { left: DEFAULT_BOX.left, top: round2(Math.min(DEFAULT_BOX.top, 100 - height)), width, height };
}

/** New image: 'New Image' in the box of {@link imageBox}. */
export function newImage(input: NewImageInput): InteractiveElement {
  const { left, top, width, height } = imageBox(input.image, input.playerAspectRatio);
  const style = imageStyle();
  return base('image', 'image', input, { ...style, origin: { left, top }, dimensions: { width, height } });
}

/** New player action: 'New Player Action' with a pause action, start equal to end. */
export function newPlayerAction(input: NewElementInput): InteractiveElement {
  return { ...base('playeraction', 'playeraction', input, hotspotStyle()), action: blankAction('pause') };
}

/** A new element of the kind the Add menu offers. */
export function newElement(kind: ElementKind, input: NewImageInput): InteractiveElement {
  if (kind === 'image') return newImage(input);
  if (kind === 'text') return newText(input);
  if (kind === 'playeraction') return newPlayerAction(input);
  return newHotspot(input);
}
