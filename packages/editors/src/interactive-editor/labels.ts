import type { ElementKind } from '../core/builders.ts';
import type { ActionType, AreaType, LinkTarget, StartAction } from '../core/document.ts';

/** The names of the area types, as the sidebar and the form show them. */
export const AREA_LABELS: Record<AreaType, string> = {
  hotspot: 'Hotspot',
  image: 'Image',
  text: 'Text',
  playeraction: 'Player action',
  input: 'Input',
};

/** The Add menu's entries, in its order. */
export const ADD_MENU: readonly { id: ElementKind; label: string }[] = [
  { id: 'hotspot', label: AREA_LABELS.hotspot },
  { id: 'image', label: AREA_LABELS.image },
  { id: 'text', label: AREA_LABELS.text },
  { id: 'playeraction', label: AREA_LABELS.playeraction },
];

/** The area types an element's area can be changed to (the style becomes that type's default). */
export const CHANGEABLE_AREAS: readonly AreaType[] = ['hotspot', 'image', 'text'];

export const ACTION_LABELS: Record<ActionType, string> = {
  openLink: 'Open a link',
  openDownload: 'Download a file',
  openVideo: 'Open a video',
  skipTo: 'Skip to',
  skipToAndPause: 'Skip to and pause',
  play: 'Play',
  pause: 'Pause',
};

export const START_ACTION_LABELS: Record<StartAction, string> = { pause: 'Pause', play: 'Play' };

export const TARGET_LABELS: Record<LinkTarget, string> = { _blank: 'New tab', _top: 'Same window' };

/** The zoom levels of the player. */
export const ZOOM_LEVELS: readonly number[] = [1, 1.5, 2];
export const zoomLabel = (zoom: number): string => `${Math.round(zoom * 100)} %`;

export { SAVE_TEXTS } from '../react/editor-host.ts';

export const EMPTY_TITLE = 'No elements yet';
export const EMPTY_HINT =
  'Choose Add to place a hotspot, image, text or player action at the current position of the video.';
export const IMAGE_TYPE_MESSAGE = 'Only jpg, jpeg and png images can be used.';
export const UPLOAD_FAILED_MESSAGE = 'The image could not be uploaded. Please try again.';
