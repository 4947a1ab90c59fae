import { composeStories } from '@storybook/react-vite';
import { afterEach, expect, test } from 'vitest';
import * as stories from '../../../../stories/ui/DateField.stories.tsx';
import { cleanupScreenshot, renderForScreenshot } from '../../test/renderStory.tsx';

const { Default, Playground } = composeStories(stories);

afterEach(cleanupScreenshot);

test('default', async () => {
  const node = (
    <div style={{ display: 'flex', flexDirection: 'column', gap: 16 }}>
      <Default />
      <Playground />
    </div>
  );
  await expect(await renderForScreenshot(node, { width: 240 })).toMatchScreenshot('date-field-default');
});
