import { composeStories } from '@storybook/react-vite';
import { afterEach, expect, test } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import * as stories from '../../../../stories/ui/Tooltip.stories.tsx';
import { cleanupScreenshot, renderForScreenshot } from '../../test/renderStory.tsx';

const { Default } = composeStories(stories);

afterEach(cleanupScreenshot);

test('shown on keyboard focus', async () => {
  await renderForScreenshot(<Default />);
  await userEvent.keyboard('{Tab}');
  await expect(page.getByRole('tooltip')).toMatchScreenshot('tooltip-open');
});
