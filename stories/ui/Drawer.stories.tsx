import { Button, Drawer, type DrawerProps, TextField } from '@reelbase/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';

function DrawerDemo(args: DrawerProps) {
  const [isOpen, setOpen] = useState(args.isOpen);
  return (
    <>
      <Button onPress={() => setOpen(true)}>Open metadata</Button>
      <Drawer
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

const meta: Meta<typeof Drawer> = {
  title: 'UI/Drawer',
  component: Drawer,
  render: (args) => <DrawerDemo {...args} />,
  args: {
    isOpen: false,
    title: 'Video metadata',
    children: (
      <div style={{ display: 'flex', flexDirection: 'column', gap: 16 }}>
        <TextField label="Title" defaultValue="Product launch" />
        <TextField label="Project number" />
      </div>
    ),
    footer: <Button>Save changes</Button>,
    onClose: fn(),
  },
};
export default meta;
type Story = StoryObj<typeof Drawer>;

const body = () => within(document.body);

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const trigger = within(canvasElement).getByRole('button', { name: 'Open metadata' });
    await userEvent.click(trigger);
    const dialog = await body().findByRole('dialog', { name: 'Video metadata' });
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    await expect(args.onClose).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

export const Playground: Story = { args: { isOpen: true, width: '28rem', isDismissable: true } };

export const FocusTrapped: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Open metadata' }));
    const dialog = await body().findByRole('dialog', { name: 'Video metadata' });
    // Close, Title, Project number, Save changes: tabbing past the last one wraps inside the drawer.
    for (let i = 0; i < 6; i += 1) {
      await userEvent.tab();
      await expect(dialog).toContainElement(document.activeElement as HTMLElement);
    }
    await userEvent.tab({ shift: true });
    await expect(dialog).toContainElement(document.activeElement as HTMLElement);
  },
};

export const ClosesOnOutsidePress: Story = {
  args: { isOpen: true },
  play: async ({ args }) => {
    await body().findByRole('dialog', { name: 'Video metadata' });
    const underlay = body().getByTestId('drawer-panel').parentElement as HTMLElement;
    await userEvent.pointer([{ keys: '[MouseLeft]', target: underlay, coords: { clientX: 10, clientY: 10 } }]);
    await waitFor(() => expect(args.onClose).toHaveBeenCalledTimes(1));
  },
};

/** From the left (`placement="start"`), e.g. a navigation menu; `id` names the dialog for a trigger's `aria-controls`. */
export const FromTheStart: Story = {
  args: { isOpen: true, placement: 'start', width: '18rem', id: 'navigation-drawer', title: 'Menu', footer: undefined },
  play: async () => {
    const dialog = await body().findByRole('dialog', { name: 'Menu' });
    await expect(dialog).toHaveAttribute('id', 'navigation-drawer');
    await expect(body().getByTestId('drawer-panel').getBoundingClientRect().left).toBe(0);
  },
};
