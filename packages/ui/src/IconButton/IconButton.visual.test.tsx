import { composeStories } from '@storybook/react-vite';
import { afterEach, expect, test } from 'vitest';
import * as stories from '../../../../stories/ui/IconButton.stories.tsx';
import { cleanupScreenshot, renderForScreenshot } from '../../test/renderStory.tsx';

const { Variants, Disabled } = composeStories(stories);

afterEach(cleanupScreenshot);

test('variants and disabled', async () => {
  const node = (
    <div style={{ display: 'flex', gap: 8 }}>
      <Variants />
      <Disabled />
    </div>
  );
  await expect(await renderForScreenshot(node, { width: 260 })).toMatchScreenshot('icon-button-states');
});
