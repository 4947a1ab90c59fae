import { composeStories } from '@storybook/react-vite';
import { afterEach, expect, test } from 'vitest';
import * as stories from '../../../../stories/ui/Accordion.stories.tsx';
import { cleanupScreenshot, renderForScreenshot } from '../../test/renderStory.tsx';

const { MultipleExpanded } = composeStories(stories);

afterEach(cleanupScreenshot);

test('expanded', async () => {
  const node = (
    <div style={{ display: 'flex', flexDirection: 'column', gap: 16 }}>
      <MultipleExpanded />
    </div>
  );
  await expect(await renderForScreenshot(node, { width: 384 })).toMatchScreenshot('accordion-expanded');
});
