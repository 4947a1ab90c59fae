import { composeStories } from '@storybook/react-vite';
import { afterEach, expect, test } from 'vitest';
import * as stories from '../../../../stories/ui/VideoGrid.stories.tsx';
import { cleanupScreenshot, renderForScreenshot } from '../../test/renderStory.tsx';

const { Default } = composeStories(stories);

afterEach(cleanupScreenshot);

test('cards with one selected', async () => {
  const node = <Default defaultSelectedKeys={new Set(['v2'])} />;
  await expect(await renderForScreenshot(node, { width: 744 })).toMatchScreenshot('video-grid-selected');
});
