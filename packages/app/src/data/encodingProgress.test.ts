import type { Encoding } from '@reelbase/contract';
import { afterEach, describe, expect, it } from 'vitest';
import {
  forgetEncodingProgress,
  liveEncodingProgress,
  missesRenditionsInProgress,
  tellEncodingProgress,
  withLiveProgress,
} from './encodingProgress.ts';

const rendition = (height: number, ready: boolean, progress: number): Encoding => ({
  height,
  label: `${height}p`,
  extension: 'mp4',
  ready,
  progress,
});

describe('encoding progress told by the live updates', () => {
  afterEach(() => forgetEncodingProgress(null));

  it('keeps the highest progress told per video and forgets it on request', () => {
    tellEncodingProgress('a', 40);
    tellEncodingProgress('a', 25);
    tellEncodingProgress('b', 10);
    expect(liveEncodingProgress).toEqual({ a: 40, b: 10 });
    forgetEncodingProgress('a');
    expect(liveEncodingProgress).toEqual({ b: 10 });
    tellEncodingProgress('a', 5);
    expect(liveEncodingProgress.a).toBe(5);
    forgetEncodingProgress(null);
    expect(liveEncodingProgress).toEqual({});
  });

  it('moves only the renditions being made, and never below what was loaded', () => {
    const loaded = [rendition(360, true, 100), rendition(720, false, 60), rendition(1080, false, 20)];
    expect(withLiveProgress(loaded, 45)).toEqual([
      rendition(360, true, 100),
      rendition(720, false, 60),
      rendition(1080, false, 45),
    ]);
    expect(withLiveProgress(loaded, undefined)).toBe(loaded);
    expect(withLiveProgress(undefined, 45)).toBeUndefined();
  });

  it('asks for the list again when progress is told but no loaded rendition is being made', () => {
    expect(missesRenditionsInProgress([], 12)).toBe(true);
    expect(missesRenditionsInProgress([rendition(360, true, 100)], 12)).toBe(true);
    expect(missesRenditionsInProgress([rendition(360, false, 0)], 12)).toBe(false);
    expect(missesRenditionsInProgress([], undefined)).toBe(false);
    // Not loaded yet: the first load brings the renditions.
    expect(missesRenditionsInProgress(undefined, 12)).toBe(false);
  });
});
