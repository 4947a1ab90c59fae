import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { accessTokenOf, callApi, signInPage } from '../../tests/e2e/support/api.ts';
import { launchBrowser } from '../../tests/e2e/support/browser.ts';
import { makeClip, uploadViaApi } from '../../tests/e2e/support/media.ts';
import { repoRoot, startProduct } from '../../tests/e2e/support/server.ts';
import { totalGzipBytes, VIEW_BUNDLE_LIMIT_BYTES, viewBundleFiles } from '../view-bundle.ts';
import { ms, percentile } from './support.ts';

const ADMIN = { email: 'bench.view@reelbase.test', password: 'bench password 1234' };
const RUNS = 7;

/**
 * The public viewing page: the JavaScript it loads (gzipped) and, for a local 720p video with an
 * autoplaying muted template, the time from navigation to the first painted video frame and to
 * the poster, in Chromium against the built product (`npm run build` first).
 */
export async function benchView() {
  console.log('## Viewing page');
  const files = viewBundleFiles(path.join(repoRoot, 'packages/app/dist'));
  console.log(
    `JavaScript of /view and /embed: ${(totalGzipBytes(files) / 1024).toFixed(1)} KB gzipped ` +
      `(limit ${VIEW_BUNDLE_LIMIT_BYTES / 1024} KB) in ${files.length} files`,
  );

  const folder = await mkdtemp(path.join(tmpdir(), 'reelbase-bench-view-'));
  const [server] = await Promise.all([
    startProduct({ REELBASE_ADMIN_EMAIL: ADMIN.email, REELBASE_ADMIN_PASSWORD: ADMIN.password }),
    makeClip(path.join(folder, 'bench.mp4'), 10, '1280x720'),
  ]);
  const browser = await launchBrowser();
  try {
    const staff = await (await browser.newContext({ bypassCSP: true })).newPage();
    await signInPage(staff, server.url, ADMIN.email, ADMIN.password, '/profile');
    const token = await accessTokenOf(staff);
    const api = <T>(method: string, route: string, body?: unknown) =>
      callApi<T>(server.url, token, method, route, body);
    const company = await api<{ id: number }>('POST', '/api/companies', {
      company_name: 'Bench',
      email_address: 'bench@bench.test',
    });
    const library = await api<{ id: number }>('POST', '/api/libraries', { name: 'Bench', company_id: company.id });
    const videoId = await uploadViaApi(server.url, token, path.join(folder, 'bench.mp4'), library.id);
    for (;;) {
      const encodings = await api<{ ready: boolean }[]>('GET', `/api/videos/${videoId}/encodings`);
      if (encodings.length > 0 && encodings.every((encoding) => encoding.ready)) break;
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
    const template = await api<{ id: number }>('POST', `/api/libraries/${library.id}/player-templates`, {
      name: 'Autoplay',
      autoplay: true,
      mute: true,
    });
    await api('PUT', `/api/videos/${videoId}`, {
      privacy: 'anybody',
      visibility: { type: 'public' },
      playerTemplateId: template.id,
    });

    const firstFrame: number[] = [];
    const poster: number[] = [];
    for (let run = 0; run < RUNS; run++) {
      const context = await browser.newContext({ viewport: { width: 1280, height: 720 } });
      const page = await context.newPage();
      await page.addInitScript(() => {
        const marks: Record<string, number> = {};
        (window as unknown as { __marks: Record<string, number> }).__marks = marks;
        new MutationObserver(() => {
          const video = document.querySelector('video');
          if (!video || video.dataset.benched) return;
          video.dataset.benched = '1';
          video.requestVideoFrameCallback(() => {
            marks.frame = performance.now();
          });
          if (video.poster) {
            const image = new Image();
            image.onload = () => {
              marks.poster = performance.now();
            };
            image.src = video.poster;
          }
        }).observe(document, { childList: true, subtree: true });
      });
      await page.goto(`${server.url}/embed/${videoId}`);
      const marks = await page.waitForFunction(
        () => {
          const value = (window as unknown as { __marks: Record<string, number> }).__marks;
          return value.frame && value.poster ? value : null;
        },
        undefined,
        { timeout: 30_000 },
      );
      const { frame, poster: posterAt } = (await marks.jsonValue()) as { frame: number; poster: number };
      firstFrame.push(frame);
      poster.push(posterAt);
      await context.close();
    }
    firstFrame.sort((a, b) => a - b);
    poster.sort((a, b) => a - b);
    console.log(
      `time to first video frame (navigation start, local 720p, autoplay muted, ${RUNS} runs): ` +
        `median ${ms(percentile(firstFrame, 0.5))}, worst ${ms(firstFrame.at(-1) ?? 0)}`,
    );
    console.log(`poster loaded: median ${ms(percentile(poster, 0.5))}`);
  } finally {
    await browser.close();
    await server.stop();
    await rm(folder, { recursive: true, force: true });
  }
  console.log('');
}
