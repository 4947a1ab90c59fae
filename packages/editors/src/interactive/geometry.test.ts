import { describe, expect, it } from 'vitest';
import { FONT_REFERENCE_WIDTH, scaledFontSize } from './geometry.ts';

describe('scaledFontSize', () => {
  it('keeps the size on the reference width and scales it with the picture', () => {
    expect(scaledFontSize(24, FONT_REFERENCE_WIDTH)).toBe(24);
    expect(scaledFontSize(24, FONT_REFERENCE_WIDTH * 2)).toBe(48);
    expect(scaledFontSize(24, FONT_REFERENCE_WIDTH / 2)).toBe(12);
  });

  it('keeps the size before the stage has a width', () => {
    expect(scaledFontSize(24, 0)).toBe(24);
  });
});
