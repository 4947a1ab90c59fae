import { composeStories } from '@storybook/react-vite';
import { afterEach, expect, test } from 'vitest';
import { page } from 'vitest/browser';
import * as stories from '../../../../stories/ui/StepsModal.stories.tsx';
import { cleanupScreenshot, renderForScreenshot } from '../../test/renderStory.tsx';

const { Default } = composeStories(stories);

afterEach(cleanupScreenshot);

test('selection and done', async () => {
  await renderForScreenshot(<Default stepMs={0} doneDelayMs={0} />);
  await page.getByRole('button', { name: 'Move to library' }).click();
  const dialog = page.getByRole('dialog', { name: 'Move videos to library' });
  await dialog.getByText('Acme / Marketing').click();
  await expect(dialog).toMatchScreenshot('steps-modal-selection');
  await dialog.getByRole('button', { name: 'Move' }).click();
  await expect.element(dialog.getByRole('button', { name: 'Done' })).toBeEnabled();
  await expect(dialog).toMatchScreenshot('steps-modal-done');
});
