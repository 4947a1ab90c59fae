import { composeStories } from '@storybook/react-vite';
import { afterEach, expect, test } from 'vitest';
import { page } from 'vitest/browser';
import * as stories from '../../../../stories/ui/TagEditor.stories.tsx';
import { cleanupScreenshot, renderForScreenshot } from '../../test/renderStory.tsx';

const { Playground, Disabled, EmptyRefused } = composeStories(stories);

afterEach(cleanupScreenshot);

test('states', async () => {
  const node = (
    <div style={{ display: 'flex', flexDirection: 'column', gap: 16 }}>
      <Playground />
      <Disabled />
    </div>
  );
  await expect(await renderForScreenshot(node, { width: 404 })).toMatchScreenshot('tag-editor-states');
});

test('empty item refused', async () => {
  const box = await renderForScreenshot(<EmptyRefused />, { width: 404 });
  await page.getByRole('button', { name: 'Add' }).click();
  await expect.element(page.getByRole('alert')).toBeVisible();
  await expect(box).toMatchScreenshot('tag-editor-empty-refused');
});
