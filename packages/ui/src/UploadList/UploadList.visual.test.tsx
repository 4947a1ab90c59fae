import { composeStories } from '@storybook/react-vite';
import { afterEach, expect, test } from 'vitest';
import * as stories from '../../../../stories/ui/UploadList.stories.tsx';
import { cleanupScreenshot, renderForScreenshot } from '../../test/renderStory.tsx';

const { Default } = composeStories(stories);

afterEach(cleanupScreenshot);

test('every state', async () => {
  await expect(await renderForScreenshot(<Default />, { width: 580 })).toMatchScreenshot('uploadlist-states');
});
