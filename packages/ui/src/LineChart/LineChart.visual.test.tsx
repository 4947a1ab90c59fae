import { composeStories } from '@storybook/react-vite';
import { afterEach, expect, test } from 'vitest';
import { page } from 'vitest/browser';
import * as stories from '../../../../stories/ui/LineChart.stories.tsx';
import { cleanupScreenshot, renderForScreenshot } from '../../test/renderStory.tsx';

const { Default } = composeStories(stories);

afterEach(cleanupScreenshot);

test('drop-off chart', async () => {
  await expect(await renderForScreenshot(<Default />, { width: 580 })).toMatchScreenshot('linechart-default');
});

test('tooltip on a focused point', async () => {
  const box = await renderForScreenshot(<Default />, { width: 580 });
  (document.querySelector('circle[tabindex="0"]') as SVGCircleElement).focus();
  await expect.element(page.getByTestId('chart-tooltip')).toBeVisible();
  await expect(box).toMatchScreenshot('linechart-tooltip');
});
