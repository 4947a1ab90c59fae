import { composeStories } from '@storybook/react-vite';
import { afterEach, expect, test } from 'vitest';
import * as stories from '../../../../stories/ui/RadioGroup.stories.tsx';
import { cleanupScreenshot, renderForScreenshot } from '../../test/renderStory.tsx';

const { Disabled, Horizontal, Playground, WithError } = composeStories(stories);

afterEach(cleanupScreenshot);

test('states', async () => {
  const node = (
    <div style={{ display: 'flex', flexDirection: 'column', gap: 16 }}>
      <Playground />
      <Horizontal />
      <WithError />
      <Disabled />
    </div>
  );
  await expect(await renderForScreenshot(node, { width: 320 })).toMatchScreenshot('radio-group-states');
});
