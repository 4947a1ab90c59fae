import { ProfileForm } from '@reelbase/app/pieces';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';

const profile = { id: 1, name: 'Ada Lovelace', email: 'ada@example.test', phone_number: '+31 20 123 4567' };

const meta = {
  title: 'Console/ProfileForm',
  component: ProfileForm,
  args: { profile, onSave: fn(async () => undefined) },
} satisfies Meta<typeof ProfileForm>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByLabelText('Email')).toHaveAttribute('readonly');
    await expect(canvas.getByRole('button', { name: 'Save changes' })).toBeDisabled();
  },
};

export const Playground: Story = {};

export const SavesChanges: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const name = canvas.getByLabelText(/^Name/);
    await userEvent.clear(name);
    await userEvent.type(name, 'Grace Hopper');
    const save = canvas.getByRole('button', { name: 'Save changes' });
    await waitFor(() => expect(save).toBeEnabled());
    await userEvent.click(save);
    await waitFor(() =>
      expect(args.onSave).toHaveBeenCalledWith({ name: 'Grace Hopper', phone_number: '+31 20 123 4567' }),
    );
  },
};

export const NameRequired: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.clear(canvas.getByLabelText(/^Name/));
    await waitFor(() => expect(canvas.getByText('The name is required.')).toBeInTheDocument());
    const save = canvas.getByRole('button', { name: 'Save changes' });
    await expect(save).toBeDisabled();
    await userEvent.click(save);
    await expect(args.onSave).not.toHaveBeenCalled();
  },
};

export const ServerError: Story = {
  args: {
    serverErrors: { phone_number: ['The telephone / contact number may contain digits, spaces and + - ( ) only.'] },
  },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByText('The telephone / contact number may contain digits, spaces and + - ( ) only.'),
    ).toBeInTheDocument();
  },
};
