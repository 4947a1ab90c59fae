import { composeStories } from '@storybook/react-vite';
import { afterEach, expect, test } from 'vitest';
import * as stories from '../../../../stories/ui/Switch.stories.tsx';
import { cleanupScreenshot, renderForScreenshot } from '../../test/renderStory.tsx';

const { Default, Disabled, On, WithError } = composeStories(stories);

afterEach(cleanupScreenshot);

test('states', async () => {
  const node = (
    <div style={{ display: 'flex', flexDirection: 'column', gap: 16 }}>
      <Default />
      <On />
      <WithError />
      <Disabled />
    </div>
  );
  await expect(await renderForScreenshot(node, { width: 320 })).toMatchScreenshot('switch-states');
});
