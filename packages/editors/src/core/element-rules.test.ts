import { describe, expect, it } from 'vitest';
import {
  DEFAULT_PLAYER_ASPECT_RATIO,
  imageBox,
  newElement,
  newHotspot,
  newImage,
  newPlayerAction,
  newText,
} from './builders.ts';
import { clampBorderWidth, normalizeFontSize, RED, TEXT_COLOR, TEXT_HOVER_COLOR, WHITE } from './defaults.ts';
import { DEFAULT_FONT_FAMILY, FONT_FAMILIES, type InteractiveElement } from './document.ts';
import {
  allowedActionTypes,
  assertActionAllowed,
  changeActionType,
  changeAreaType,
  duplicateElement,
  freeStartPoint,
  isEndLocked,
  moveElement,
  setEnd,
  setStart,
  setStartAction,
  sortByStart,
} from './element-rules.ts';
import { applyElementPatch } from './patch.ts';

const hotspot = (start = 10, end = start): InteractiveElement => ({
  ...newHotspot({ id: 'a', start }),
  startAction: 'play',
  end,
});

describe('free start point', () => {
  it('keeps the playhead when no element starts there', () => {
    expect(freeStartPoint(12.5, [1, 2], 60)).toBe(12.5);
  });
  it('moves past colliding starts by 0.2 s steps', () => {
    expect(freeStartPoint(10, [10], 60)).toBe(10.2);
    expect(freeStartPoint(10, [10, 10.2, 10.4], 60)).toBe(10.6);
    expect(freeStartPoint(10, [10, 10.4], 60)).toBe(10.2);
  });
  it('clamps to duration minus 0.4 s', () => {
    expect(freeStartPoint(60, [], 60)).toBe(59.6);
    expect(freeStartPoint(59.5, [59.5], 60)).toBe(59.6);
    expect(freeStartPoint(59.6, [59.6], 60)).toBe(59.6);
  });
  it('never goes below 0 on a very short video', () => {
    expect(freeStartPoint(0.2, [], 0.3)).toBe(0);
    expect(freeStartPoint(-5, [], 60)).toBe(0);
    expect(freeStartPoint(Number.NaN, [], 60)).toBe(0);
  });
  it('does not drift over many steps', () => {
    const taken = Array.from({ length: 20 }, (_, index) => Math.round((3 + index * 0.2) * 1000) / 1000);
    expect(freeStartPoint(3, taken, 60)).toBe(7);
  });
});

describe('start, end and start action', () => {
  it('pause sets end equal to start and locks the end', () => {
    const element = setStartAction(hotspot(10, 20), 'pause');
    expect(element.end).toBe(10);
    expect(isEndLocked(element)).toBe(true);
    expect(isEndLocked(setStartAction(element, 'play'))).toBe(false);
  });
  it('a locked end follows the start and cannot move on its own', () => {
    const paused = setStartAction(hotspot(10, 20), 'pause');
    expect(setStart(paused, 15)).toMatchObject({ start: 15, end: 15 });
    expect(setEnd(paused, 30)).toMatchObject({ start: 10, end: 10 });
  });
  it('moving start past end pulls end', () => {
    expect(setStart(hotspot(10, 20), 25)).toMatchObject({ start: 25, end: 25 });
    expect(setStart(hotspot(10, 20), 15)).toMatchObject({ start: 15, end: 20 });
  });
  it('moving end before start pulls start', () => {
    expect(setEnd(hotspot(10, 20), 5)).toMatchObject({ start: 5, end: 5 });
    expect(setEnd(hotspot(10, 20), 30)).toMatchObject({ start: 10, end: 30 });
  });
  it('bounds times by the video', () => {
    expect(setStart(hotspot(10, 20), 90, 60)).toMatchObject({ start: 60, end: 60 });
    expect(setEnd(hotspot(10, 20), -3, 60)).toMatchObject({ start: 0, end: 0 });
  });
  it('sorts by start, keeping the order of equal starts', () => {
    const list = [
      { ...hotspot(5), _id: 'x' },
      { ...hotspot(1), _id: 'y' },
      { ...hotspot(5), _id: 'z' },
    ];
    expect(sortByStart(list).map((element) => element._id)).toEqual(['y', 'x', 'z']);
  });
});

describe('area and action types', () => {
  it('changing the area type replaces the style with that area default', () => {
    const moved = { ...hotspot(), style: { ...hotspot().style, origin: { left: 1, top: 2 } } };
    const text = changeAreaType(moved, 'text');
    expect(text.area.type).toBe('text');
    expect(text.style).toEqual(newText({ id: 'b', start: 0 }).style);
    expect(changeAreaType(text, 'hotspot').style).toEqual(newHotspot({ id: 'c', start: 0 }).style);
    expect(changeAreaType(text, 'image').style.default.border.width).toBe(0);
  });
  it('a player action keeps its style and turns a forbidden action into pause', () => {
    const element = changeAreaType(hotspot(), 'playeraction');
    expect(element.style).toEqual(hotspot().style);
    expect(element.action.type).toBe('pause');
    const skip = changeAreaType(changeActionType(hotspot(), 'skipTo'), 'playeraction');
    expect(skip.action.type).toBe('skipTo');
  });
  it('an input area carries name, placeholder and seek offset', () => {
    expect(changeAreaType(hotspot(), 'input').area).toMatchObject({ name: '', placeholder: '', seekOffset: 0 });
  });
  it('changing the action type builds the matching action', () => {
    const link = {
      ...hotspot(),
      action: { ...hotspot().action, link: 'https://example.com', target: '_top' as const },
    };
    expect(changeActionType(link, 'openDownload').action).toMatchObject({
      type: 'openDownload',
      link: 'https://example.com',
      target: '_top',
    });
    const skip = changeActionType(link, 'skipTo').action;
    expect(skip).toMatchObject({ type: 'skipTo', link: '', timeIndex: 0 });
    expect(changeActionType(link, 'openVideo').action).toMatchObject({ type: 'openVideo', link: '', videoId: '' });
  });
  it('player actions may not open links, downloads or videos, skip and pause, or play', () => {
    expect(allowedActionTypes('playeraction')).toEqual(['skipTo', 'pause']);
    expect(allowedActionTypes('hotspot')).toHaveLength(7);
    for (const type of ['openLink', 'openDownload', 'openVideo', 'skipToAndPause', 'play'] as const) {
      expect(() => assertActionAllowed('playeraction', type)).toThrow(RangeError);
      expect(() => changeActionType(newPlayerAction({ id: 'p', start: 0 }), type)).toThrow(RangeError);
    }
  });
});

describe('new elements', () => {
  it('hotspot: name, box, white border, red on hover, link in a new tab', () => {
    const element = newHotspot({ id: 'h', start: 4 });
    expect(element).toMatchObject({ _id: 'h', name: 'New Hot Spot', start: 4, end: 4, startAction: 'pause' });
    expect(element.style.origin).toEqual({ left: 25, top: 40 });
    expect(element.style.dimensions).toEqual({ width: 50, height: 20 });
    expect(element.style.default.border).toEqual({ width: 1, color: WHITE });
    expect(element.style.hover.border).toEqual({ width: 1, color: RED });
    expect(element.action).toMatchObject({ type: 'openLink', target: '_blank' });
    expect(element.area).toMatchObject({ type: 'hotspot', shape: 'rectangle' });
  });
  it('text: content, arial 24, yellow with alpha, red at 50 % on hover', () => {
    const element = newText({ id: 't', start: 0 });
    expect(element.name).toBe('New text');
    expect(element.area.text).toBe('A content text comes here');
    expect(element.style.default.font).toEqual({ family: DEFAULT_FONT_FAMILY, size: 24, color: TEXT_COLOR });
    expect(element.style.hover.font.color).toBe(TEXT_HOVER_COLOR);
    expect(TEXT_COLOR).toMatch(/^#ffff00[0-9a-f]{2}$/);
    expect(TEXT_HOVER_COLOR).toBe('#ff000080');
  });
  it('image: 20 % wide, height scaled by the player aspect ratio', () => {
    expect(newImage({ id: 'i', start: 0, image: { width: 400, height: 400 } }).style.dimensions).toEqual({
      width: 20,
      height: 35.56,
    });
    expect(imageBox({ width: 1600, height: 900 }, 0.5625)).toEqual({ left: 25, top: 40, width: 20, height: 20 });
    expect(imageBox({ width: 1600, height: 900 }, 0.75).height).toBe(15);
    expect(newImage({ id: 'i', start: 0 }).name).toBe('New Image');
  });
  it('image: 5 % wide when taller than wide, kept inside the player', () => {
    const box = imageBox({ width: 100, height: 1000 });
    expect(box.width).toBe(5);
    expect(box.height).toBe(88.89);
    expect(box.top).toBe(11.11);
  });
  it('image: the fallback aspect ratio and the default box for an unknown size', () => {
    expect(imageBox({ width: 100, height: 100 }, 0)).toEqual(
      imageBox({ width: 100, height: 100 }, DEFAULT_PLAYER_ASPECT_RATIO),
    );
    expect(imageBox(undefined)).toEqual({ left: 25, top: 40, width: 50, height: 20 });
  });
  it('player action: a pause action, start equal to end', () => {
    const element = newElement('playeraction', { id: 'p', start: 7 });
    expect(element).toMatchObject({ name: 'New Player Action', start: 7, end: 7 });
    expect(element.action.type).toBe('pause');
    expect(element.area.type).toBe('playeraction');
  });
  it('there are six web-safe font stacks, arial first', () => {
    expect(FONT_FAMILIES).toHaveLength(6);
    expect(FONT_FAMILIES[0].value).toBe('arial, helvetica, sans-serif');
  });
});

describe('duplicate, font size, border width, nudge', () => {
  it('a duplicate gets " - copy" and a new id, and shares nothing', () => {
    const original = hotspot();
    const copy = duplicateElement({ ...original, active: true }, 'b');
    expect(copy).toMatchObject({ _id: 'b', name: 'New Hot Spot - copy', active: false, start: 10 });
    expect(copy.style).not.toBe(original.style);
    expect(copy.style).toEqual(original.style);
  });
  it('font size: smaller or non-numeric becomes 8', () => {
    expect(normalizeFontSize(7)).toBe(8);
    expect(normalizeFontSize(8)).toBe(8);
    expect(normalizeFontSize(30)).toBe(30);
    expect(normalizeFontSize('abc')).toBe(8);
    expect(normalizeFontSize('')).toBe(8);
    expect(normalizeFontSize('12')).toBe(12);
    expect(normalizeFontSize(Number.NaN)).toBe(8);
  });
  it('border width: clamped 0..20', () => {
    expect(clampBorderWidth(-1)).toBe(0);
    expect(clampBorderWidth(25)).toBe(20);
    expect(clampBorderWidth(3)).toBe(3);
    expect(clampBorderWidth('x')).toBe(1);
  });
  it('a nudge keeps the box inside the player', () => {
    expect(moveElement(hotspot(), 1, -1).style.origin).toEqual({ left: 26, top: 39 });
    expect(moveElement(hotspot(), 100, 100).style.origin).toEqual({ left: 50, top: 80 });
    expect(moveElement(hotspot(), -100, -100).style.origin).toEqual({ left: 0, top: 0 });
  });
});

describe('applyElementPatch', () => {
  it('applies the rules in one call', () => {
    const element = applyElementPatch(
      hotspot(10, 20),
      { name: 'Buy', style: { default: { font: { size: 2 }, border: { width: 50 } } }, start: 30 },
      60,
    );
    expect(element).toMatchObject({ name: 'Buy', start: 30, end: 30 });
    expect(element.style.default.font.size).toBe(8);
    expect(element.style.default.border.width).toBe(20);
    expect(element.style.hover.border.color).toBe(RED);
  });
  it('a new area type and a new action type go through their rules', () => {
    const element = applyElementPatch(hotspot(), {
      area: { type: 'playeraction' },
      action: { type: 'skipTo', timeIndex: 4 },
    });
    expect(element.action).toMatchObject({ type: 'skipTo', timeIndex: 4 });
    expect(() => applyElementPatch(element, { action: { type: 'play' } })).toThrow(RangeError);
  });
  it('startAction pause locks the end even when an end is given', () => {
    const element = applyElementPatch(hotspot(10, 20), { startAction: 'pause', end: 40 });
    expect(element).toMatchObject({ start: 10, end: 10 });
  });
});
