import { describe, expect, it } from 'vitest';
import { colorIndex, initials } from './initials.ts';

describe('initials', () => {
  it('takes the first and last word', () => {
    expect(initials('Ada Lovelace')).toBe('AL');
    expect(initials('Grace Brewster Murray Hopper')).toBe('GH');
    expect(initials('  jan   de vries ')).toBe('JV');
  });

  it('handles one word, e-mail addresses, accents and empty names', () => {
    expect(initials('ada')).toBe('AD');
    expect(initials('ada.lovelace@example.com')).toBe('AL');
    expect(initials('Émile Zola')).toBe('ÉZ');
    expect(initials('')).toBe('?');
    expect(initials('!!!')).toBe('?');
  });

  it('colour index is stable and in range', () => {
    expect(colorIndex('Ada Lovelace', 5)).toBe(colorIndex('Ada Lovelace', 5));
    for (const name of ['a', 'b', 'Ada', 'Grace']) {
      expect(colorIndex(name, 5)).toBeGreaterThanOrEqual(0);
      expect(colorIndex(name, 5)).toBeLessThan(5);
    }
    expect(colorIndex('x', 0)).toBe(0);
  });
});
