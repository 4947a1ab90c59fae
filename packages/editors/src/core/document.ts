import { FONT_FAMILY_VALUES } from '@reelbase/contract/interactive-values';
/**
 * The editor document in the product's words: the interactive elements placed over a video and the
 * slide presentation synced to it. Times are seconds, positions and sizes are percent of the player.
 */

/** What happens to playback when an element starts: the player pauses (default) or keeps playing. */
export type StartAction = 'pause' | 'play';
export const START_ACTIONS: readonly StartAction[] = ['pause', 'play'];

/** What a click on an element does. */
export type ActionType = 'openLink' | 'openDownload' | 'openVideo' | 'skipTo' | 'skipToAndPause' | 'play' | 'pause';
export const ACTION_TYPES: readonly ActionType[] = [
  'openLink',
  'openDownload',
  'openVideo',
  'skipTo',
  'skipToAndPause',
  'play',
  'pause',
];

/** Where a link opens: `_blank` a new tab, `_top` the same window. */
export type LinkTarget = '_blank' | '_top';
export const LINK_TARGETS: readonly LinkTarget[] = ['_blank', '_top'];

/** The kind of thing drawn over the player. */
export type AreaType = 'hotspot' | 'image' | 'text' | 'playeraction' | 'input';
export const AREA_TYPES: readonly AreaType[] = ['hotspot', 'image', 'text', 'playeraction', 'input'];

/** The action of an element: a link to open, a video to open, a time to skip to, or a playback command. */
export interface ElementAction {
  type: ActionType;
  link: string;
  target: LinkTarget;
  videoId: string;
  /** Where the opened video starts, in seconds. */
  startAt: number;
  /** Where `skipTo` and `skipToAndPause` go, in seconds. */
  timeIndex: number;
  autoPlay: boolean;
  mute: boolean;
}

/** The area of an element: its type, its shape (a rectangle for a hotspot) and its text (up to 500 characters). */
export interface ElementArea {
  type: AreaType;
  shape: string;
  text: string;
  /** Input areas only: the field name, its placeholder and the seek offset in seconds. */
  name?: string;
  placeholder?: string;
  seekOffset?: number;
}

export interface Background {
  color: string;
  /** The stored path of an uploaded image. */
  path: string;
  /** The public address of an uploaded image. */
  url: string;
}

export interface Border {
  /** Pixels, 0 to 20. */
  width: number;
  color: string;
}

export interface Font {
  /** One of {@link FONT_FAMILIES}. */
  family: string;
  /** Pixels on a picture 640 px wide (the stage scales it with the picture), at least 8. */
  size: number;
  color: string;
}

/** The look of an element in one state (default or hover). */
export interface ElementLook {
  background: Background;
  border: Border;
  font: Font;
}

/** Position and size in percent of the player, and the default and hover looks. */
export interface ElementStyle {
  origin: { left: number; top: number };
  dimensions: { width: number; height: number };
  default: ElementLook;
  hover: ElementLook;
}

/** One hotspot, image, text, player action or input placed over the video between `start` and `end`. */
export interface InteractiveElement {
  /** A uuid. */
  _id: string;
  name: string;
  /** Seconds. */
  start: number;
  /** Seconds; equal to `start` when `startAction` is `pause`. */
  end: number;
  startAction: StartAction;
  action: ElementAction;
  area: ElementArea;
  style: ElementStyle;
  /** The element selected in the editor. */
  active: boolean;
}

/** The default view of slides beside the video: picture-in-picture, side-by-side or single. */
export type PresentationPosition = 'PIP' | 'SBS' | 'Single';
export const PRESENTATION_POSITIONS: readonly PresentationPosition[] = ['PIP', 'SBS', 'Single'];

/** One image of a presentation, shown from `start` to `end` (seconds). */
export interface Slide {
  _id: string;
  name: string;
  start: number;
  end: number;
  src: string;
  cdn_src: string;
  /** The slide the editor shows. */
  active: boolean;
}

/** The slides of a video, sorted by start, and their default view position. */
export interface Presentation {
  settings: { position: PresentationPosition };
  items: readonly Slide[];
}

/** The current version of {@link EditorDocument}. */
export const DOCUMENT_VERSION = 1;

/** Everything the editors edit for one video. */
export interface EditorDocument {
  version: typeof DOCUMENT_VERSION;
  videoId: string;
  /** The video's duration in seconds. */
  duration: number;
  /** Sorted by start. */
  elements: readonly InteractiveElement[];
  presentation: Presentation;
}

/** A font a text element can use: a web-safe stack and the label shown for it. */
export interface FontFamily {
  label: string;
  value: string;
}

const FONT_LABELS: Record<(typeof FONT_FAMILY_VALUES)[number], string> = {
  'arial, helvetica, sans-serif': 'Arial',
  'verdana, geneva, sans-serif': 'Verdana',
  "'trebuchet ms', helvetica, sans-serif": 'Trebuchet MS',
  'georgia, serif': 'Georgia',
  "'times new roman', times, serif": 'Times New Roman',
  "'courier new', courier, monospace": 'Courier New',
};

/** The six web-safe font stacks of text elements (the contract's list, which the server checks), with their names. */
export const FONT_FAMILIES: readonly FontFamily[] = FONT_FAMILY_VALUES.map((value) => ({
  label: FONT_LABELS[value],
  value,
}));

/** The font of a new text element. */
export const DEFAULT_FONT_FAMILY: string = FONT_FAMILY_VALUES[0];

/** The view position of a presentation that has no settings yet. */
export const DEFAULT_PRESENTATION_POSITION: PresentationPosition = 'PIP';
