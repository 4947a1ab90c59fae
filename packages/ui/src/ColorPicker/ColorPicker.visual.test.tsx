import { composeStories } from '@storybook/react-vite';
import { afterEach, expect, test } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import * as stories from '../../../../stories/ui/ColorPicker.stories.tsx';
import { cleanupScreenshot, renderForScreenshot } from '../../test/renderStory.tsx';

const { Playground, Disabled, ShorthandRefused } = composeStories(stories);

afterEach(cleanupScreenshot);

test('triggers', async () => {
  const node = (
    <div style={{ display: 'flex', flexDirection: 'column', gap: 16 }}>
      <Playground />
      <Disabled />
    </div>
  );
  await expect(await renderForScreenshot(node, { width: 280 })).toMatchScreenshot('color-picker-triggers');
});

test('picker with a refused shorthand', async () => {
  await renderForScreenshot(<ShorthandRefused />);
  await page.getByRole('button', { name: /Icon colour/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Icon colour' });
  await userEvent.fill(dialog.getByRole('textbox', { name: 'Hex value' }), '#fff');
  await expect.element(dialog.getByRole('button', { name: 'Update' })).toBeDisabled();
  (document.activeElement as HTMLElement | null)?.blur();
  await expect(dialog).toMatchScreenshot('color-picker-invalid');
});
