import { createRequire } from 'node:module';
import { type Browser, chromium, type Page } from 'playwright-core';

const require = createRequire(import.meta.url);

/** Debian's Chromium, headless, with the flags this closed network needs (and any `extraArgs`). */
export function launchBrowser(extraArgs: readonly string[] = []): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
      ...extraArgs,
    ],
  });
}

/** Runs axe on the page and returns the violations (id and the first target of each). */
export async function axeViolations(page: Page): Promise<string[]> {
  await page.addScriptTag({ path: require.resolve('axe-core/axe.min.js') });
  const violations = await page.evaluate(async () => {
    const result = await (
      window as unknown as {
        axe: { run: () => Promise<{ violations: { id: string; nodes: { target: string[] }[] }[] }> };
      }
    ).axe.run();
    return result.violations.map(
      (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
    );
  });
  return violations;
}
