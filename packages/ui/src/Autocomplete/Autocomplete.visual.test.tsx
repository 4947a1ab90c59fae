import { composeStories } from '@storybook/react-vite';
import { afterEach, expect, test } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import * as stories from '../../../../stories/ui/Autocomplete.stories.tsx';
import { cleanupScreenshot, renderForScreenshot } from '../../test/renderStory.tsx';

const { Preselected, WithError, Keyboard } = composeStories(stories);

afterEach(cleanupScreenshot);

test('states', async () => {
  const node = (
    <div style={{ display: 'flex', flexDirection: 'column', gap: 16 }}>
      <Preselected />
      <WithError />
    </div>
  );
  const box = await renderForScreenshot(node, { width: 324 });
  await expect.element(page.getByRole('combobox').first()).toHaveValue('Blue Harbour');
  // The picture is of the settled fields: wait until no suggestion search is running.
  await expect.element(page.getByRole('progressbar', { name: 'Loading suggestions' }).first()).not.toBeInTheDocument();
  await expect(box).toMatchScreenshot('autocomplete-states');
});

test('suggestions', async () => {
  await renderForScreenshot(<Keyboard />, { width: 324 });
  await userEvent.fill(page.getByRole('combobox', { name: 'Company' }), 'acme');
  const listbox = page.getByRole('listbox');
  await expect.element(listbox.getByRole('option')).toHaveLength(2);
  await expect(listbox).toMatchScreenshot('autocomplete-suggestions');
});
