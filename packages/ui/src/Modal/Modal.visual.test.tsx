import { composeStories } from '@storybook/react-vite';
import { afterEach, expect, test } from 'vitest';
import { page } from 'vitest/browser';
import * as stories from '../../../../stories/ui/Modal.stories.tsx';
import { cleanupScreenshot, renderForScreenshot } from '../../test/renderStory.tsx';

const { Open } = composeStories(stories);

afterEach(cleanupScreenshot);

test('open', async () => {
  await renderForScreenshot(<Open />);
  await expect(page.getByRole('dialog', { name: 'Embed & Share' })).toMatchScreenshot('modal-open');
});
