import { GlobalStyle } from '@reelbase/ui';
import type { ReactNode } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { expect } from 'vitest';
import { type Locator, page, userEvent } from 'vitest/browser';

/**
 * No animations, no transitions, no caret, and no video picture: the players keep their size,
 * controls and overlays, but the frame the browser decodes (which depends on when it arrives) is
 * not drawn, so the picture stays the player's black.
 */
const FREEZE = `*, *::before, *::after { animation: none !important; transition: none !important; caret-color: transparent !important; }
video { opacity: 0 !important; }`;

/**
 * The runner shows the test page scaled down to fit its own 1280 × 720 window (the wrapper of the
 * page's frame carries `data-scale`); an editor is taller than that. While the picture is taken
 * the scale is lifted, so the editor is taken whole and at its real size.
 */
const REAL_SIZE = { screenshotOptions: { style: '[data-scale] { transform: none !important; }' } };

let root: Root | undefined;
let host: HTMLElement | undefined;

export interface RenderOptions {
  /** The width of the content of the box the node is drawn in (the box adds 12 px on each side). */
  width: number;
  /** The page's size, [width, height]: media queries and `vh` follow it; the box must fit in it. */
  viewport: [number, number];
}

/**
 * Renders a node (a composed story) with the kit's GlobalStyle into a box of a fixed width, with
 * animations off and the video pictures hidden; answers the box's locator and element.
 */
export async function renderEditor(node: ReactNode, { width, viewport }: RenderOptions) {
  cleanupEditor();
  await page.viewport(viewport[0], viewport[1]);
  // Park the pointer in a corner so no hover style leaks into the picture.
  await userEvent.hover(page.elementLocator(document.body), { position: { x: 0, y: 0 } });
  host = document.createElement('div');
  document.body.append(host);
  root = createRoot(host);
  root.render(
    <>
      <GlobalStyle />
      <style>{FREEZE}</style>
      <div data-testid="visual" style={{ display: 'inline-block', boxSizing: 'content-box', width, padding: 12 }}>
        {node}
      </div>
    </>,
  );
  const box = page.getByTestId('visual');
  await expect.element(box).toBeInTheDocument();
  return { box, element: box.element() as HTMLElement };
}

export const nextFrame = () => new Promise<void>((resolve) => requestAnimationFrame(() => resolve()));

/** Waits until the fonts and every picture in `element` have loaded, then for two frames to be drawn. */
export async function settled(element: HTMLElement) {
  await document.fonts.ready;
  const images = () => Array.from(element.querySelectorAll('img'));
  await expect.poll(() => images().every((image) => image.complete && image.naturalWidth > 0)).toBe(true);
  await Promise.all(images().map((image) => image.decode().catch(() => undefined)));
  await nextFrame();
  await nextFrame();
}

/** Waits until the video in `element` knows its length and is not seeking (and is at `time` seconds if given). */
export async function videoStill(element: HTMLElement, time?: number) {
  const video = element.querySelector('video');
  if (!video) throw new Error('No video is shown.');
  await expect
    .poll(
      () =>
        video.readyState >= HTMLMediaElement.HAVE_METADATA &&
        !video.seeking &&
        (time === undefined || Math.abs(video.currentTime - time) < 0.01),
      { timeout: 5000 },
    )
    .toBe(true);
}

/** Takes away the focus (and with it any focus ring). */
export const blur = () => (document.activeElement as HTMLElement | null)?.blur();

/** Compares the box with the reference `name`, after checking that the page holds all of it. */
export async function matchScreenshot(box: Locator, name: string) {
  const rect = box.element().getBoundingClientRect();
  expect(rect.right, 'the box is wider than the page').toBeLessThanOrEqual(window.innerWidth);
  expect(rect.bottom, 'the box is taller than the page').toBeLessThanOrEqual(window.innerHeight);
  await expect(box).toMatchScreenshot(name, REAL_SIZE);
}

/** Unmounts what `renderEditor` rendered. */
export function cleanupEditor() {
  root?.unmount();
  host?.remove();
  root = undefined;
  host = undefined;
}
