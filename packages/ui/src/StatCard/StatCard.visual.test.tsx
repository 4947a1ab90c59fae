import { composeStories } from '@storybook/react-vite';
import { afterEach, expect, test } from 'vitest';
import * as stories from '../../../../stories/ui/StatCard.stories.tsx';
import { cleanupScreenshot, renderForScreenshot } from '../../test/renderStory.tsx';

const { Default, WithPercentage } = composeStories(stories);

afterEach(cleanupScreenshot);

test('plain and with percentage', async () => {
  const node = (
    <div style={{ display: 'flex', gap: 12 }}>
      <Default />
      <WithPercentage />
    </div>
  );
  await expect(await renderForScreenshot(node, { width: 480 })).toMatchScreenshot('statcard-states');
});
