import { composeStories } from '@storybook/react-vite';
import { afterEach, expect, test } from 'vitest';
import * as stories from '../../../../stories/ui/QuickSearch.stories.tsx';
import { cleanupScreenshot, renderForScreenshot } from '../../test/renderStory.tsx';

const { Playground, Clear } = composeStories(stories);

afterEach(cleanupScreenshot);

test('empty with label and filled', async () => {
  const node = (
    <div style={{ display: 'grid', gap: 12 }}>
      <Playground />
      <Clear />
    </div>
  );
  await expect(await renderForScreenshot(node, { width: 320 })).toMatchScreenshot('quicksearch-states');
});
