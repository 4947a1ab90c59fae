import { composeStories } from '@storybook/react-vite';
import { afterEach, expect, test } from 'vitest';
import * as stories from '../../../../stories/ui/BarList.stories.tsx';
import { cleanupScreenshot, renderForScreenshot } from '../../test/renderStory.tsx';

const { Default } = composeStories(stories);

afterEach(cleanupScreenshot);

test('bars by count', async () => {
  await expect(await renderForScreenshot(<Default />, { width: 380 })).toMatchScreenshot('barlist-default');
});
