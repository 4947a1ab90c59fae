import { composeStories } from '@storybook/react-vite';
import { afterEach, expect, test } from 'vitest';
import * as stories from '../../../../stories/ui/GeoChart.stories.tsx';
import { cleanupScreenshot, renderForScreenshot } from '../../test/renderStory.tsx';

const { Default } = composeStories(stories);

afterEach(cleanupScreenshot);

test('world map shaded by views', async () => {
  await expect(await renderForScreenshot(<Default />, { width: 664 })).toMatchScreenshot('geochart-default');
});
