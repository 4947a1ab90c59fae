import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { type BundleFile, describeFiles, totalGzipBytes } from '../view-bundle.ts';

/** Where `npm run build` writes the console. */
export const CONSOLE_DIST = path.resolve(import.meta.dirname, '../../packages/app/dist');

/** The most JavaScript (gzipped) the console may load before its first screen's own code. */
export const CONSOLE_FIRST_LOAD_LIMIT_BYTES = 300 * 1024;

const STATIC_IMPORT = /(?:^|[;\s}])(?:import|export)\s*(?:[\w*${}\s,]*?\s*from\s*)?["']([^"']+\.js)["']/g;
const DYNAMIC_IMPORT = /\bimport\(\s*["'`]([^"'`$]+\.js)["'`]\s*\)/g;

const relativeImports = (code: string, pattern: RegExp) =>
  [...code.matchAll(pattern)].map((match) => match[1]).filter((specifier) => specifier.startsWith('.'));

/** The scripts the built console page (dist/index.html) names: its module scripts and its preloads. */
function consoleEntryScripts(dist: string): string[] {
  const html = readFileSync(path.join(dist, 'index.html'), 'utf8');
  return [...html.matchAll(/<(?:script[^>]*\ssrc|link[^>]*rel="modulepreload"[^>]*\shref)="([^"]+\.js)"/g)].map(
    (match) => path.resolve(dist, match[1].replace(/^\//, '')),
  );
}

/** Files reached from `start` by static imports, without `known`; and what they import dynamically. */
function reach(dist: string, start: readonly string[], known: ReadonlySet<string>) {
  const queue = [...start];
  const files = new Map<string, BundleFile>();
  const dynamic = new Set<string>();
  while (queue.length > 0) {
    const file = queue.shift() as string;
    if (files.has(file) || known.has(file)) continue;
    const code = readFileSync(file);
    files.set(file, { file: path.relative(dist, file), bytes: code.length, gzipBytes: gzipSync(code).length });
    const text = code.toString('utf8');
    for (const specifier of relativeImports(text, STATIC_IMPORT))
      queue.push(path.resolve(path.dirname(file), specifier));
    for (const specifier of relativeImports(text, DYNAMIC_IMPORT))
      dynamic.add(path.resolve(path.dirname(file), specifier));
  }
  return { files, dynamic };
}

export interface ConsoleBundle {
  /** What index.html loads before the console runs: its scripts, preloads and their static imports. */
  firstLoad: BundleFile[];
  /** Everything fetched later, when a route (or a part of a screen) is first used. */
  onDemand: BundleFile[];
}

/** The built console's JavaScript, split into what the first load fetches and what comes on demand. */
export function consoleBundle(dist: string): ConsoleBundle {
  const initial = reach(dist, consoleEntryScripts(dist), new Set());
  const known = new Set(initial.files.keys());
  const later = new Map<string, BundleFile>();
  let pending = [...initial.dynamic];
  while (pending.length > 0) {
    const reached = reach(dist, pending, new Set([...known, ...later.keys()]));
    for (const [file, entry] of reached.files) later.set(file, entry);
    pending = [...reached.dynamic].filter((file) => !known.has(file) && !later.has(file));
  }
  return { firstLoad: [...initial.files.values()], onDemand: [...later.values()] };
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

/**
 * What a first visit of one screen loads: the first load and the screen's own files (those whose
 * name starts with `screen`, e.g. `MediaLibraryPage`, and their static imports).
 */
export function screenFirstVisit(dist: string, screen: string): BundleFile[] {
  const { firstLoad, onDemand } = consoleBundle(dist);
  const start = onDemand.filter((file) => path.basename(file.file).startsWith(`${screen}-`));
  const known = new Set(firstLoad.map((file) => path.resolve(dist, file.file)));
  const own = reach(
    dist,
    start.map((file) => path.resolve(dist, file.file)),
    known,
  ).files;
  return [...firstLoad, ...own.values()];
}

/** The console's first-load JavaScript (gzipped) and what its screens load on demand (`npm run build` first). */
export async function benchConsole(dist = CONSOLE_DIST) {
  console.log('## Console JavaScript');
  const { firstLoad, onDemand } = consoleBundle(dist);
  console.log(`first load (limit ${kb(CONSOLE_FIRST_LOAD_LIMIT_BYTES)} gzipped): ${describeFiles(firstLoad)}`);
  console.log(
    `with the start page (/media-library): ${kb(totalGzipBytes(screenFirstVisit(dist, 'MediaLibraryPage')))} gzipped`,
  );
  const largest = [...onDemand].sort((a, b) => b.gzipBytes - a.gzipBytes).slice(0, 8);
  console.log(
    `on demand: ${kb(totalGzipBytes(onDemand))} gzipped in ${onDemand.length} files; largest: ` +
      largest.map((file) => `${file.file} ${kb(file.gzipBytes)}`).join(', '),
  );
  console.log('');
}
