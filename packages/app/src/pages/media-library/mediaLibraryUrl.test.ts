import { PRIVACY_OPTIONS, VIDEO_SORT_COLUMNS } from '@reelbase/contract';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  MEDIA_LIBRARY_URL_DEFAULTS,
  type MediaLibraryUrlState,
  readMediaLibraryUrl,
  sameListing,
  writeMediaLibraryUrl,
} from './mediaLibraryUrl.ts';

const VIDEO_ID = '6f1c2a9e-3b1d-4c55-9a77-0e4b2c1d9f10';
const read = (query: string) => readMediaLibraryUrl(new URLSearchParams(query));
const write = (change: Partial<MediaLibraryUrlState>, base?: string) =>
  writeMediaLibraryUrl({ ...MEDIA_LIBRARY_URL_DEFAULTS, ...change }, new URLSearchParams(base)).toString();

describe('the media library address', () => {
  it('is bare for the default screen and reads back as the defaults', () => {
    expect(write({})).toBe('');
    expect(read('')).toEqual(MEDIA_LIBRARY_URL_DEFAULTS);
  });

  it('writes the search, filters, sort, page, view and open video, and reads them back', () => {
    const state: MediaLibraryUrlState = {
      search: 'harbour tour',
      status: 'unlisted',
      library: 42,
      sort: { column: 'title', direction: 'ascending' },
      page: 3,
      view: 'grid',
      videoId: VIDEO_ID,
    };
    const query = write(state);
    expect(query).toBe(
      `search=harbour+tour&status=unlisted&library=42&sort=title&direction=asc&page=3&view=grid&videoId=${VIDEO_ID}`,
    );
    expect(read(query)).toEqual(state);
  });

  it('keeps the parameters it does not own and replaces its own', () => {
    expect(write({ page: 2 }, 'page=5&utm_source=mail')).toBe('utm_source=mail&page=2');
  });

  it('falls back to the default of each value that is not valid', () => {
    const state = read(
      'status=everyone&library=-4&sort=size&direction=up&page=0&view=table&videoId=../../etc/passwd&search=%00a%01b',
    );
    expect(state).toEqual({ ...MEDIA_LIBRARY_URL_DEFAULTS, search: 'ab' });
  });

  it.each([
    ['page=1.5', 'page'],
    ['page=1e3', 'page'],
    ['page=007', 'page'],
    ['page=99999999999999999999', 'page'],
    ['library=2147483648', 'library'],
    ['library=abc', 'library'],
    ['library=', 'library'],
  ] as const)('refuses %s', (query, field) => {
    expect(read(query)[field]).toEqual(MEDIA_LIBRARY_URL_DEFAULTS[field]);
  });

  it('takes the default direction of a sort column given alone, and the default column for a direction alone', () => {
    expect(read('sort=title').sort).toEqual({ column: 'title', direction: 'ascending' });
    expect(read('sort=publish_date').sort).toEqual({ column: 'publish_date', direction: 'descending' });
    expect(read('direction=asc').sort).toEqual({ column: 'publish_date', direction: 'ascending' });
  });

  it('reads an upper-case video id as the id itself', () => {
    expect(read(`videoId=${VIDEO_ID.toUpperCase()}`).videoId).toBe(VIDEO_ID);
    expect(read('videoId=42').videoId).toBeNull();
  });

  it('cuts a search longer than the API reads', () => {
    expect(read(`search=${'a'.repeat(300)}`).search).toHaveLength(255);
  });

  it('never throws, whatever the address holds, and always gives a valid screen', () => {
    const names = ['search', 'status', 'library', 'sort', 'direction', 'page', 'view', 'videoId', 'other'];
    fc.assert(
      fc.property(
        fc.array(fc.tuple(fc.constantFrom(...names), fc.string({ unit: 'binary', maxLength: 40 })), { maxLength: 20 }),
        (pairs) => {
          const state = readMediaLibraryUrl(new URLSearchParams(pairs));
          expect(state.page).toBeGreaterThanOrEqual(1);
          expect(Number.isSafeInteger(state.page)).toBe(true);
          expect(state.status === null || PRIVACY_OPTIONS.includes(state.status)).toBe(true);
          expect(VIDEO_SORT_COLUMNS).toContain(state.sort.column);
          expect(['list', 'grid']).toContain(state.view);
          // What is written reads back the same.
          expect(readMediaLibraryUrl(writeMediaLibraryUrl(state))).toEqual(state);
        },
      ),
    );
    // A busy machine may take a while over the hundred addresses.
  }, 30_000);

  it('tells a new listing (search, filter, sort) from another page or panel of the same one', () => {
    const base = read('search=tour&status=anybody');
    expect(sameListing(base, read(`search=tour%20&status=anybody&page=4&videoId=${VIDEO_ID}`))).toBe(true);
    expect(sameListing(base, read('search=tour'))).toBe(false);
    expect(sameListing(base, read('search=tour&status=anybody&sort=title'))).toBe(false);
  });
});
