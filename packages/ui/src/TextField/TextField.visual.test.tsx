import { composeStories } from '@storybook/react-vite';
import { afterEach, expect, test } from 'vitest';
import * as stories from '../../../../stories/ui/TextField.stories.tsx';
import { cleanupScreenshot, renderForScreenshot } from '../../test/renderStory.tsx';

const { Disabled, Playground, ReadOnly, WithError } = composeStories(stories);

afterEach(cleanupScreenshot);

test('states', async () => {
  const node = (
    <div style={{ display: 'flex', flexDirection: 'column', gap: 16 }}>
      <Playground />
      <WithError />
      <Disabled />
      <ReadOnly />
    </div>
  );
  await expect(await renderForScreenshot(node, { width: 344 })).toMatchScreenshot('text-field-states');
});
