import { describe, expect, it } from 'vitest';
import { memoryStorage } from './memory-storage.ts';
import { storedViewToken, storeViewToken } from './view-api.ts';
import { parseViewPath } from './view-route.ts';

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
