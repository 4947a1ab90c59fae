import { Select } from '@reelbase/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';

const roles = [
  { id: 'company-admin', label: 'Company admin' },
  { id: 'editor', label: 'Editor' },
  { id: 'read-only', label: 'Read-only' },
  { id: 'uploader', label: 'Uploader', isDisabled: true },
];

const meta: Meta<typeof Select> = {
  title: 'UI/Select',
  component: Select,
  args: { label: 'Role', options: roles, onSelectionChange: fn() },
  decorators: [
    (Story) => (
      <div style={{ width: 280 }}>
        <Story />
      </div>
    ),
  ],
};
export default meta;
type Story = StoryObj<typeof Select>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const trigger = canvas.getByRole('button', { name: /Role/ });
    await userEvent.click(trigger);
    const body = within(document.body);
    const listbox = await body.findByRole('listbox');
    await expect(within(listbox).getAllByRole('option')).toHaveLength(4);
    await userEvent.click(within(listbox).getByRole('option', { name: 'Editor' }));
    await expect(args.onSelectionChange).toHaveBeenLastCalledWith('editor');
    await waitFor(() => expect(body.queryByRole('listbox')).toBeNull());
    await expect(trigger).toHaveTextContent('Editor');
  },
};

export const Playground: Story = {
  args: { placeholder: 'Choose a role', description: 'What the user may do.', isRequired: false, isDisabled: false },
};

export const Keyboard: Story = {
  play: async ({ canvasElement, args }) => {
    const trigger = within(canvasElement).getByRole('button', { name: /Role/ });
    trigger.focus();
    await userEvent.keyboard('{ArrowDown}');
    await within(document.body).findByRole('listbox');
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await expect(args.onSelectionChange).toHaveBeenLastCalledWith('editor');
  },
};

export const Selected: Story = { args: { defaultSelectedKey: 'read-only' } };

export const WithError: Story = {
  args: { isRequired: true, errorMessage: 'The role is required.' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('The role is required.')).toBeInTheDocument();
  },
};

export const Disabled: Story = {
  args: { isDisabled: true, defaultSelectedKey: 'editor' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: /Role/ })).toBeDisabled();
  },
};
