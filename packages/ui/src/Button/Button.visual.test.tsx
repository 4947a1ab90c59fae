import { composeStories } from '@storybook/react-vite';
import { afterEach, expect, test } from 'vitest';
import * as stories from '../../../../stories/ui/Button.stories.tsx';
import { cleanupScreenshot, renderForScreenshot } from '../../test/renderStory.tsx';

const { Default, Variants, Sizes, Disabled, Loading } = composeStories(stories);

afterEach(cleanupScreenshot);

test('variants', async () => {
  await expect(await renderForScreenshot(<Variants />, { width: 480 })).toMatchScreenshot('button-variants');
});

test('sizes', async () => {
  await expect(await renderForScreenshot(<Sizes />)).toMatchScreenshot('button-sizes');
});

test('default, disabled and loading', async () => {
  const states = (
    <div style={{ display: 'flex', gap: 8 }}>
      <Default />
      <Disabled />
      <Loading />
    </div>
  );
  await expect(await renderForScreenshot(states, { width: 480 })).toMatchScreenshot('button-states');
});
