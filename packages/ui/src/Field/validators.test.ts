import { describe, expect, it } from 'vitest';
import { composeValidators, longText, maxLength, minLength, required, safeText, textRules } from './validators.ts';

describe('validators', () => {
  it('required uses the spec message and trims', () => {
    expect(required('title')('')).toBe('The title is required.');
    expect(required('title')('   ')).toBe('The title is required.');
    expect(required('title')(null)).toBe('The title is required.');
    expect(required('title')('a')).toBeNull();
  });

  it('max and min length', () => {
    expect(maxLength(3)('abcd')).toBe('cannot be longer than 3 characters');
    expect(maxLength(3)('abc')).toBeNull();
    expect(minLength(2)('a')).toBe('cannot be shorter than 2 characters');
    expect(minLength(2)('')).toBeNull();
  });

  it('safe text allows letters, digits, space, hyphen, underscore and dot', () => {
    expect(safeText('Clip 01_final-v2.mp4')).toBeNull();
    expect(safeText('a/b')).toBe('only a-zA-Z0-9-_ and space are allowed');
  });

  it('long text defaults to 100000 and follows the counter', () => {
    expect(longText()('x'.repeat(100000))).toBeNull();
    expect(longText()('x'.repeat(100001))).toBe(
      'The text entered is too long. It should have at most 100000 characters.',
    );
    expect(longText(5)('abcdef')).toBe('The text entered is too long. It should have at most 5 characters.');
  });

  it('compose returns the first message', () => {
    const validate = composeValidators<string>(required('name'), maxLength(2), false);
    expect(validate('')).toBe('The name is required.');
    expect(validate('abc')).toBe('cannot be longer than 2 characters');
    expect(validate('ab')).toBeNull();
  });

  it('textRules covers the video title rules', () => {
    const title = textRules({ name: 'title', isRequired: true, min: 2, max: 200, safe: true });
    expect(title('')).toBe('The title is required.');
    expect(title('a')).toBe('cannot be shorter than 2 characters');
    expect(title('x'.repeat(201))).toBe('cannot be longer than 200 characters');
    expect(title('bad!')).toBe('only a-zA-Z0-9-_ and space are allowed');
    expect(title('Good title')).toBeNull();
  });
});
