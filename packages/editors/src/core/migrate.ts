import { blankAction, DEFAULT_FONT_SIZE, defaultStyle } from './defaults.ts';
import {
  ACTION_TYPES,
  AREA_TYPES,
  DEFAULT_PRESENTATION_POSITION,
  DOCUMENT_VERSION,
  type EditorDocument,
  type ElementAction,
  type ElementArea,
  type ElementLook,
  type ElementStyle,
  type InteractiveElement,
  LINK_TARGETS,
  PRESENTATION_POSITIONS,
  type Presentation,
  type Slide,
  START_ACTIONS,
} from './document.ts';
import { sortByStart } from './sort.ts';

type Raw = Record<string, unknown>;

/** The error of a document this editor cannot read. */
export class DocumentVersionError extends Error {
  constructor(readonly version: unknown) {
    super(
      typeof version === 'number' && Number.isInteger(version) && version > DOCUMENT_VERSION
        ? `This editor document has version ${version}; this editor reads versions up to ${DOCUMENT_VERSION}. Update the editor to open it.`
        : `This editor document has an unreadable version (${JSON.stringify(version)}).`,
    );
    this.name = 'DocumentVersionError';
  }
}

const isRecord = (value: unknown): value is Raw => typeof value === 'object' && value !== null && !Array.isArray(value);
const record = (value: unknown): Raw => (isRecord(value) ? value : {});
const text = (value: unknown, fallback = ''): string =>
  typeof value === 'string' ? value : typeof value === 'number' ? String(value) : fallback;
const number = (value: unknown, fallback = 0): number => {
  const parsed = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return typeof parsed === 'number' && Number.isFinite(parsed) ? parsed : fallback;
};
const flag = (value: unknown, fallback = false): boolean =>
  typeof value === 'boolean' ? value : value === 1 || value === '1' || value === 'true' ? true : fallback;
const oneOf = <T extends string>(value: unknown, allowed: readonly T[], fallback: T): T =>
  allowed.includes(value as T) ? (value as T) : fallback;

function readLook(raw: unknown, fallback: ElementLook): ElementLook {
  const look = record(raw);
  const background = record(look.background);
  const border = record(look.border);
  const font = record(look.font);
  return {
    background: {
      color: text(background.color, fallback.background.color),
      path: text(background.path, fallback.background.path),
      url: text(background.url, fallback.background.url),
    },
    border: { width: number(border.width, fallback.border.width), color: text(border.color, fallback.border.color) },
    font: {
      family: text(font.family, fallback.font.family) || fallback.font.family,
      size: number(font.size, DEFAULT_FONT_SIZE),
      color: text(font.color, fallback.font.color),
    },
  };
}

function readStyle(raw: unknown, fallback: ElementStyle): ElementStyle {
  const style = record(raw);
  const origin = record(style.origin);
  const dimensions = record(style.dimensions);
  return {
    origin: { left: number(origin.left, fallback.origin.left), top: number(origin.top, fallback.origin.top) },
    dimensions: {
      width: number(dimensions.width, fallback.dimensions.width),
      height: number(dimensions.height, fallback.dimensions.height),
    },
    default: readLook(style.default, fallback.default),
    hover: readLook(style.hover, fallback.hover),
  };
}

function readAction(raw: unknown): ElementAction {
  const action = record(raw);
  const blank = blankAction(oneOf(action.type, ACTION_TYPES, 'openLink'));
  return {
    type: blank.type,
    link: text(action.link),
    target: oneOf(action.target, LINK_TARGETS, '_blank'),
    videoId: text(action.videoId),
    startAt: number(action.startAt),
    timeIndex: number(action.timeIndex),
    autoPlay: flag(action.autoPlay),
    mute: flag(action.mute),
  };
}

function readArea(raw: unknown): ElementArea {
  const area = record(raw);
  const result: ElementArea = {
    type: oneOf(area.type, AREA_TYPES, 'hotspot'),
    shape: text(area.shape, 'rectangle'),
    text: text(area.text),
  };
  if (area.name !== undefined) result.name = text(area.name);
  if (area.placeholder !== undefined) result.placeholder = text(area.placeholder);
  if (area.seekOffset !== undefined) result.seekOffset = number(area.seekOffset);
  return result;
}

/** Reads one element as the video API stores it, filling what is missing with the defaults. */
export function readElement(raw: unknown, index = 0): InteractiveElement {
  const element = record(raw);
  const area = readArea(element.area);
  const start = number(element.start);
  return {
    _id: text(element._id) || text(element.id) || `element-${index + 1}`,
    name: text(element.name),
    start,
    end: number(element.end, start),
    startAction: oneOf(element.startAction, START_ACTIONS, 'pause'),
    action: readAction(element.action),
    area,
    style: readStyle(element.style, defaultStyle(area.type)),
    active: flag(element.active),
  };
}

/** Reads one slide as the video API stores it. */
export function readSlide(raw: unknown, index = 0): Slide {
  const slide = record(raw);
  const start = number(slide.start);
  return {
    _id: text(slide._id) || text(slide.id) || `slide-${index + 1}`,
    name: text(slide.name),
    start,
    end: number(slide.end, start),
    src: text(slide.src),
    cdn_src: text(slide.cdn_src),
    active: flag(slide.active),
  };
}

function readPresentation(raw: unknown): Presentation {
  const presentation = Array.isArray(raw) ? { items: raw } : record(raw);
  const items = Array.isArray(presentation.items) ? presentation.items : [];
  return {
    settings: {
      position: oneOf(record(presentation.settings).position, PRESENTATION_POSITIONS, DEFAULT_PRESENTATION_POSITION),
    },
    items: sortByStart(items.map(readSlide)),
  };
}

/**
 * Reads a stored document into the current version.
 *
 * - Version 1 is read as is (missing fields take their defaults).
 * - A document without a version is the video API's raw shapes: `{ videoId | id, duration (seconds),
 *   interactive_area | elements, presentation: { settings, items } }`; a `video` record instead of
 *   `videoId`/`duration` gives its id and its duration in milliseconds.
 * - A later version is refused with a {@link DocumentVersionError}: an older editor must not
 *   rewrite a document it does not understand.
 */
export function migrateDocument(input: unknown): EditorDocument {
  if (!isRecord(input)) throw new TypeError('An editor document must be an object.');
  if (input.version !== undefined && input.version !== DOCUMENT_VERSION) throw new DocumentVersionError(input.version);
  const video = record(input.video);
  const duration =
    input.duration !== undefined
      ? number(input.duration)
      : video.duration !== undefined
        ? number(video.duration) / 1000
        : 0;
  const rawElements = Array.isArray(input.elements)
    ? input.elements
    : Array.isArray(input.interactive_area)
      ? input.interactive_area
      : [];
  return {
    version: DOCUMENT_VERSION,
    videoId: text(input.videoId) || text(input.id) || text(video.id),
    duration: Math.max(0, duration),
    elements: sortByStart(rawElements.map(readElement)),
    presentation: readPresentation(input.presentation),
  };
}
