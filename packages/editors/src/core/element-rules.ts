import { blankAction, clampBorderWidth, defaultStyle, normalizeFontSize } from './defaults.ts';
import type {
  ActionType,
  AreaType,
  ElementAction,
  ElementArea,
  ElementLook,
  ElementStyle,
  InteractiveElement,
  StartAction,
} from './document.ts';
import { sortByStart } from './sort.ts';

export { clampBorderWidth, normalizeFontSize, sortByStart };

/** Free start point: the step a new element's start moves past a colliding start, in seconds. */
export const FREE_START_STEP = 0.2;
/** Free start point: a new element starts at most this long before the end of the video, in seconds. */
export const FREE_START_END_MARGIN = 0.4;

/** Times are kept to the millisecond, so repeated 0.2 s steps do not drift. */
export const roundTime = (seconds: number): number => Math.round(seconds * 1000) / 1000;
const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));

/**
 * Rule "a new element starts at the current playhead, at a free start point": while another element
 * already starts there, the start moves by +0.2 s; the result is clamped to duration − 0.4 s (and
 * never below 0).
 */
export function freeStartPoint(playhead: number, takenStarts: Iterable<number>, duration: number): number {
  const limit = roundTime(Math.max(0, duration - FREE_START_END_MARGIN));
  const taken = new Set([...takenStarts].map(roundTime));
  let start = roundTime(clamp(Number.isFinite(playhead) ? playhead : 0, 0, limit));
  while (taken.has(start) && start < limit) start = roundTime(start + FREE_START_STEP);
  return Math.min(start, limit);
}

/** Rule "setting startAction to pause disables the end field": the end follows the start. */
export const isEndLocked = (element: Pick<InteractiveElement, 'startAction'>): boolean =>
  element.startAction === 'pause';

/** Rule "setting startAction to pause sets end equal to start". */
export function setStartAction(element: InteractiveElement, startAction: StartAction): InteractiveElement {
  return { ...element, startAction, end: startAction === 'pause' ? element.start : element.end };
}

/**
 * Rule "moving start past end pulls end to start" (and a locked end always equals the start).
 * The start is bounded by the video: 0 to `duration`; a value that is not a number changes nothing.
 */
export function setStart(element: InteractiveElement, start: number, duration = Number.POSITIVE_INFINITY) {
  if (!Number.isFinite(start)) return element;
  const next = roundTime(clamp(start, 0, Math.max(0, duration)));
  const end = isEndLocked(element) || next > element.end ? next : element.end;
  return { ...element, start: next, end };
}

/**
 * Rule "moving end before start pulls start to end". A locked end (pause at start) cannot move:
 * the element keeps end equal to start. The end is bounded by the video: 0 to `duration`; a value
 * that is not a number changes nothing.
 */
export function setEnd(element: InteractiveElement, end: number, duration = Number.POSITIVE_INFINITY) {
  if (isEndLocked(element)) return { ...element, end: element.start };
  if (!Number.isFinite(end)) return element;
  const next = roundTime(clamp(end, 0, Math.max(0, duration)));
  return { ...element, end: next, start: Math.min(next, element.start) };
}

/** Rule "player-action elements may not use openLink, openDownload, openVideo, skipToAndPause or play". */
export const PLAYER_ACTION_FORBIDDEN: readonly ActionType[] = [
  'openLink',
  'openDownload',
  'openVideo',
  'skipToAndPause',
  'play',
];
const ALL_ACTIONS: readonly ActionType[] = [
  'openLink',
  'openDownload',
  'openVideo',
  'skipTo',
  'skipToAndPause',
  'play',
  'pause',
];

/** The action types an area may use (player actions: skipTo and pause only). */
export function allowedActionTypes(area: AreaType): readonly ActionType[] {
  return area === 'playeraction' ? ALL_ACTIONS.filter((type) => !PLAYER_ACTION_FORBIDDEN.includes(type)) : ALL_ACTIONS;
}

export const isActionAllowed = (area: AreaType, action: ActionType): boolean =>
  allowedActionTypes(area).includes(action);

/** The guard of the player-action rule: throws when an area would use an action it may not. */
export function assertActionAllowed(area: AreaType, action: ActionType): void {
  if (!isActionAllowed(area, action)) {
    throw new RangeError(`A ${area} element cannot use the ${action} action.`);
  }
}

/**
 * Rule "changing the action type builds the matching action": a fresh action of that type that
 * keeps, from the previous action, only the fields the new type uses (the link and target of a
 * link or download, the video of an open-video action, the time of a skip).
 */
export function buildAction(type: ActionType, previous?: ElementAction): ElementAction {
  const action = blankAction(type);
  if (!previous) return action;
  if (type === 'openLink' || type === 'openDownload')
    return { ...action, link: previous.link, target: previous.target };
  if (type === 'openVideo') {
    const { videoId, startAt, autoPlay, mute, target } = previous;
    return { ...action, videoId, startAt, autoPlay, mute, target };
  }
  if (type === 'skipTo' || type === 'skipToAndPause') return { ...action, timeIndex: previous.timeIndex };
  return action;
}

/** Rule "changing the action type builds the matching action", guarded by the player-action rule. */
export function changeActionType(element: InteractiveElement, type: ActionType): InteractiveElement {
  assertActionAllowed(element.area.type, type);
  return { ...element, action: buildAction(type, element.action) };
}

/**
 * Rule "changing the area type replaces the style with the default for hotspot, image or text".
 * Player actions and inputs keep the style they had. An action the new area may not use becomes
 * a pause action.
 */
export function changeAreaType(element: InteractiveElement, type: AreaType): InteractiveElement {
  const area: ElementArea = {
    type,
    shape: type === 'hotspot' ? 'rectangle' : element.area.shape,
    text: element.area.text,
  };
  if (type === 'input') {
    area.name = element.area.name ?? '';
    area.placeholder = element.area.placeholder ?? '';
    area.seekOffset = element.area.seekOffset ?? 0;
  }
  const keepsStyle = type === 'playeraction' || type === 'input';
  return {
    ...element,
    area,
    style: keepsStyle ? element.style : defaultStyle(type),
    action: isActionAllowed(type, element.action.type) ? element.action : buildAction('pause'),
  };
}

/** Rules "font size minimum 8" and "border width 0 to 20", applied to both states of a style. */
export function normalizeStyle(style: ElementStyle): ElementStyle {
  const look = (state: ElementLook): ElementLook => ({
    ...state,
    border: { ...state.border, width: clampBorderWidth(state.border.width) },
    font: { ...state.font, size: normalizeFontSize(state.font.size) },
  });
  return { ...style, default: look(style.default), hover: look(style.hover) };
}

/** Rule "a duplicate gets ' - copy' appended": a new id, not selected, otherwise the same. */
export function duplicateElement(element: InteractiveElement, id: string): InteractiveElement {
  return { ...structuredClone(element), _id: id, name: `${element.name} - copy`, active: false };
}

/**
 * Moves an element by `dx`, `dy` percent points (a nudge; Shift ×10 is the caller's), keeping its
 * box inside the player.
 */
export function moveElement(element: InteractiveElement, dx: number, dy: number): InteractiveElement {
  const { origin, dimensions } = element.style;
  const left = clamp(origin.left + dx, 0, Math.max(0, 100 - dimensions.width));
  const top = clamp(origin.top + dy, 0, Math.max(0, 100 - dimensions.height));
  return { ...element, style: { ...element.style, origin: { left: roundTime(left), top: roundTime(top) } } };
}
