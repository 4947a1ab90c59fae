import { execFile } from 'node:child_process';
import { copyFileSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import type { Browser, Page } from 'playwright-core';
import { build } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { axeViolations, launchBrowser } from './support/browser.ts';
import { makeClip } from './support/media.ts';
import { repoRoot } from './support/server.ts';
import { type StaticSite, serveFolder } from './support/static.ts';

const run = promisify(execFile);
const editors = path.join(repoRoot, 'packages/editors');
const dist = path.join(editors, 'dist');
const PEERS = ['react', 'react-dom', 'styled-components', 'konva', 'react-konva'];

/** Every file under `folder`, as paths relative to it. */
function filesOf(folder: string): string[] {
  return readdirSync(folder, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(folder, path.join(entry.parentPath, entry.name)));
}

/** The bare module names a built file imports (its import and export statements, one per line). */
function importsOf(code: string): string[] {
  return [...code.matchAll(/^(?:import|export)\b[^;\n]*?["']([^"'./][^"']*)["'];?$/gm)].map((match) => match[1]);
}

describe('the editors as a library, mounted by a host outside the console', () => {
  let browser: Browser;
  let page: Page;
  let site: StaticSite;
  let media: string;
  const exampleOut = path.join(editors, 'dist-example');

  beforeAll(async () => {
    const production = { ...process.env, NODE_ENV: 'production' };
    await run('npm', ['run', 'build', '-w', '@reelbase/editors'], { cwd: repoRoot, env: production });
    media = mkdtempSync(path.join(tmpdir(), 'reelbase-editors-host-'));
    await Promise.all([
      build({ configFile: path.join(editors, 'example/vite.config.ts'), logLevel: 'error', mode: 'production' }),
      makeClip(path.join(media, 'clip.mp4'), 8, '640x360'),
    ]);
    copyFileSync(path.join(media, 'clip.mp4'), path.join(exampleOut, 'clip.mp4'));
    site = await serveFolder(exampleOut);
    browser = await launchBrowser();
    page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    page.setDefaultTimeout(20_000);
  });

  afterAll(async () => {
    await browser?.close();
    await site?.close();
    if (media) rmSync(media, { recursive: true, force: true });
  });

  it('builds ES modules that leave the peers to the host, with declarations and a manifest to publish', () => {
    const manifest = JSON.parse(readFileSync(path.join(dist, 'package.json'), 'utf8'));
    expect(manifest.name).toBe('@reelbase/editors');
    expect(manifest.private).toBeUndefined();
    expect(Object.keys(manifest.peerDependencies).sort()).toEqual([...PEERS].sort());
    expect(Object.keys(manifest.exports)).toEqual(['.', './core', './slides', './run']);
    for (const entry of Object.values(manifest.exports) as { types: string; default: string }[]) {
      expect(filesOf(dist)).toContain(path.normalize(entry.default));
      expect(filesOf(dist)).toContain(path.normalize(entry.types));
    }
    const code = filesOf(dist).filter((file) => file.endsWith('.js'));
    const imported = new Set(code.flatMap((file) => importsOf(readFileSync(path.join(dist, file), 'utf8'))));
    for (const name of imported) expect(PEERS.some((peer) => name === peer || name.startsWith(`${peer}/`))).toBe(true);
    expect(imported.has('react')).toBe(true);
    expect(imported.has('react/jsx-runtime')).toBe(true);
    expect(imported.has('konva') || imported.has('react-konva')).toBe(true);
    const declarations = filesOf(path.join(dist, 'types')).filter((file) => file.endsWith('.d.ts'));
    expect(declarations).toContain('index.d.ts');
    for (const file of declarations) {
      expect(readFileSync(path.join(dist, 'types', file), 'utf8'), file).not.toContain('@reelbase/');
    }
    const core = readFileSync(path.join(dist, 'core.js'), 'utf8');
    expect(importsOf(core)).toEqual([]);
    for (const file of ['README.md', 'CHANGELOG.md']) expect(filesOf(dist)).toContain(file);
  });

  it('mounts the interactive editor with the in-memory adapter and stores an added element', async () => {
    await page.goto(`${site.url}/?video=/clip.mp4&duration=8`);
    await page.getByRole('button', { name: /^Add/ }).click();
    await page.getByRole('menuitem', { name: 'Hotspot' }).click();
    await expect.poll(() => page.getByText('New Hot Spot').count()).toBeGreaterThan(0);
    await expect
      .poll(() =>
        page.evaluate(() => (window as unknown as { exampleAdapter: { writes: string[] } }).exampleAdapter.writes),
      )
      .toContain('element create');
    expect(await axeViolations(page)).toEqual([]);
  });

  it('mounts the presentation editor too', async () => {
    await page.getByRole('button', { name: 'Presentation' }).click();
    await expect.poll(() => page.getByRole('button', { name: /^Add/ }).count()).toBeGreaterThan(0);
    expect(await axeViolations(page)).toEqual([]);
  });
});
