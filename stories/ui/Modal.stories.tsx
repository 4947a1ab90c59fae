import { Button, Modal, type ModalProps, TextField } from '@reelbase/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';

function ModalDemo(args: ModalProps) {
  const [isOpen, setOpen] = useState(args.isOpen);
  return (
    <>
      <Button onPress={() => setOpen(true)}>Copy embed code</Button>
      <Modal
        {...args}
        isOpen={isOpen}
        onClose={() => {
          setOpen(false);
          args.onClose();
        }}
      />
    </>
  );
}

const meta: Meta<typeof Modal> = {
  title: 'UI/Modal',
  component: Modal,
  render: (args) => <ModalDemo {...args} />,
  args: {
    isOpen: false,
    title: 'Embed & Share',
    children: <TextField label="Embed code" defaultValue='<iframe src="/view/42"></iframe>' isReadOnly />,
    footer: <Button variant="secondary">Copy embed Code</Button>,
    onClose: fn(),
  },
};
export default meta;
type Story = StoryObj<typeof Modal>;

const body = () => within(document.body);

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const trigger = within(canvasElement).getByRole('button', { name: 'Copy embed code' });
    await userEvent.click(trigger);
    const dialog = await body().findByRole('dialog', { name: 'Embed & Share' });
    await expect(dialog).toContainElement(document.activeElement as HTMLElement);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body().queryByRole('dialog')).toBeNull());
    await expect(args.onClose).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

export const Playground: Story = { args: { isOpen: true, size: 'md', isDismissable: false, hideCloseButton: false } };

export const Open: Story = {
  args: { isOpen: true },
  play: async ({ args }) => {
    const dialog = await body().findByRole('dialog', { name: 'Embed & Share' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await expect(args.onClose).toHaveBeenCalledTimes(1);
  },
};

export const Dismissable: Story = {
  args: { isOpen: true, isDismissable: true, size: 'sm', title: 'Preview', children: 'Click outside to close.' },
  play: async ({ args }) => {
    await body().findByRole('dialog', { name: 'Preview' });
    await userEvent.click(document.body, { pointerEventsCheck: 0 });
    await waitFor(() => expect(args.onClose).toHaveBeenCalled());
  },
};
