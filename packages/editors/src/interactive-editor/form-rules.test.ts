import { describe, expect, it } from 'vitest';
import {
  areaTextMessage,
  BORDER_WIDTH_MESSAGE,
  borderWidthMessage,
  borderWidthOnLeave,
  FONT_SIZE_MESSAGE,
  fontSizeMessage,
  fontSizeOnLeave,
  linkMessage,
  nameMessage,
} from './form-rules.ts';

describe('linkMessage', () => {
  it('requires a link for a link or a download', () => {
    expect(linkMessage('openLink', '')).toBe('The Link field must have a value!');
    expect(linkMessage('openDownload', '  ')).toBe('The Link field must have a value!');
  });

  it('refuses what is not an http or https address, for any action', () => {
    expect(linkMessage('openLink', 'not a link')).toBe('The Link must be a valid URL!');
    expect(linkMessage('openLink', 'ftp://files.example.com')).toBe('The Link must be a valid URL!');
    expect(linkMessage('skipTo', 'example.com')).toBe('The Link must be a valid URL!');
  });

  it('takes a valid address, and no link where none is needed', () => {
    expect(linkMessage('openLink', 'https://shop.example.com/sale?x=1')).toBeNull();
    expect(linkMessage('openDownload', ' http://files.example.com/a.pdf ')).toBeNull();
    expect(linkMessage('pause', '')).toBeNull();
  });
});

describe('name and text', () => {
  it('requires a name', () => {
    expect(nameMessage('')).toBe('The name is required.');
    expect(nameMessage('   ')).toBe('The name is required.');
    expect(nameMessage('Shop')).toBeNull();
  });

  it('takes at most 500 characters of area text', () => {
    expect(areaTextMessage('a'.repeat(500))).toBeNull();
    expect(areaTextMessage('a'.repeat(501))).toBe(
      'The text entered is too long. It should have at most 500 characters.',
    );
  });
});

describe('border width', () => {
  it('stores widths from 0 to 20 as typed', () => {
    expect(borderWidthMessage('0')).toBeNull();
    expect(borderWidthMessage('20')).toBeNull();
    expect(borderWidthMessage('2.5')).toBeNull();
    expect(borderWidthMessage('21')).toBe(BORDER_WIDTH_MESSAGE);
    expect(borderWidthMessage('-1')).toBe(BORDER_WIDTH_MESSAGE);
    expect(borderWidthMessage('')).toBe(BORDER_WIDTH_MESSAGE);
    expect(borderWidthMessage('wide')).toBe(BORDER_WIDTH_MESSAGE);
  });

  it('is clamped from 0 to 20 when the field is left; non-numeric becomes 1', () => {
    expect(borderWidthOnLeave('25')).toBe(20);
    expect(borderWidthOnLeave('-3')).toBe(0);
    expect(borderWidthOnLeave('7')).toBe(7);
    expect(borderWidthOnLeave('')).toBe(1);
    expect(borderWidthOnLeave('wide')).toBe(1);
  });
});

describe('font size', () => {
  it('stores sizes of at least 8 as typed', () => {
    expect(fontSizeMessage('8')).toBeNull();
    expect(fontSizeMessage('24')).toBeNull();
    expect(fontSizeMessage('7')).toBe(FONT_SIZE_MESSAGE);
    expect(fontSizeMessage('1001')).toBe(FONT_SIZE_MESSAGE);
    expect(fontSizeMessage('big')).toBe(FONT_SIZE_MESSAGE);
  });

  it('becomes 8 when smaller or non-numeric as the field is left', () => {
    expect(fontSizeOnLeave('4')).toBe(8);
    expect(fontSizeOnLeave('')).toBe(8);
    expect(fontSizeOnLeave('big')).toBe(8);
    expect(fontSizeOnLeave('36')).toBe(36);
    expect(fontSizeOnLeave('5000')).toBe(1000);
  });
});
