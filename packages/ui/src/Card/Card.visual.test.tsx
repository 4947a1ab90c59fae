import { composeStories } from '@storybook/react-vite';
import { afterEach, expect, test } from 'vitest';
import * as stories from '../../../../stories/ui/Card.stories.tsx';
import { cleanupScreenshot, renderForScreenshot } from '../../test/renderStory.tsx';

const { Default, WithActionsAndFooter } = composeStories(stories);

afterEach(cleanupScreenshot);

test('states', async () => {
  const node = (
    <div style={{ display: 'flex', flexDirection: 'column', gap: 16 }}>
      <Default />
      <WithActionsAndFooter />
    </div>
  );
  await expect(await renderForScreenshot(node, { width: 424 })).toMatchScreenshot('card-states');
});
