import { existsSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { totalGzipBytes, VIEW_BUNDLE_LIMIT_BYTES, viewBundleFiles } from '../../scripts/view-bundle.ts';

const dist = path.resolve(import.meta.dirname, '../../packages/app/dist');

describe('the viewing pages’ JavaScript', () => {
  it('is its own entry of the build, apart from the console', () => {
    expect(existsSync(path.join(dist, 'view.html')), 'run `npm run build` first').toBe(true);
    const files = viewBundleFiles(dist).map((file) => file.file);
    expect(files.some((file) => /^assets\/view-.*\.js$/.test(file))).toBe(true);
    expect(files.some((file) => /^assets\/index-.*\.js$/.test(file))).toBe(false);
  });

  it(`stays within ${VIEW_BUNDLE_LIMIT_BYTES / 1024} KB gzipped`, () => {
    const files = viewBundleFiles(dist);
    const total = totalGzipBytes(files);
    const listing = files.map((file) => `${file.file}: ${(file.gzipBytes / 1024).toFixed(1)} KB`).join(', ');
    expect(total, listing).toBeLessThanOrEqual(VIEW_BUNDLE_LIMIT_BYTES);
  });
});
