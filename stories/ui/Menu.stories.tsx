import { MenuButton } from '@reelbase/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';

const meta: Meta<typeof MenuButton> = {
  title: 'UI/Menu',
  component: MenuButton,
  args: {
    label: 'Ada Lovelace',
    'aria-label': 'User menu for Ada Lovelace',
    items: [
      { id: 'profile', label: 'Profile' },
      { id: 'support', label: 'Support', isDisabled: true },
      { id: 'sign-out', label: 'Sign Out', isDanger: true },
    ],
    onAction: fn(),
  },
  decorators: [
    (Story) => (
      <div style={{ display: 'flex', justifyContent: 'flex-end', width: 320 }}>
        <Story />
      </div>
    ),
  ],
};
export default meta;
type Story = StoryObj<typeof MenuButton>;

const body = () => within(document.body);

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const trigger = within(canvasElement).getByRole('button', { name: 'User menu for Ada Lovelace' });
    await userEvent.click(trigger);
    const menu = await body().findByRole('menu');
    await expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual(['Profile', 'Support', 'Sign Out']);
    await userEvent.click(within(menu).getByRole('menuitem', { name: 'Sign Out' }));
    await expect(args.onAction).toHaveBeenCalledWith('sign-out');
    await waitFor(() => expect(body().queryByRole('menu')).toBeNull());
  },
};

export const Playground: Story = { args: { variant: 'secondary', size: 'md', placement: 'bottom end' } };

export const Keyboard: Story = {
  play: async ({ canvasElement, args }) => {
    const trigger = within(canvasElement).getByRole('button', { name: 'User menu for Ada Lovelace' });
    trigger.focus();
    await userEvent.keyboard('{Enter}');
    const menu = await body().findByRole('menu');
    await waitFor(() => expect(within(menu).getByRole('menuitem', { name: 'Profile' })).toHaveFocus());
    // The disabled item is skipped.
    await userEvent.keyboard('{ArrowDown}');
    await expect(within(menu).getByRole('menuitem', { name: 'Sign Out' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body().queryByRole('menu')).toBeNull());
    // Focus returns to the trigger once the popover has gone (in the next frame).
    await waitFor(() => expect(trigger).toHaveFocus());
    await expect(args.onAction).not.toHaveBeenCalled();
  },
};

export const Disabled: Story = {
  args: { isDisabled: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button')).toBeDisabled();
  },
};
