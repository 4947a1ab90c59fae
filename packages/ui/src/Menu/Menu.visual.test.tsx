import { composeStories } from '@storybook/react-vite';
import { afterEach, expect, test } from 'vitest';
import { page } from 'vitest/browser';
import * as stories from '../../../../stories/ui/Menu.stories.tsx';
import { cleanupScreenshot, renderForScreenshot } from '../../test/renderStory.tsx';

const { Default } = composeStories(stories);

afterEach(cleanupScreenshot);

test('trigger and open menu', async () => {
  const box = await renderForScreenshot(<Default />);
  await expect(box).toMatchScreenshot('menu-trigger');
  await page.getByRole('button', { name: 'User menu for Ada Lovelace' }).click();
  await expect(page.getByRole('menu')).toMatchScreenshot('menu-open');
});
