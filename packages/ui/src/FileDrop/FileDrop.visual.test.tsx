import { composeStories } from '@storybook/react-vite';
import { afterEach, expect, test } from 'vitest';
import * as stories from '../../../../stories/ui/FileDrop.stories.tsx';
import { cleanupScreenshot, renderForScreenshot } from '../../test/renderStory.tsx';

const { Default, Disabled } = composeStories(stories);

afterEach(cleanupScreenshot);

test('idle and disabled', async () => {
  const node = (
    <div style={{ display: 'grid', gap: 12 }}>
      <Default />
      <Disabled />
    </div>
  );
  await expect(await renderForScreenshot(node, { width: 540 })).toMatchScreenshot('filedrop-states');
});
