import type { ReactNode } from 'react';
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { page, userEvent } from 'vitest/browser';
import { GlobalStyle } from '../src/theme/index.ts';

const FREEZE = `*, *::before, *::after { animation: none !important; transition: none !important; caret-color: transparent !important; }`;

let root: Root | undefined;
let host: HTMLElement | undefined;

/**
 * Renders a node (usually a composed story) with the kit's GlobalStyle into a fixed-size,
 * animation-free box for screenshot comparison; returns a locator of that box.
 */
export async function renderForScreenshot(node: ReactNode, options: { width?: number; testId?: string } = {}) {
  const { width = 360, testId = 'visual' } = options;
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
  cleanupScreenshot();
  await page.viewport(800, 600);
  // Park the pointer in a corner so no hover style leaks into the picture.
  await userEvent.hover(page.elementLocator(document.body), { position: { x: 0, y: 0 } });
  host = document.createElement('div');
  document.body.append(host);
  root = createRoot(host);
  await act(async () => {
    root?.render(
      <>
        <GlobalStyle />
        <style>{FREEZE}</style>
        <div data-testid={testId} style={{ display: 'inline-block', width, padding: 12 }}>
          {node}
        </div>
      </>,
    );
  });
  await document.fonts.ready;
  return page.getByTestId(testId);
}

/** Unmounts what `renderForScreenshot` rendered. */
export function cleanupScreenshot() {
  if (root) act(() => root?.unmount());
  host?.remove();
  root = undefined;
  host = undefined;
}
