import { MoveVideosDialog, type MoveVideosDialogProps, VIDEO_ACTION_TEXTS } from '@reelbase/app/pieces';
import { Button, ToastRegion, toasts } from '@reelbase/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { apiError, fewLibraries, launch, manyLibraries, tour, update } from './fixtures.ts';

type DemoArgs = Omit<MoveVideosDialogProps, 'isOpen'>;

function MoveDemo({ onClose, ...args }: DemoArgs) {
  const [isOpen, setOpen] = useState(false);
  return (
    <>
      <Button onPress={() => setOpen(true)}>Move to library</Button>
      <MoveVideosDialog
        {...args}
        isOpen={isOpen}
        onClose={(ran) => {
          setOpen(false);
          onClose(ran);
        }}
      />
      <ToastRegion />
    </>
  );
}

const meta = {
  title: 'Console/VideoActions/MoveVideosDialog',
  component: MoveVideosDialog,
  render: (args) => <MoveDemo {...args} />,
  args: {
    isOpen: false,
    videos: [launch, update, tour],
    libraries: fewLibraries,
    // The second video fails; the others move.
    onMove: fn<MoveVideosDialogProps['onMove']>(async (video) => {
      if (video.id === update.id) throw apiError(403, 'You are not authorized to access this feature..');
    }),
    onClose: fn(),
  },
  beforeEach: () => {
    toasts.clear();
  },
} satisfies Meta<typeof MoveVideosDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

const body = () => within(document.body);

const openDialog = async (canvasElement: HTMLElement) => {
  await userEvent.click(within(canvasElement).getByRole('button', { name: 'Move to library' }));
  return body().findByRole('dialog', { name: VIDEO_ACTION_TEXTS.moveTitle });
};

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const dialog = await openDialog(canvasElement);
    await expect(within(dialog).queryByRole('searchbox')).toBeNull();
    await userEvent.click(within(dialog).getByRole('radio', { name: 'Northwind / Training' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Move' }));
    await waitFor(() => expect(within(dialog).getByRole('progressbar')).toHaveAttribute('aria-valuenow', '100'));
    const lines = within(within(dialog).getByRole('log', { name: 'Results' })).getAllByText(/./);
    await expect(lines.map((line) => line.textContent)).toEqual([
      `Video Product launch (${launch.id}) moved to Northwind/Training`,
      `Video Quarterly update (${update.id}) was not moved: You are not authorized to access this feature..`,
      `Skipped video ${tour.id}. Source and target library is the same.`,
    ]);
    // The video already in Training was not sent.
    await expect(args.onMove).toHaveBeenCalledTimes(2);
    const done = within(dialog).getByRole('button', { name: 'Done' });
    await expect(done).toBeDisabled();
    await waitFor(() => expect(done).toBeEnabled(), { timeout: 2000 });
    await expect(body().getByRole('region', { name: 'Notifications' })).toHaveTextContent('Video moved to Training.');
    await userEvent.click(done);
    await waitFor(() => expect(body().queryByRole('dialog')).toBeNull());
    await expect(args.onClose).toHaveBeenCalledTimes(1);
    await expect(args.onClose).toHaveBeenCalledWith(true);
  },
};

export const Playground: Story = {};

export const AllFail: Story = {
  args: {
    videos: [launch],
    onMove: fn<MoveVideosDialogProps['onMove']>(async () => {
      throw apiError(404, 'The library was not found.');
    }),
  },
  play: async ({ canvasElement }) => {
    const dialog = await openDialog(canvasElement);
    await userEvent.click(within(dialog).getByRole('radio', { name: 'Contoso / Support' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Move' }));
    const log = await within(dialog).findByRole('log', { name: 'Results' });
    await waitFor(() =>
      expect(log).toHaveTextContent(`Video Product launch (${launch.id}) was not moved: The library was not found.`),
    );
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Done' })).toBeEnabled(), {
      timeout: 2000,
    });
    // Nothing moved: no toast.
    await expect(body().queryByRole('region', { name: 'Notifications' })).toBeNull();
  },
};

export const SearchAboveFive: Story = {
  args: { libraries: manyLibraries },
  play: async ({ canvasElement }) => {
    const dialog = await openDialog(canvasElement);
    await expect(within(dialog).getByRole('searchbox', { name: VIDEO_ACTION_TEXTS.searchLibraries })).toBeVisible();
    await expect(within(dialog).getAllByRole('radio')).toHaveLength(10);
    await expect(within(dialog).getByRole('navigation', { name: 'Library pages' })).toBeInTheDocument();
  },
};

export const CancelSelection: Story = {
  play: async ({ canvasElement, args }) => {
    const dialog = await openDialog(canvasElement);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(body().queryByRole('dialog')).toBeNull());
    await expect(args.onClose).toHaveBeenCalledTimes(1);
    await expect(args.onClose).toHaveBeenCalledWith(false);
    await expect(args.onMove).not.toHaveBeenCalled();
  },
};

/** Some of the selection may not be moved: the dialog says so above the libraries. */
export const PartOfTheSelection: Story = {
  args: { note: 'Move 2 of 3 selected videos; you may not move the other one.' },
  play: async ({ canvasElement }) => {
    const dialog = await openDialog(canvasElement);
    await expect(dialog).toHaveTextContent('Move 2 of 3 selected videos; you may not move the other one.');
  },
};
