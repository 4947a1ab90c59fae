import { composeStories } from '@storybook/react-vite';
import { afterEach, expect, test } from 'vitest';
import { page } from 'vitest/browser';
import * as stories from '../../../../stories/ui/SortMenu.stories.tsx';
import { cleanupScreenshot, renderForScreenshot } from '../../test/renderStory.tsx';

const { Default } = composeStories(stories);

afterEach(cleanupScreenshot);

test('open menu', async () => {
  await renderForScreenshot(<Default />, { width: 300 });
  await page.getByRole('button', { name: 'Sort' }).click();
  await expect(page.getByRole('dialog', { name: 'Sort by' })).toMatchScreenshot('sortmenu-open');
});
