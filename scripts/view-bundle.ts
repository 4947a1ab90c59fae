import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

/** The most JavaScript (gzipped) the public viewing pages may load. */
export const VIEW_BUNDLE_LIMIT_BYTES = 100 * 1024;

export interface BundleFile {
  file: string;
  bytes: number;
  gzipBytes: number;
}

const STATIC_IMPORT = /(?:^|[;\s}])(?:import|export)\s*(?:[\w*${}\s,]*?\s*from\s*)?["']([^"']+\.js)["']/g;

/**
 * Every script the built viewing page (dist/view.html) loads before it runs: its module scripts,
 * its preloads, and what those import statically, followed to the end. Dynamic imports are left out
 * (they load later, if at all).
 */
export function viewBundleFiles(dist: string): BundleFile[] {
  const html = readFileSync(path.join(dist, 'view.html'), 'utf8');
  const queue = [...html.matchAll(/<(?:script[^>]*\ssrc|link[^>]*rel="modulepreload"[^>]*\shref)="([^"]+\.js)"/g)].map(
    (match) => path.resolve(dist, match[1].replace(/^\//, '')),
  );
  const seen = new Map<string, BundleFile>();
  while (queue.length > 0) {
    const file = queue.shift() as string;
    if (seen.has(file)) continue;
    const code = readFileSync(file);
    seen.set(file, { file: path.relative(dist, file), bytes: code.length, gzipBytes: gzipSync(code).length });
    for (const match of code.toString('utf8').matchAll(STATIC_IMPORT)) {
      if (match[1].startsWith('.')) queue.push(path.resolve(path.dirname(file), match[1]));
    }
  }
  return [...seen.values()];
}

export const totalGzipBytes = (files: readonly BundleFile[]) => files.reduce((sum, file) => sum + file.gzipBytes, 0);
