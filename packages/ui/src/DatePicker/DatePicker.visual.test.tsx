import { composeStories } from '@storybook/react-vite';
import { afterEach, expect, test } from 'vitest';
import { page } from 'vitest/browser';
import * as stories from '../../../../stories/ui/DatePicker.stories.tsx';
import { cleanupScreenshot, renderForScreenshot } from '../../test/renderStory.tsx';

const { Default, WithError, Disabled } = composeStories(stories);

afterEach(cleanupScreenshot);

test('states', async () => {
  const node = (
    <div style={{ display: 'flex', flexDirection: 'column', gap: 16 }}>
      <Default />
      <WithError />
      <Disabled />
    </div>
  );
  await expect(await renderForScreenshot(node, { width: 320 })).toMatchScreenshot('date-picker-states');
});

test('calendar', async () => {
  await renderForScreenshot(<Default />);
  await page.getByRole('button', { name: /Calendar/ }).click();
  await expect(page.getByRole('dialog')).toMatchScreenshot('date-picker-calendar');
});
