import { composeStories } from '@storybook/react-vite';
import { afterEach, expect, test } from 'vitest';
import * as stories from '../../../../stories/ui/Checkbox.stories.tsx';
import { cleanupScreenshot, renderForScreenshot } from '../../test/renderStory.tsx';

const { Checked, Default, Disabled, Indeterminate, WithError, WithHelpText } = composeStories(stories);

afterEach(cleanupScreenshot);

test('states', async () => {
  const node = (
    <div style={{ display: 'flex', flexDirection: 'column', gap: 16 }}>
      <Default />
      <Checked />
      <Indeterminate />
      <WithHelpText />
      <WithError />
      <Disabled />
    </div>
  );
  await expect(await renderForScreenshot(node, { width: 320 })).toMatchScreenshot('checkbox-states');
});
