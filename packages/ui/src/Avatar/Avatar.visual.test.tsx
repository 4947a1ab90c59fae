import { composeStories } from '@storybook/react-vite';
import { afterEach, expect, test } from 'vitest';
import * as stories from '../../../../stories/ui/Avatar.stories.tsx';
import { cleanupScreenshot, renderForScreenshot } from '../../test/renderStory.tsx';

const { Sizes } = composeStories(stories);

afterEach(cleanupScreenshot);

test('sizes', async () => {
  const node = (
    <div style={{ display: 'flex', flexDirection: 'column', gap: 16 }}>
      <Sizes />
    </div>
  );
  await expect(await renderForScreenshot(node, { width: 200 })).toMatchScreenshot('avatar-sizes');
});
