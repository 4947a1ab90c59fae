import { composeStories } from '@storybook/react-vite';
import { afterEach, expect, test } from 'vitest';
import { page } from 'vitest/browser';
import * as stories from '../../../../stories/ui/DateRangePicker.stories.tsx';
import { cleanupScreenshot, renderForScreenshot } from '../../test/renderStory.tsx';

const { Default, Disabled } = composeStories(stories);

afterEach(cleanupScreenshot);

test('states', async () => {
  const node = (
    <div style={{ display: 'flex', flexDirection: 'column', gap: 16 }}>
      <Default />
      <Disabled />
    </div>
  );
  await expect(await renderForScreenshot(node, { width: 360 })).toMatchScreenshot('date-range-picker-states');
});

test('presets and calendar', async () => {
  await renderForScreenshot(<Default />);
  await page.getByRole('button', { name: /Calendar/ }).click();
  await expect(page.getByRole('dialog')).toMatchScreenshot('date-range-picker-open');
});
