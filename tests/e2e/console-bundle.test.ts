import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it, vi } from 'vitest';
import {
  benchConsole,
  CONSOLE_DIST,
  CONSOLE_FIRST_LOAD_LIMIT_BYTES,
  consoleBundle,
} from '../../scripts/bench/console-size.ts';
import { describeFiles, totalGzipBytes } from '../../scripts/view-bundle.ts';

/** A small build: an entry with a preload and a static import, and a screen imported dynamically. */
function smallBuild() {
  const dist = mkdtempSync(path.join(tmpdir(), 'reelbase-console-size-'));
  mkdirSync(path.join(dist, 'assets'));
  writeFileSync(
    path.join(dist, 'index.html'),
    '<script type="module" crossorigin src="/assets/index-A.js"></script>\n' +
      '<link rel="modulepreload" crossorigin href="/assets/react-B.js">',
  );
  const write = (name: string, code: string) => writeFileSync(path.join(dist, 'assets', name), code);
  write('index-A.js', 'import{r as e}from"./react-B.js";import"./shell-C.js";const p=()=>import("./UsersPage-D.js");');
  write('react-B.js', `export const r=${JSON.stringify('x'.repeat(500))};`);
  write('shell-C.js', 'import{r}from"./react-B.js";export const s=r;');
  write('UsersPage-D.js', 'import{r}from"./react-B.js";import{t}from"./table-E.js";export const u=[r,t];');
  write('table-E.js', `export const t=${JSON.stringify('y'.repeat(2000))};`);
  return dist;
}

describe('the console’s JavaScript', () => {
  const small = smallBuild();
  afterAll(() => rmSync(small, { recursive: true, force: true }));

  it('counts the entry, its preloads and their static imports as the first load, and screens as on demand', () => {
    const { firstLoad, onDemand } = consoleBundle(small);
    expect(firstLoad.map((file) => file.file).sort()).toEqual([
      'assets/index-A.js',
      'assets/react-B.js',
      'assets/shell-C.js',
    ]);
    expect(onDemand.map((file) => file.file).sort()).toEqual(['assets/UsersPage-D.js', 'assets/table-E.js']);
    expect(firstLoad.every((file) => file.gzipBytes > 0)).toBe(true);
  });

  it('reports the first load of the build in the benchmark', async () => {
    expect(existsSync(path.join(CONSOLE_DIST, 'index.html')), 'run `npm run build` first').toBe(true);
    const log = vi.spyOn(console, 'log').mockImplementation(() => {});
    try {
      await benchConsole();
      const printed = log.mock.calls.map((call) => call.join(' ')).join('\n');
      const total = (totalGzipBytes(consoleBundle(CONSOLE_DIST).firstLoad) / 1024).toFixed(1);
      expect(printed).toContain(`(total ${total} KB gzipped)`);
      expect(printed).toMatch(/first load \(limit 300\.0 KB gzipped\): assets\/index-/);
    } finally {
      log.mockRestore();
    }
  });

  it(`loads at most ${CONSOLE_FIRST_LOAD_LIMIT_BYTES / 1024} KB gzipped before the first screen, and no screen`, () => {
    const { firstLoad, onDemand } = consoleBundle(CONSOLE_DIST);
    const listing = describeFiles(firstLoad);
    console.info(`First load: ${listing}`);
    expect(totalGzipBytes(firstLoad), listing).toBeLessThanOrEqual(CONSOLE_FIRST_LOAD_LIMIT_BYTES);
    const screens = /^assets\/[A-Za-z]+Page-[\w-]+\.js$/;
    expect(firstLoad.filter((file) => screens.test(file.file)).map((file) => file.file)).toEqual([]);
    for (const screen of ['MediaLibraryPage', 'UsersPage', 'StatisticsDetailPage', 'InteractiveEditorPage']) {
      expect(
        onDemand.some((file) => file.file.startsWith(`assets/${screen}-`)),
        screen,
      ).toBe(true);
    }
  });
});
