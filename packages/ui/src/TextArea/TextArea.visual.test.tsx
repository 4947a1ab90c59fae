import { composeStories } from '@storybook/react-vite';
import { afterEach, expect, test } from 'vitest';
import * as stories from '../../../../stories/ui/TextArea.stories.tsx';
import { cleanupScreenshot, renderForScreenshot } from '../../test/renderStory.tsx';

const { Disabled, WithCounter, WithError } = composeStories(stories);

afterEach(cleanupScreenshot);

test('states', async () => {
  const node = (
    <div style={{ display: 'flex', flexDirection: 'column', gap: 16 }}>
      <WithCounter />
      <WithError />
      <Disabled />
    </div>
  );
  await expect(await renderForScreenshot(node, { width: 384 })).toMatchScreenshot('text-area-states');
});
