import { composeStories } from '@storybook/react-vite';
import { afterEach, expect, test } from 'vitest';
import * as stories from '../../../../stories/ui/DataTable.stories.tsx';
import { cleanupScreenshot, renderForScreenshot } from '../../test/renderStory.tsx';

const { RowActionsByPermission, MultipleSelection, Grid, Empty, Sorting } = composeStories(stories);

afterEach(cleanupScreenshot);

test('list with row actions', async () => {
  await expect(await renderForScreenshot(<RowActionsByPermission />, { width: 780 })).toMatchScreenshot(
    'datatable-actions',
  );
});

test('list with selection and sorting', async () => {
  const node = (
    <>
      <MultipleSelection defaultSelectedKeys={new Set(['v1'])} />
      <Sorting />
    </>
  );
  await expect(await renderForScreenshot(node, { width: 780 })).toMatchScreenshot('datatable-selection-sort');
});

test('grid', async () => {
  await expect(
    await renderForScreenshot(<Grid defaultSelectedKeys={new Set(['v2'])} />, { width: 780 }),
  ).toMatchScreenshot('datatable-grid');
});

test('empty', async () => {
  await expect(await renderForScreenshot(<Empty />, { width: 780 })).toMatchScreenshot('datatable-empty');
});
