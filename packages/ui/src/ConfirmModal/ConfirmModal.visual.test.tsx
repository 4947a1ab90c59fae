import { composeStories } from '@storybook/react-vite';
import { afterEach, expect, test } from 'vitest';
import { page } from 'vitest/browser';
import * as stories from '../../../../stories/ui/ConfirmModal.stories.tsx';
import { cleanupScreenshot, renderForScreenshot } from '../../test/renderStory.tsx';

const { Playground, Confirming } = composeStories(stories);

afterEach(cleanupScreenshot);

test('open', async () => {
  await renderForScreenshot(<Playground />);
  await expect(page.getByRole('alertdialog', { name: 'Delete user' })).toMatchScreenshot('confirm-modal-open');
});

test('confirming', async () => {
  await renderForScreenshot(<Confirming />);
  await expect(page.getByRole('alertdialog', { name: 'Remove logo' })).toMatchScreenshot('confirm-modal-confirming');
});
