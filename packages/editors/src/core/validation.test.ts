import { HEX_COLOR_MESSAGE } from '@reelbase/contract';
import { describe, expect, it } from 'vitest';
import { newHotspot, newText } from './builders.ts';
import type { InteractiveElement } from './document.ts';
import {
  isHexColor,
  isValidLink,
  LINK_INVALID_MESSAGE,
  LINK_REQUIRED_MESSAGE,
  OUT_OF_RANGE_MESSAGE,
  validateElement,
} from './validation.ts';

const withLink = (type: InteractiveElement['action']['type'], link: string): InteractiveElement => {
  const element = newHotspot({ id: 'a', start: 1 });
  return { ...element, action: { ...element.action, type, link } };
};

describe('element validation', () => {
  it('a new hotspot needs its link', () => {
    expect(validateElement(newHotspot({ id: 'a', start: 1 }), 60)).toEqual([
      { field: 'action.link', message: LINK_REQUIRED_MESSAGE },
    ]);
  });
  it('an empty link is required for openLink and openDownload only', () => {
    expect(validateElement(withLink('openDownload', '  '), 60)).toEqual([
      { field: 'action.link', message: LINK_REQUIRED_MESSAGE },
    ]);
    expect(validateElement(withLink('pause', ''), 60)).toEqual([]);
  });
  it('the link must be a valid URL', () => {
    expect(validateElement(withLink('openLink', 'not a link'), 60)).toEqual([
      { field: 'action.link', message: LINK_INVALID_MESSAGE },
    ]);
    expect(validateElement(withLink('openLink', 'https://example.com/a?b=1'), 60)).toEqual([]);
    expect(isValidLink('ftp://example.com')).toBe(false);
    expect(isValidLink('javascript:alert(1)')).toBe(false);
    expect(isValidLink('http://localhost:3000')).toBe(true);
  });
  it('colours are hex with 6 or 8 digits; the contract message is used', () => {
    expect(isHexColor('#ffffff')).toBe(true);
    expect(isHexColor('#ffffff80')).toBe(true);
    expect(isHexColor('#fff')).toBe(false);
    expect(isHexColor('#ffff')).toBe(false);
    expect(isHexColor('ffffff')).toBe(false);
    const element = withLink('pause', '');
    const bad = {
      ...element,
      style: { ...element.style, hover: { ...element.style.hover, border: { width: 1, color: '#f00' } } },
    };
    expect(validateElement(bad, 60)).toEqual([{ field: 'style.hover.border.color', message: HEX_COLOR_MESSAGE }]);
  });
  it('times outside 0..duration are out of range', () => {
    const element = { ...withLink('skipTo', ''), start: -1, end: 61 };
    element.action = { ...element.action, timeIndex: 70 };
    expect(validateElement(element, 60)).toEqual([
      { field: 'start', message: OUT_OF_RANGE_MESSAGE },
      { field: 'end', message: OUT_OF_RANGE_MESSAGE },
      { field: 'action.timeIndex', message: OUT_OF_RANGE_MESSAGE },
    ]);
    expect(validateElement({ ...withLink('pause', ''), start: 60, end: 60 }, 60)).toEqual([]);
  });
  it('area text is at most 500 characters', () => {
    const element = newText({ id: 't', start: 0 });
    const long = {
      ...element,
      action: { ...element.action, type: 'pause' as const },
      area: { ...element.area, text: 'x'.repeat(501) },
    };
    expect(validateElement(long, 60)).toEqual([
      { field: 'area.text', message: 'The text entered is too long. It should have at most 500 characters.' },
    ]);
  });
});
