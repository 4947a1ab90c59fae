import { describe, expect, it } from 'vitest';
import { memoryStorage } from './memory-storage.ts';
import { storedViewToken, storeViewToken } from './view-api.ts';
import { parseViewPath, parseViewQuery } from './view-route.ts';

describe('parseViewPath', () => {
  it('reads the surface and the video of a viewing page', () => {
    expect(parseViewPath('/view/abc')).toEqual({ surface: 'view', videoId: 'abc' });
    expect(parseViewPath('/embed/abc/')).toEqual({ surface: 'embed', videoId: 'abc' });
    expect(parseViewPath('/view/a%20b')).toEqual({ surface: 'view', videoId: 'a b' });
  });
  it('gives nothing for other paths or a broken escape', () => {
    expect(parseViewPath('/view')).toBeNull();
    expect(parseViewPath('/view/a/b')).toBeNull();
    expect(parseViewPath('/media-library')).toBeNull();
    expect(parseViewPath('/view/%E0%A4%A')).toBeNull();
  });
});

describe('parseViewQuery', () => {
  it('reads where the video starts and whether it plays by itself, muted', () => {
    // As another video's element opens it (`openVideo`).
    expect(parseViewQuery('?t=12.5&autoplay=1&muted=1')).toEqual({ start: 12.5, autoplay: true, muted: true });
    expect(parseViewQuery('?autoplay=true&muted')).toEqual({ start: 0, autoplay: true, muted: true });
    expect(parseViewQuery('')).toEqual({ start: 0, autoplay: false, muted: false });
  });
  it('ignores what it cannot use', () => {
    expect(parseViewQuery('?t=-3&autoplay=0&muted=no')).toEqual({ start: 0, autoplay: false, muted: false });
    expect(parseViewQuery('?t=abc').start).toBe(0);
    expect(parseViewQuery('?t=1e12').start).toBe(360_000);
    expect(parseViewQuery('?t=Infinity').start).toBe(0);
  });
});

describe('view tokens', () => {
  it('keeps a token per video until it expires', () => {
    const storage = memoryStorage();
    storeViewToken(storage, 'v1', { token: 't1', expires_at: 2000 });
    expect(storedViewToken(storage, 'v1', 1_000_000)).toBe('t1');
    expect(storedViewToken(storage, 'v2', 1_000_000)).toBeNull();
    expect(storedViewToken(storage, 'v1', 2_000_000)).toBeNull();
    expect(storage.length).toBe(0);
  });
  it('drops a damaged entry', () => {
    const storage = memoryStorage();
    storage.setItem('reelbase.view_token.v1', '{not json');
    expect(storedViewToken(storage, 'v1')).toBeNull();
    expect(storage.length).toBe(0);
  });
});
