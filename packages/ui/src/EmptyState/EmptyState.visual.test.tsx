import { composeStories } from '@storybook/react-vite';
import { afterEach, expect, test } from 'vitest';
import * as stories from '../../../../stories/ui/EmptyState.stories.tsx';
import { cleanupScreenshot, renderForScreenshot } from '../../test/renderStory.tsx';

const { NoSearchResults, WithAction } = composeStories(stories);

afterEach(cleanupScreenshot);

test('states', async () => {
  const node = (
    <div style={{ display: 'flex', flexDirection: 'column', gap: 16 }}>
      <NoSearchResults />
      <WithAction />
    </div>
  );
  await expect(await renderForScreenshot(node, { width: 424 })).toMatchScreenshot('empty-state-states');
});
