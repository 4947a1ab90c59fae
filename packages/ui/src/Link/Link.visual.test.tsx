import { composeStories } from '@storybook/react-vite';
import { afterEach, expect, test } from 'vitest';
import * as stories from '../../../../stories/ui/Link.stories.tsx';
import { cleanupScreenshot, renderForScreenshot } from '../../test/renderStory.tsx';

const { Default, External, Muted, Disabled } = composeStories(stories);

afterEach(cleanupScreenshot);

test('link states', async () => {
  const node = (
    <div style={{ display: 'flex', gap: 16 }}>
      <Default />
      <External />
      <Muted />
      <Disabled />
    </div>
  );
  await expect(await renderForScreenshot(node, { width: 360 })).toMatchScreenshot('link-states');
});
