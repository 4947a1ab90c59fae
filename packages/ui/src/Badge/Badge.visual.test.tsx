import { composeStories } from '@storybook/react-vite';
import { afterEach, expect, test } from 'vitest';
import * as stories from '../../../../stories/ui/Badge.stories.tsx';
import { cleanupScreenshot, renderForScreenshot } from '../../test/renderStory.tsx';

const { Tones } = composeStories(stories);

afterEach(cleanupScreenshot);

test('tones', async () => {
  const node = (
    <div style={{ display: 'flex', flexDirection: 'column', gap: 16 }}>
      <Tones />
    </div>
  );
  await expect(await renderForScreenshot(node, { width: 420 })).toMatchScreenshot('badge-tones');
});
