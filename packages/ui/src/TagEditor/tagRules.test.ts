import { describe, expect, it } from 'vitest';
import { addTag, DUPLICATE_TAG_MESSAGE, EMPTY_TAG_MESSAGE, removeTag, tagsLength, validateTag } from './tagRules.ts';

describe('tag rules', () => {
  it('refuses empty and blank tags', () => {
    expect(validateTag('', [])).toBe("Can't add an empty item");
    expect(validateTag('   ', ['a'])).toBe(EMPTY_TAG_MESSAGE);
  });

  it('refuses a tag twice, ignoring case and spaces', () => {
    expect(validateTag('News', ['news'])).toBe("Can't add an item twice");
    expect(validateTag(' news ', ['news'])).toBe(DUPLICATE_TAG_MESSAGE);
    expect(validateTag('sports', ['news'])).toBeNull();
  });

  it('counts the joined length against the counter', () => {
    expect(tagsLength(['ab', 'cd'])).toBe(5);
    expect(validateTag('efg', ['ab', 'cd'], 9)).toBeNull();
    expect(validateTag('efgh', ['ab', 'cd'], 9)).toBe(
      'The text entered is too long. It should have at most 9 characters.',
    );
  });

  it('adds trimmed tags and removes by value', () => {
    expect(addTag(['a'], ' b ')).toEqual({ tags: ['a', 'b'], error: null });
    const tags = ['a'];
    expect(addTag(tags, 'A')).toEqual({ tags, error: DUPLICATE_TAG_MESSAGE });
    expect(removeTag(['a', 'b', 'c'], 'b')).toEqual(['a', 'c']);
  });
});
