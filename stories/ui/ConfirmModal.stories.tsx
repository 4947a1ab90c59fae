import { Button, ConfirmModal, type ConfirmModalProps } from '@reelbase/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';

function ConfirmDemo(args: ConfirmModalProps) {
  const [isOpen, setOpen] = useState(args.isOpen);
  return (
    <>
      <Button variant="danger" onPress={() => setOpen(true)}>
        Delete user
      </Button>
      <ConfirmModal
        {...args}
        isOpen={isOpen}
        onConfirm={() => {
          setOpen(false);
          args.onConfirm();
        }}
        onCancel={() => {
          setOpen(false);
          args.onCancel();
        }}
      />
    </>
  );
}

const meta: Meta<typeof ConfirmModal> = {
  title: 'UI/ConfirmModal',
  component: ConfirmModal,
  render: (args) => <ConfirmDemo {...args} />,
  args: {
    isOpen: false,
    title: 'Delete user',
    message: 'The selected user will be deleted. Would you like to confirm?',
    confirmLabel: 'Delete',
    cancelLabel: 'Cancel',
    onConfirm: fn(),
    onCancel: fn(),
  },
};
export default meta;
type Story = StoryObj<typeof ConfirmModal>;

const body = () => within(document.body);

const open = async (canvasElement: HTMLElement) => {
  await userEvent.click(within(canvasElement).getByRole('button', { name: 'Delete user' }));
  return body().findByRole('alertdialog', { name: 'Delete user' });
};

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const dialog = await open(canvasElement);
    await expect(dialog).toHaveTextContent('The selected user will be deleted. Would you like to confirm?');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await expect(args.onConfirm).toHaveBeenCalledTimes(1);
    await expect(args.onCancel).not.toHaveBeenCalled();
  },
};

export const Playground: Story = { args: { isOpen: true, variant: 'danger', isConfirming: false } };

export const EnterConfirms: Story = {
  play: async ({ canvasElement, args }) => {
    await open(canvasElement);
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(args.onConfirm).toHaveBeenCalledTimes(1));
    await expect(args.onCancel).not.toHaveBeenCalled();
    await waitFor(() => expect(body().queryByRole('alertdialog')).toBeNull());
  },
};

export const EscapeCancels: Story = {
  play: async ({ canvasElement, args }) => {
    await open(canvasElement);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(args.onCancel).toHaveBeenCalledTimes(1));
    await expect(args.onConfirm).not.toHaveBeenCalled();
  },
};

export const EnterOnCancelCancels: Story = {
  play: async ({ canvasElement, args }) => {
    const dialog = await open(canvasElement);
    within(dialog).getByRole('button', { name: 'Cancel' }).focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(args.onCancel).toHaveBeenCalledTimes(1));
    await expect(args.onConfirm).not.toHaveBeenCalled();
  },
};

export const Confirming: Story = {
  args: { isOpen: true, isConfirming: true, title: 'Remove logo', message: 'Remove logo?', confirmLabel: 'Remove' },
  play: async ({ args }) => {
    const dialog = await body().findByRole('alertdialog', { name: 'Remove logo' });
    await expect(within(dialog).getByRole('button', { name: /Remove/ })).toHaveAttribute('aria-busy', 'true');
    await userEvent.keyboard('{Enter}');
    await expect(args.onConfirm).not.toHaveBeenCalled();
  },
};
