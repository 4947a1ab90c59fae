import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import react from '@vitejs/plugin-react';
import { build } from 'vite';
import { launchBrowser } from '../../tests/e2e/support/browser.ts';
import { makeClip } from '../../tests/e2e/support/media.ts';
import { repoRoot } from '../../tests/e2e/support/server.ts';
import { serveFolder } from '../../tests/e2e/support/static.ts';
import { ms, percentile } from './support.ts';

const ELEMENTS = 200;
const MARKERS = 1000;
const DRAG_MS = 2000;
const RUNS = 5;

interface DragFigures {
  frames: number[];
  saves: number;
}

/**
 * The interactive editor in Chromium: 200 elements on the stage and one dragged for 2 seconds
 * (frame times while dragging, and how many save requests the drag made: the debounce at work),
 * and a scrub bar with 1000 markers (render time).
 */
export async function benchEditors() {
  console.log('## Editors');
  const folder = await mkdtemp(path.join(tmpdir(), 'reelbase-bench-editors-'));
  await build({
    root: path.join(repoRoot, 'scripts/bench/editors-page'),
    logLevel: 'error',
    plugins: [react()],
    build: { outDir: folder, emptyOutDir: false },
  });
  await makeClip(path.join(folder, 'clip.mp4'), 10, '640x360');
  const site = await serveFolder(folder);
  const { url } = site;
  const browser = await launchBrowser();
  try {
    const frames: number[] = [];
    const saves: number[] = [];
    for (let run = 0; run < RUNS; run += 1) {
      const page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
      await page.goto(`${url}/?elements=${ELEMENTS}&video=/clip.mp4`);
      const overlay = page.getByTestId('player-overlay');
      await overlay.waitFor();
      await page.waitForFunction(() => Boolean((window as unknown as { benchEditor?: unknown }).benchEditor));
      await page.waitForTimeout(300);
      const box = await overlay.boundingBox();
      if (!box) throw new Error('The stage has no box.');
      // Element 21: 5 % from the left, 9 % from the top, 4 × 7 %.
      const from = { x: box.x + box.width * 0.07, y: box.y + box.height * 0.125 };
      // A string, so that the compiler's helpers do not end up in the page: records each frame's time.
      await page.evaluate(`(() => {
        window.frameTimes = [];
        window.recording = true;
        let last = 0;
        const tick = (now) => {
          if (last) window.frameTimes.push(now - last);
          last = now;
          if (window.recording) requestAnimationFrame(tick);
        };
        requestAnimationFrame(tick);
      })()`);
      await page.mouse.move(from.x, from.y);
      await page.mouse.down();
      const started = Date.now();
      for (let step = 1; Date.now() - started < DRAG_MS; step += 1) {
        const phase = (step % 60) / 60;
        await page.mouse.move(from.x + Math.sin(phase * Math.PI * 2) * 120, from.y + phase * 80);
        await page.waitForTimeout(8);
      }
      await page.mouse.up();
      await page.waitForTimeout(800);
      const figures = await page.evaluate<DragFigures>(() => {
        const state = window as unknown as {
          frameTimes: number[];
          recording: boolean;
          benchAdapter: { writes: string[] };
        };
        state.recording = false;
        return {
          frames: state.frameTimes.slice(2),
          saves: state.benchAdapter.writes.filter((write) => write === 'element update').length,
        };
      });
      frames.push(...figures.frames);
      saves.push(figures.saves);
      await page.close();
    }
    frames.sort((a, b) => a - b);
    console.log(
      `drag with ${ELEMENTS} elements on the stage (${RUNS} drags of ${DRAG_MS / 1000} s, ${frames.length} frames): ` +
        `frame time p50 ${ms(percentile(frames, 0.5))}, p95 ${ms(percentile(frames, 0.95))} (target p95 <= 18 ms), ` +
        `longest ${ms(frames[frames.length - 1])}`,
    );
    console.log(`save requests per ${DRAG_MS / 1000}-second drag: ${saves.join(', ')}`);

    const renders: number[] = [];
    const layouts: number[] = [];
    for (let run = 0; run < RUNS; run += 1) {
      const page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
      await page.goto(`${url}/?markers=${MARKERS}`);
      const handle = await page.waitForFunction(
        () => (window as unknown as { scrubResult?: { renderMs: number } }).scrubResult,
      );
      const result = (await handle.jsonValue()) as { renderMs: number; toFrameMs: number };
      renders.push(result.toFrameMs);
      layouts.push(result.renderMs);
      await page.close();
    }
    renders.sort((a, b) => a - b);
    layouts.sort((a, b) => a - b);
    console.log(
      `scrub bar with ${MARKERS} markers: render to layout median ${ms(percentile(layouts, 0.5))}; ` +
        `to first frame median ${ms(percentile(renders, 0.5))}, worst ${ms(renders[renders.length - 1])}`,
    );
  } finally {
    await browser.close();
    await site.close();
    await rm(folder, { recursive: true, force: true });
  }
}
