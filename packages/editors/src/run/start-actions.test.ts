import { describe, expect, it } from 'vitest';
import {
  advanceStarts,
  initialStartState,
  movedTo,
  type PlayheadSample,
  playedBetween,
  type StartState,
  startsCrossed,
  stillFired,
  type TimedElement,
} from './start-actions.ts';

const element = (
  id: string,
  start: number,
  fields: { startAction?: 'pause' | 'play'; area?: 'hotspot' | 'playeraction'; action?: 'pause' | 'skipTo' } = {},
): TimedElement => ({
  _id: id,
  start,
  startAction: fields.startAction ?? 'pause',
  area: { type: fields.area ?? 'hotspot', shape: 'rectangle', text: '' },
  action: {
    type: fields.action ?? 'openLink',
    link: '',
    target: '_blank',
    videoId: '',
    startAt: 0,
    timeIndex: 0,
    autoPlay: false,
    mute: false,
  },
});

const at = (time: number, seconds: number, playing = true): PlayheadSample => ({ time, playing, at: seconds * 1000 });
const ids = (elements: readonly TimedElement[]) => elements.map((item) => item._id);

const quiz = element('quiz', 10);
const later = element('later', 10.2);
const shown = element('shown', 10.1, { startAction: 'play' });
const jump = element('jump', 20, { area: 'playeraction', action: 'skipTo', startAction: 'play' });
const elements = [quiz, later, shown, jump];

describe('playedBetween', () => {
  it('counts a forward move no longer than the time that passed as playback', () => {
    expect(playedBetween(at(9.8, 100), at(10.05, 100.25))).toBe(true);
    // The player reports a little late: a step somewhat longer than the clock's still counts.
    expect(playedBetween(at(9.8, 100), at(10.2, 100.25))).toBe(true);
    // Nothing moved (the first reading after play): still playback.
    expect(playedBetween(at(9.8, 100, false), at(9.8, 103))).toBe(true);
  });

  it('does not count a seek ahead, a move back or a paused player', () => {
    expect(playedBetween(at(2, 100), at(12, 100.25))).toBe(false);
    expect(playedBetween(at(12, 100), at(2, 100.25))).toBe(false);
    expect(playedBetween(at(9.8, 100), at(10.05, 100.25, false))).toBe(false);
  });
});

describe('startsCrossed', () => {
  it('gives the pause-at-start elements and player actions whose start playback crossed, by start', () => {
    expect(ids(startsCrossed(elements, at(9.9, 100), at(10.15, 100.25), new Set()))).toEqual(['quiz']);
    expect(ids(startsCrossed(elements, at(9.9, 100), at(10.3, 100.4), new Set()))).toEqual(['quiz', 'later']);
    expect(ids(startsCrossed(elements, at(19.9, 100), at(20.1, 100.2), new Set()))).toEqual(['jump']);
  });

  it('crosses a start the playhead leaves, also at the very beginning', () => {
    const opening = element('opening', 0);
    expect(ids(startsCrossed([opening], at(0, 100, false), at(0.25, 100.25), new Set()))).toEqual(['opening']);
    // Arriving exactly at it is not yet crossing it.
    expect(startsCrossed([quiz], at(9.8, 100), at(10, 100.2), new Set())).toEqual([]);
  });

  it('leaves out what fired, what only shows (start action play) and what a seek passed', () => {
    expect(startsCrossed(elements, at(9.9, 100), at(10.15, 100.25), new Set(['quiz']))).toEqual([]);
    expect(startsCrossed([shown], at(10, 100), at(10.2, 100.2), new Set())).toEqual([]);
    expect(startsCrossed(elements, at(5, 100), at(15, 100.25), new Set())).toEqual([]);
    expect(startsCrossed(elements, at(9.9, 100), at(10.15, 100.25, false), new Set())).toEqual([]);
  });
});

describe('stillFired', () => {
  const fired = new Set(['quiz', 'later']);

  it('keeps an element fired until the playhead is back before its start', () => {
    expect([...stillFired(fired, elements, 10.3, 11)]).toEqual(['quiz', 'later']);
    // Settling on a start (the page went back to it after pausing) keeps that one fired.
    expect([...stillFired(fired, elements, 10.25, 10)]).toEqual(['quiz']);
    expect([...stillFired(fired, elements, 10.3, 9.5)]).toEqual([]);
  });

  it('arms again an element a seek back lands on', () => {
    expect([...stillFired(new Set(['quiz']), elements, 15, 10)]).toEqual([]);
    expect([...stillFired(new Set(['jump']), elements, 26, 20.05)]).toEqual([]);
    const opening = element('opening', 0);
    // A video that loops comes back to 0.
    expect([...stillFired(new Set(['opening']), [opening], 30, 0.05)]).toEqual([]);
  });
});

describe('advanceStarts', () => {
  const run = (state: StartState, sample: PlayheadSample) => advanceStarts(state, elements, sample);

  it('pauses once when playback crosses the start, not again until the playhead goes back before it', () => {
    let state = run(initialStartState(), at(9.5, 100)).state;
    const first = run(state, at(9.75, 100.25));
    expect(first.reached).toEqual([]);
    const crossing = run(first.state, at(10.05, 100.55));
    expect(ids(crossing.reached)).toEqual(['quiz']);
    // The page pauses and goes back to the start; playing on does not pause again.
    state = movedTo(crossing.state, elements, 10, 101, false);
    state = run(state, at(10, 101.1, false)).state;
    const resumed = run(state, at(10.15, 105));
    expect(resumed.reached).toEqual([]);
    expect(ids(run(resumed.state, at(10.3, 105.15)).reached)).toEqual(['later']);

    // Back before it (a seek, then playback): it pauses again.
    const back = run(resumed.state, at(8, 106));
    expect(back.reached).toEqual([]);
    const again = run(run(back.state, at(9.9, 107.9)).state, at(10.1, 108.1));
    expect(ids(again.reached)).toEqual(['quiz']);
  });

  it('gives only the first of several starts crossed in one step', () => {
    const state = run(initialStartState(), at(9.9, 100)).state;
    expect(ids(run(state, at(10.25, 100.35)).reached)).toEqual(['quiz']);
  });

  it('does not pause when the viewer seeks past the start', () => {
    let state = run(initialStartState(), at(5, 100)).state;
    const seek = run(state, at(12, 100.2));
    expect(seek.reached).toEqual([]);
    state = run(seek.state, at(12.25, 100.45)).state;
    expect(run(state, at(12.5, 100.7)).reached).toEqual([]);
  });

  it('arms again what a skip of the page goes back before', () => {
    let state = run(initialStartState(), at(19.8, 100)).state;
    const reached = run(state, at(20.05, 100.25));
    expect(ids(reached.reached)).toEqual(['jump']);
    // The player action skips back to 5: the pause at 10 and the jump at 20 act again.
    state = movedTo(reached.state, elements, 5, 100.3, true);
    expect(state.fired.size).toBe(0);
    state = run(state, at(9.9, 105.2)).state;
    expect(ids(run(state, at(10.1, 105.4)).reached)).toEqual(['quiz']);
  });
});
