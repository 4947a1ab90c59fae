import { composeStories } from '@storybook/react-vite';
import { afterEach, expect, test } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import * as stories from '../../../../stories/ui/TimeInput.stories.tsx';
import { cleanupScreenshot, renderForScreenshot } from '../../test/renderStory.tsx';

const { Playground, Disabled, OutOfRange } = composeStories(stories);

afterEach(cleanupScreenshot);

test('states', async () => {
  const node = (
    <div style={{ display: 'flex', flexDirection: 'column', gap: 16 }}>
      <Playground />
      <Disabled />
    </div>
  );
  await expect(await renderForScreenshot(node, { width: 320 })).toMatchScreenshot('time-input-states');
});

test('out of range', async () => {
  const box = await renderForScreenshot(<OutOfRange />, { width: 320 });
  await userEvent.fill(page.getByRole('textbox', { name: 'Seconds' }), '31');
  await expect.element(page.getByText('Value is out of allowed range (0 - 90)')).toBeVisible();
  (document.activeElement as HTMLElement | null)?.blur();
  await expect(box).toMatchScreenshot('time-input-out-of-range');
});
