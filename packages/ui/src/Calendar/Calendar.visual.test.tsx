import { composeStories } from '@storybook/react-vite';
import { afterEach, expect, test } from 'vitest';
import * as calendarStories from '../../../../stories/ui/Calendar.stories.tsx';
import * as rangeStories from '../../../../stories/ui/RangeCalendar.stories.tsx';
import { cleanupScreenshot, renderForScreenshot } from '../../test/renderStory.tsx';

const { Bounded } = composeStories(calendarStories);
const { Default: Range } = composeStories(rangeStories);

afterEach(cleanupScreenshot);

test('calendar with bounds', async () => {
  await expect(await renderForScreenshot(<Bounded />, { width: 300 })).toMatchScreenshot('calendar-bounded');
});

test('range calendar', async () => {
  await expect(await renderForScreenshot(<Range />, { width: 300 })).toMatchScreenshot('range-calendar');
});
