import { composeStories } from '@storybook/react-vite';
import { afterEach, expect, test } from 'vitest';
import { page } from 'vitest/browser';
import * as stories from '../../../../stories/ui/Drawer.stories.tsx';
import { cleanupScreenshot, renderForScreenshot } from '../../test/renderStory.tsx';

const { Playground } = composeStories(stories);

afterEach(cleanupScreenshot);

test('open', async () => {
  await renderForScreenshot(<Playground />);
  await expect(page.getByTestId('drawer-panel')).toMatchScreenshot('drawer-open');
});
