import type { InteractiveElement } from '../core/document.ts';

/** What the start rules read of an element. */
export type TimedElement = Pick<InteractiveElement, '_id' | 'start' | 'startAction' | 'area' | 'action'>;

/** A reading of the playhead: its position (seconds), whether the video played, and when (milliseconds, any clock). */
export interface PlayheadSample {
  time: number;
  playing: boolean;
  at: number;
}

/**
 * How much further (seconds) than the time that passed the playhead may move between two readings
 * and still count as played: the player reports its position in steps, a little late.
 */
export const PLAYED_STEP_TOLERANCE = 0.3;
/** An element is armed again once the playhead is this far (seconds) before its start. */
export const REARM_MARGIN = 0.1;
/** A move back of more than this (seconds) is a seek back, which arms again an element it lands on. */
export const SEEK_BACK_MIN = 0.5;

/**
 * Whether an element acts when playback reaches its start: an element whose start action is
 * `pause`, and a player action (which then does its action: pause, or skip to a time).
 */
export const actsAtStart = (element: TimedElement): boolean =>
  element.startAction === 'pause' || element.area.type === 'playeraction';

/** Whether an element reached at its start pauses the player there (otherwise it is a player action that skips). */
export const pausesAtStart = (element: TimedElement): boolean =>
  element.area.type !== 'playeraction' || element.action.type === 'pause';

/**
 * Whether the playhead went from `from` to `to` by playing rather than by a seek: the video plays
 * at `to`, and the playhead moved forward no further than the time that passed (with a little
 * tolerance). A jump ahead, a move back and anything while paused are not playback.
 */
export function playedBetween(from: PlayheadSample, to: PlayheadSample): boolean {
  if (!to.playing) return false;
  const moved = to.time - from.time;
  const elapsed = Math.max(0, (to.at - from.at) / 1000);
  return moved >= 0 && moved <= elapsed + PLAYED_STEP_TOLERANCE;
}

/**
 * The elements that act at their start (see {@link actsAtStart}) whose start playback crossed
 * between two readings: at or after `from` and before `to`, in order of start. Those in `fired`
 * (they acted already and the playhead has not gone back before them) are left out; nothing is
 * crossed by a seek, so seeking past an element does not pause.
 */
export function startsCrossed<T extends TimedElement>(
  elements: readonly T[],
  from: PlayheadSample,
  to: PlayheadSample,
  fired: ReadonlySet<string>,
): T[] {
  if (!playedBetween(from, to)) return [];
  return elements
    .filter(
      (element) =>
        actsAtStart(element) && !fired.has(element._id) && element.start >= from.time && element.start < to.time,
    )
    .sort((a, b) => a.start - b.start);
}

/**
 * The elements of `fired` that stay fired after the playhead moved from `from` to `to` (seconds):
 * one is armed again when the playhead is back before its start, or when a seek back lands on it.
 */
export function stillFired(
  fired: ReadonlySet<string>,
  elements: readonly TimedElement[],
  from: number,
  to: number,
): Set<string> {
  const next = new Set<string>();
  if (fired.size === 0) return next;
  const seekBack = from - to > SEEK_BACK_MIN;
  for (const element of elements) {
    if (!fired.has(element._id)) continue;
    const before = to < element.start - REARM_MARGIN;
    const landedOn = seekBack && to <= element.start + REARM_MARGIN;
    if (!before && !landedOn) next.add(element._id);
  }
  return next;
}

/** What the start rules remember between readings of the playhead. */
export interface StartState {
  /** The last reading (null before the first). */
  sample: PlayheadSample | null;
  /** The elements that acted and wait for the playhead to go back before them. */
  fired: ReadonlySet<string>;
}

export const initialStartState = (): StartState => ({ sample: null, fired: new Set() });

/**
 * The next state after a reading of the playhead, and the elements reached at the same, first
 * crossed start (the later ones are left for when playback reaches them, since a pause or a skip
 * at the first moves the playhead). The elements reached are marked fired.
 */
export function advanceStarts<T extends TimedElement>(
  state: StartState,
  elements: readonly T[],
  sample: PlayheadSample,
): { state: StartState; reached: T[] } {
  const previous = state.sample;
  if (!previous) return { state: { ...state, sample }, reached: [] };
  const fired = stillFired(state.fired, elements, previous.time, sample.time);
  const crossed = startsCrossed(elements, previous, sample, fired);
  const reached = crossed.filter((element) => element.start === crossed[0]?.start);
  for (const element of reached) fired.add(element._id);
  return { state: { sample, fired }, reached };
}

/**
 * The state after the page moved the playhead itself (an element's skip, or going back to the
 * start of the element that paused): `rearm` arms again what the move went back before, as a
 * seek by the viewer would; the next reading is measured from `time`.
 */
export function movedTo(
  state: StartState,
  elements: readonly TimedElement[],
  time: number,
  at: number,
  rearm: boolean,
): StartState {
  const from = state.sample?.time ?? time;
  return {
    sample: { time, playing: false, at },
    fired: rearm ? stillFired(state.fired, elements, from, time) : state.fired,
  };
}
