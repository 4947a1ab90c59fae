import { describe, expect, it } from 'vitest';
import { HEX_INVALID_MESSAGE, isValidHex, normalizeHex, opaqueHex, validateHex } from './hex.ts';

describe('hex colours', () => {
  it('accepts 6 or 8 digits after #', () => {
    expect(isValidHex('#ffffff')).toBe(true);
    expect(isValidHex('#FFcc0080')).toBe(true);
  });

  it('refuses shorthand, missing # and other lengths or digits', () => {
    for (const value of ['#fff', '#ffff', 'ffffff', '#fffffff', '#gggggg', '#ffffff0', '', '#']) {
      expect(isValidHex(value)).toBe(false);
    }
    expect(validateHex('#fff')).toBe(
      'The hex value is invalid. It must have 6 or 8 digits (0 - F) and must start with a # character',
    );
    expect(validateHex(' #ffffff ')).toBeNull();
    expect(validateHex('#ffff')).toBe(HEX_INVALID_MESSAGE);
  });

  it('normalises case and opaque alpha', () => {
    expect(normalizeHex('#FFCC00')).toBe('#ffcc00');
    expect(normalizeHex('#FFCC00FF')).toBe('#ffcc00');
    expect(normalizeHex('#FFCC0080')).toBe('#ffcc0080');
    expect(opaqueHex('#FFCC0080')).toBe('#ffcc00');
  });
});
