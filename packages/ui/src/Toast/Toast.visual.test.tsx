import { afterEach, expect, test } from 'vitest';
import { page } from 'vitest/browser';
import { cleanupScreenshot, renderForScreenshot } from '../../test/renderStory.tsx';
import { ToastRegion } from './ToastRegion.tsx';
import { toasts } from './toasts.ts';

afterEach(() => {
  toasts.clear();
  cleanupScreenshot();
});

test('stacked kinds', async () => {
  toasts.success('Company saved', { duration: 0 });
  toasts.warning('The name is required.\nThe email must be a valid email address.', { duration: 0 });
  toasts.error("We couldn't process your request. Please try again later.", { duration: 0 });
  await renderForScreenshot(<ToastRegion />);
  await expect(page.getByRole('region', { name: 'Notifications' })).toMatchScreenshot('toast-stacked');
});
