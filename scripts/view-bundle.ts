import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

/** The most JavaScript (gzipped) the public viewing pages may load before they run. */
export const VIEW_BUNDLE_LIMIT_BYTES = 100 * 1024;

export interface BundleFile {
  file: string;
  bytes: number;
  gzipBytes: number;
}

const STATIC_IMPORT = /(?:^|[;\s}])(?:import|export)\s*(?:[\w*${}\s,]*?\s*from\s*)?["']([^"']+\.js)["']/g;
const DYNAMIC_IMPORT = /\bimport\(\s*["'`]([^"'`$]+\.js)["'`]\s*\)/g;

const imports = (code: string, pattern: RegExp) =>
  [...code.matchAll(pattern)].map((match) => match[1]).filter((specifier) => specifier.startsWith('.'));

/**
 * The scripts reached from `start`: each file and what it imports statically, followed to the
 * end, leaving out `known`. Also gives the files the reached ones import dynamically.
 */
function follow(dist: string, start: readonly string[], known: ReadonlySet<string> = new Set()) {
  const queue = [...start];
  const seen = new Map<string, BundleFile>();
  const dynamic = new Set<string>();
  while (queue.length > 0) {
    const file = queue.shift() as string;
    if (seen.has(file) || known.has(file)) continue;
    const code = readFileSync(file);
    seen.set(file, { file: path.relative(dist, file), bytes: code.length, gzipBytes: gzipSync(code).length });
    const text = code.toString('utf8');
    for (const specifier of imports(text, STATIC_IMPORT)) queue.push(path.resolve(path.dirname(file), specifier));
    for (const specifier of imports(text, DYNAMIC_IMPORT)) dynamic.add(path.resolve(path.dirname(file), specifier));
  }
  return { files: seen, dynamic };
}

/** The scripts the built viewing page (dist/view.html) names: its module scripts and its preloads. */
function entryScripts(dist: string): string[] {
  const html = readFileSync(path.join(dist, 'view.html'), 'utf8');
  return [...html.matchAll(/<(?:script[^>]*\ssrc|link[^>]*rel="modulepreload"[^>]*\shref)="([^"]+\.js)"/g)].map(
    (match) => path.resolve(dist, match[1].replace(/^\//, '')),
  );
}

/**
 * Every script the built viewing page loads before it runs: its module scripts, its preloads, and
 * what those import statically, followed to the end. Dynamic imports are left out (they load
 * later, if at all: see {@link viewLazyFiles}).
 */
export function viewBundleFiles(dist: string): BundleFile[] {
  return [...follow(dist, entryScripts(dist)).files.values()];
}

/**
 * The scripts the viewing page may load later, by a dynamic import (e.g. the interactive
 * elements' runtime and Konva, only for a video with elements): what the initial files import
 * dynamically and everything that imports statically, without the initial files.
 */
export function viewLazyFiles(dist: string): BundleFile[] {
  const initial = follow(dist, entryScripts(dist));
  const known = new Set(initial.files.keys());
  const lazy = new Map<string, BundleFile>();
  let pending = [...initial.dynamic];
  while (pending.length > 0) {
    const reached = follow(dist, pending, new Set([...known, ...lazy.keys()]));
    for (const [file, entry] of reached.files) lazy.set(file, entry);
    pending = [...reached.dynamic].filter((file) => !known.has(file) && !lazy.has(file));
  }
  return [...lazy.values()];
}

export const totalGzipBytes = (files: readonly BundleFile[]) => files.reduce((sum, file) => sum + file.gzipBytes, 0);

/** One line per file and a total, in KB gzipped. */
export const describeFiles = (files: readonly BundleFile[]) =>
  `${files.map((file) => `${file.file}: ${(file.gzipBytes / 1024).toFixed(1)} KB`).join(', ')} (total ${(
    totalGzipBytes(files) / 1024
  ).toFixed(1)} KB gzipped)`;
