import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  describeFiles,
  totalGzipBytes,
  VIEW_BUNDLE_LIMIT_BYTES,
  viewBundleFiles,
  viewLazyFiles,
} from '../../scripts/view-bundle.ts';

const dist = path.resolve(import.meta.dirname, '../../packages/app/dist');

/** Konva's own markers: its stage's container class and its global name. */
const drawsWithKonva = (file: string) => {
  const code = readFileSync(path.join(dist, file), 'utf8');
  return code.includes('konvajs-content') && code.includes('Konva');
};

describe('the viewing pages’ JavaScript', () => {
  it('is its own entry of the build, apart from the console', () => {
    expect(existsSync(path.join(dist, 'view.html')), 'run `npm run build` first').toBe(true);
    const files = viewBundleFiles(dist).map((file) => file.file);
    expect(files.some((file) => /^assets\/view-.*\.js$/.test(file))).toBe(true);
    expect(files.some((file) => /^assets\/index-.*\.js$/.test(file))).toBe(false);
  });

  it(`stays within ${VIEW_BUNDLE_LIMIT_BYTES / 1024} KB gzipped before it runs`, () => {
    const files = viewBundleFiles(dist);
    const listing = describeFiles(files);
    console.info(`Initial: ${listing}`);
    expect(totalGzipBytes(files), listing).toBeLessThanOrEqual(VIEW_BUNDLE_LIMIT_BYTES);
  });

  it('fetches the interactive runtime and Konva only for a video with elements', () => {
    const initial = viewBundleFiles(dist);
    const lazy = viewLazyFiles(dist);
    console.info(`Loaded on demand: ${describeFiles(lazy)}`);
    expect(initial.filter((file) => drawsWithKonva(file.file)).map((file) => file.file)).toEqual([]);
    expect(lazy.some((file) => drawsWithKonva(file.file))).toBe(true);
    // Nothing is counted twice: a file the page loads at once is not a lazy one.
    const names = new Set(initial.map((file) => file.file));
    expect(lazy.filter((file) => names.has(file.file))).toEqual([]);
  });
});
