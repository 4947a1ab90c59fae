import { composeStories } from '@storybook/react-vite';
import { afterEach, expect, test } from 'vitest';
import * as stories from '../../../../stories/ui/UploadList.stories.tsx';
import { cleanupScreenshot, renderForScreenshot } from '../../test/renderStory.tsx';

const { Default } = composeStories(stories);
const items = Default.args.items ?? [];

afterEach(cleanupScreenshot);

test('the states of an upload', async () => {
  const uploading = items.filter((item) => ['queued', 'active', 'success', 'error'].includes(item.status));
  await expect(await renderForScreenshot(<Default items={uploading} />, { width: 580 })).toMatchScreenshot(
    'uploadlist-states',
  );
});

test('the states of the video after the upload', async () => {
  const after = items.filter((item) => ['processing', 'ready', 'failed'].includes(item.status));
  await expect(await renderForScreenshot(<Default items={after} />, { width: 580 })).toMatchScreenshot(
    'uploadlist-after-upload',
  );
});
