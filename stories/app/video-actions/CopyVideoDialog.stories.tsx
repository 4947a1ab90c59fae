import { CopyVideoDialog, type CopyVideoDialogProps, VIDEO_ACTION_TEXTS } from '@reelbase/app/pieces';
import { MESSAGES } from '@reelbase/contract';
import { Button, ToastRegion, toasts } from '@reelbase/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { apiError, fewLibraries, launch, manyLibraries } from './fixtures.ts';

type DemoArgs = Omit<CopyVideoDialogProps, 'isOpen'>;

function CopyDemo({ onClose, ...args }: DemoArgs) {
  const [isOpen, setOpen] = useState(false);
  return (
    <>
      <Button onPress={() => setOpen(true)}>Copy to library</Button>
      <CopyVideoDialog
        {...args}
        isOpen={isOpen}
        onClose={() => {
          setOpen(false);
          onClose();
        }}
      />
      <ToastRegion />
    </>
  );
}

const meta = {
  title: 'Console/VideoActions/CopyVideoDialog',
  component: CopyVideoDialog,
  render: (args) => <CopyDemo {...args} />,
  args: { isOpen: false, video: launch, libraries: fewLibraries, onCopy: fn(), onClose: fn() },
  beforeEach: () => {
    toasts.clear();
  },
} satisfies Meta<typeof CopyVideoDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

const body = () => within(document.body);

const openDialog = async (canvasElement: HTMLElement) => {
  await userEvent.click(within(canvasElement).getByRole('button', { name: 'Copy to library' }));
  return body().findByRole('dialog', { name: VIDEO_ACTION_TEXTS.copyTitle });
};

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const dialog = await openDialog(canvasElement);
    // The video's own library is not offered; five libraries need no search.
    const group = within(dialog).getByRole('radiogroup', { name: VIDEO_ACTION_TEXTS.targetLibrary });
    await expect(within(group).getAllByRole('radio')).toHaveLength(4);
    await expect(within(group).queryByRole('radio', { name: 'Northwind / Marketing' })).toBeNull();
    await expect(within(dialog).queryByRole('searchbox')).toBeNull();
    const copy = within(dialog).getByRole('button', { name: 'Copy' });
    await expect(copy).toBeDisabled();
    await userEvent.click(within(group).getByRole('radio', { name: 'Contoso / Events' }));
    await userEvent.click(copy);
    await expect(args.onCopy).toHaveBeenCalledWith(launch, fewLibraries[3]);
    const log = await within(dialog).findByRole('log', { name: 'Results' });
    await waitFor(() => expect(log).toHaveTextContent('Video is being copied to Contoso / Events'));
    const done = within(dialog).getByRole('button', { name: 'Done' });
    // Done is enabled 400 ms after the copy finished, not at once.
    await expect(done).toBeDisabled();
    await waitFor(() => expect(done).toBeEnabled(), { timeout: 2000 });
    const notifications = body().getByRole('region', { name: 'Notifications' });
    await expect(notifications).toHaveTextContent('Video is being copied to Contoso / Events');
    await userEvent.click(done);
    await waitFor(() => expect(body().queryByRole('dialog')).toBeNull());
    await expect(args.onClose).toHaveBeenCalledTimes(1);
  },
};

export const Playground: Story = {};

export const NotEncodedYet: Story = {
  args: {
    onCopy: fn<CopyVideoDialogProps['onCopy']>(async () => {
      throw apiError(425, MESSAGES.tooEarlyCopy);
    }),
  },
  play: async ({ canvasElement }) => {
    const dialog = await openDialog(canvasElement);
    await userEvent.click(within(dialog).getByRole('radio', { name: 'Northwind / Training' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Copy' }));
    const log = await within(dialog).findByRole('log', { name: 'Results' });
    await waitFor(() =>
      expect(log).toHaveTextContent(
        "We're unable to copy the video, because it's not encoded yet. Please wait until the video is encoded before trying again.",
      ),
    );
    await expect(log).not.toHaveTextContent('is being copied');
    await waitFor(() => expect(within(dialog).getByRole('progressbar')).toHaveAttribute('aria-valuenow', '100'));
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Done' })).toBeEnabled(), {
      timeout: 2000,
    });
  },
};

export const ManyLibraries: Story = {
  args: { libraries: manyLibraries },
  play: async ({ canvasElement }) => {
    const dialog = await openDialog(canvasElement);
    // Eleven targets (twelve less the video's own): search shown, ten a page.
    const search = within(dialog).getByRole('searchbox', { name: VIDEO_ACTION_TEXTS.searchLibraries });
    await expect(within(dialog).getAllByRole('radio')).toHaveLength(10);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Next page' }));
    await expect(within(dialog).getAllByRole('radio')).toHaveLength(1);
    await userEvent.type(search, 'fabrikam');
    await waitFor(() => expect(within(dialog).getAllByRole('radio')).toHaveLength(2));
    await userEvent.click(within(dialog).getByRole('radio', { name: 'Fabrikam / Zeppelin' }));
    await expect(within(dialog).getByRole('button', { name: 'Copy' })).toBeEnabled();
    await userEvent.clear(search);
    await userEvent.type(search, 'nothing like this');
    await expect(await within(dialog).findByText('No items match your search!')).toBeInTheDocument();
  },
};
