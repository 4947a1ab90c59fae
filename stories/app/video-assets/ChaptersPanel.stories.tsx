import { ChaptersPanel, type ChaptersPanelProps, VIDEO_ASSET_PANEL_TEXTS } from '@reelbase/app/pieces';
import type { Chapter } from '@reelbase/contract';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { chapters, DURATION_MS } from './fixtures.ts';

const meta = {
  title: 'Console/VideoAssets/ChaptersPanel',
  component: ChaptersPanel,
  args: {
    chapters,
    durationMs: DURATION_MS,
    canManage: true,
    onAdd: fn(async () => undefined),
    onUpdate: fn(async () => undefined),
    onDelete: fn(async () => undefined),
  },
} satisfies Meta<typeof ChaptersPanel>;
export default meta;
type Story = StoryObj<typeof meta>;

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const titles = (canvasElement: HTMLElement) =>
  within(canvasElement)
    .getAllByRole('textbox', { name: 'Title' })
    .map((input) => (input as HTMLInputElement).value);
const rowOf = (canvasElement: HTMLElement, title: string) => {
  const row = within(canvasElement)
    .getAllByRole('listitem')
    .find((item) => within(item).getByRole('textbox', { name: 'Title' }).getAttribute('value') === title);
  if (!row) throw new Error(`No chapter ${title}`);
  return within(row);
};
async function typeField(row: ReturnType<typeof within>, field: string, digits: string) {
  await userEvent.click(row.getByRole('textbox', { name: field }));
  await userEvent.keyboard(digits);
}

/** The panel over a list kept in memory, as the server would keep it. */
function ChaptersWithServer(props: ChaptersPanelProps) {
  const [list, setList] = useState<Chapter[]>(props.chapters ? [...props.chapters] : []);
  return (
    <ChaptersPanel
      {...props}
      chapters={list}
      onAdd={async (input) => {
        await props.onAdd(input);
        setList((current) => [
          ...current,
          { _id: '82f697da-b3c4-45d6-a7e8-f90a1b2c3d45', offset: input.offset ?? 0, value: input.value ?? '' },
        ]);
      }}
      onUpdate={async (chapter, update) => {
        await props.onUpdate(chapter, update);
        setList((current) => current.map((item) => (item._id === chapter._id ? { ...item, ...update } : item)));
      }}
    />
  );
}

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('listitem')).toHaveLength(3);
    await expect(titles(canvasElement)).toEqual(['Intro', 'The kitchen', 'Results']);
    await expect(canvas.getByRole('button', { name: 'Add chapter' })).toBeEnabled();
  },
};

export const Playground: Story = {};

export const AddsAndEditsChapter: Story = {
  args: { chapters: [] },
  render: (args) => <ChaptersWithServer {...args} />,
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(VIDEO_ASSET_PANEL_TEXTS.noChapters)).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Add chapter' }));
    await waitFor(() => expect(args.onAdd).toHaveBeenCalledWith({ offset: 0, value: 'New Chapter' }));
    const title = await canvas.findByRole('textbox', { name: 'Title' });
    await expect(title).toHaveValue('New Chapter');
    await userEvent.clear(title);
    await userEvent.type(title, 'Opening');
    await pause(500);
    await expect(args.onUpdate).not.toHaveBeenCalled();
    await waitFor(() => expect(args.onUpdate).toHaveBeenCalledTimes(1), { timeout: 2000 });
    await expect(args.onUpdate).toHaveBeenCalledWith(
      expect.objectContaining({ _id: '82f697da-b3c4-45d6-a7e8-f90a1b2c3d45' }),
      { value: 'Opening' },
    );
  },
};

export const EditsOffsetAndSorts: Story = {
  play: async ({ args, canvasElement }) => {
    const kitchen = rowOf(canvasElement, 'The kitchen');
    await typeField(kitchen, 'Minutes', '02');
    // The row stays in place while the time is typed, then moves after the sort pause.
    await expect(titles(canvasElement)).toEqual(['Intro', 'The kitchen', 'Results']);
    await waitFor(() => expect(titles(canvasElement)).toEqual(['Intro', 'Results', 'The kitchen']));
    await waitFor(
      () =>
        expect(args.onUpdate).toHaveBeenCalledWith(expect.objectContaining({ _id: chapters[2]?._id }), { offset: 150 }),
      { timeout: 2000 },
    );
    await expect(args.onUpdate).toHaveBeenCalledTimes(1);
  },
};

export const OffsetOverDurationRefused: Story = {
  play: async ({ args, canvasElement }) => {
    const results = rowOf(canvasElement, 'Results');
    await typeField(results, 'Minutes', '03');
    await expect(results.getByText('Value is out of allowed range (0 - 150)')).toBeInTheDocument();
    await pause(1200);
    await expect(args.onUpdate).not.toHaveBeenCalled();
    await expect(titles(canvasElement)).toEqual(['Intro', 'The kitchen', 'Results']);
  },
};

export const DeletesChapter: Story = {
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Delete chapter Intro' }));
    await waitFor(() => expect(args.onDelete).toHaveBeenCalledWith(chapters[1]));
  },
};

export const ReadOnly: Story = {
  args: { canManage: false },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const rows = canvas.getAllByRole('listitem');
    await expect(rows.map((row) => row.textContent)).toEqual([
      '00:00:00.0Intro',
      '00:00:30.0The kitchen',
      '00:01:35.5Results',
    ]);
    await expect(canvas.queryAllByRole('button')).toHaveLength(0);
    await expect(canvas.queryAllByRole('textbox')).toHaveLength(0);
  },
};

export const Loading: Story = {
  args: { chapters: undefined },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Loading chapters…');
  },
};
