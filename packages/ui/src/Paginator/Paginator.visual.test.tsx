import { composeStories } from '@storybook/react-vite';
import { afterEach, expect, test } from 'vitest';
import * as stories from '../../../../stories/ui/Paginator.stories.tsx';
import { cleanupScreenshot, renderForScreenshot } from '../../test/renderStory.tsx';

const { Default, MiddlePage, SinglePage } = composeStories(stories);

afterEach(cleanupScreenshot);

test('first, middle and only page', async () => {
  const node = (
    <div style={{ display: 'grid', gap: 12 }}>
      <Default />
      <MiddlePage />
      <SinglePage />
    </div>
  );
  await expect(await renderForScreenshot(node, { width: 540 })).toMatchScreenshot('paginator-states');
});
