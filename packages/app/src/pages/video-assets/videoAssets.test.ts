import { VIDEO_ASSET_TEXTS } from '@reelbase/contract';
import { describe, expect, it } from 'vitest';
import {
  acceptFor,
  canDeleteSubtitle,
  fileRefusal,
  isOffsetAllowed,
  maxOffsetOf,
  mergeChapters,
  sortChapters,
  subtitleTitle,
  withDefaultSubtitle,
} from './videoAssets.ts';

const chapter = (id: string, offset: number, value = id) => ({ _id: id, offset, value });

describe('file checks', () => {
  it('accepts the listed types in any case', () => {
    expect(fileRefusal({ name: 'consent.PDF', size: 10 }, 'quitclaim')).toBeNull();
    expect(fileRefusal({ name: 'frame.jpeg', size: 10 }, 'thumbnail')).toBeNull();
    expect(fileRefusal({ name: 'nl.vtt', size: 10 }, 'subtitle')).toBeNull();
    expect(fileRefusal({ name: 'talk.txt', size: 10 }, 'transcript')).toBeNull();
  });

  it('refuses other types with the upload message', () => {
    expect(fileRefusal({ name: 'consent.exe', size: 10 }, 'quitclaim')).toBe(
      'File: consent.exe with type of exe not accepted!',
    );
    expect(fileRefusal({ name: 'subs.txt', size: 10 }, 'subtitle')).toBe(
      'File: subs.txt with type of txt not accepted!',
    );
    expect(fileRefusal({ name: 'README', size: 10 }, 'transcript')).toBe(
      'File: README with type of unknown not accepted!',
    );
  });

  it('refuses a file over the limit of its kind', () => {
    expect(fileRefusal({ name: 'big.png', size: 5 * 1024 * 1024 + 1 }, 'thumbnail')).toBe(
      VIDEO_ASSET_TEXTS.tooLarge('big.png', 5 * 1024 * 1024),
    );
    expect(fileRefusal({ name: 'ok.png', size: 5 * 1024 * 1024 }, 'thumbnail')).toBeNull();
  });

  it('builds the accept attribute', () => {
    expect(acceptFor('quitclaim')).toBe('.png,.jpg,.jpeg,.docx,.zip,.doc,.pdf');
    expect(acceptFor('subtitle')).toBe('.srt,.vtt');
  });
});

describe('chapter offsets', () => {
  it('bounds offsets by the duration in whole tenths of a second', () => {
    expect(maxOffsetOf(125_679)).toBe(125.6);
    expect(maxOffsetOf(0)).toBe(0);
    expect(maxOffsetOf(null)).toBeNull();
  });

  it('allows 0 up to the maximum, anything non-negative without one', () => {
    expect(isOffsetAllowed(0, 10)).toBe(true);
    expect(isOffsetAllowed(10, 10)).toBe(true);
    expect(isOffsetAllowed(10.1, 10)).toBe(false);
    expect(isOffsetAllowed(-1, null)).toBe(false);
    expect(isOffsetAllowed(99_999, null)).toBe(true);
    expect(isOffsetAllowed(Number.NaN, null)).toBe(false);
  });
});

describe('chapter order', () => {
  it('sorts by offset and keeps the order of equal offsets', () => {
    const sorted = sortChapters([chapter('c', 30), chapter('a', 0), chapter('b', 30), chapter('d', 5)]);
    expect(sorted.map((item) => item._id)).toEqual(['a', 'd', 'c', 'b']);
  });

  it('keeps local text of chapters being edited and takes the server for the others', () => {
    const shown = [chapter('a', 0, 'Intro typed'), chapter('b', 60, 'Old')];
    const server = [chapter('a', 0, 'Intro'), chapter('b', 60, 'Saved')];
    const merged = mergeChapters(server, shown, new Set(['a']));
    expect(merged.map((item) => item.value)).toEqual(['Intro typed', 'Saved']);
  });

  it('keeps the shown order, drops deleted chapters and places new ones by offset', () => {
    // "b" was moved before "a" locally and is not sorted yet; "c" was deleted; "n" is new.
    const shown = [chapter('b', 50), chapter('a', 10), chapter('c', 70)];
    const server = [chapter('a', 10), chapter('b', 50), chapter('n', 60)];
    expect(mergeChapters(server, shown, new Set()).map((item) => item._id)).toEqual(['b', 'a', 'n']);
    expect(mergeChapters(server, [], new Set()).map((item) => item._id)).toEqual(['a', 'b', 'n']);
  });
});

describe('default subtitles', () => {
  const subtitles = [
    { id: 'en', is_default: true },
    { id: 'nl', is_default: false },
  ];

  it('making one the default clears the others', () => {
    expect(withDefaultSubtitle(subtitles, 'nl', true)).toEqual([
      { id: 'en', is_default: false },
      { id: 'nl', is_default: true },
    ]);
  });

  it('unmarking leaves no default', () => {
    expect(withDefaultSubtitle(subtitles, 'en', false).some((subtitle) => subtitle.is_default)).toBe(false);
  });

  it('a default cannot be deleted', () => {
    expect(canDeleteSubtitle({ is_default: true })).toBe(false);
    expect(canDeleteSubtitle({ is_default: false })).toBe(true);
  });

  it('names a subtitle by label, language, then file name', () => {
    expect(subtitleTitle({ label: 'English', language: 'en', name: 'en.vtt' })).toBe('English');
    expect(subtitleTitle({ label: ' ', language: 'en', name: 'en.vtt' })).toBe('en');
    expect(subtitleTitle({ label: null, language: null, name: 'en.vtt' })).toBe('en.vtt');
  });
});
