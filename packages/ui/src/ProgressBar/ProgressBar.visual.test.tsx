import { composeStories } from '@storybook/react-vite';
import { afterEach, expect, test } from 'vitest';
import * as stories from '../../../../stories/ui/ProgressBar.stories.tsx';
import { cleanupScreenshot, renderForScreenshot } from '../../test/renderStory.tsx';

const { Complete, CustomValueLabel, Default, Failed, Indeterminate } = composeStories(stories);

afterEach(cleanupScreenshot);

test('states', async () => {
  const node = (
    <div style={{ display: 'flex', flexDirection: 'column', gap: 16 }}>
      <Default />
      <Indeterminate />
      <CustomValueLabel />
      <Complete />
      <Failed />
    </div>
  );
  await expect(await renderForScreenshot(node, { width: 344 })).toMatchScreenshot('progress-bar-states');
});
