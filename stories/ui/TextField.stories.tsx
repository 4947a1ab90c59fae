import { required, TextField, textRules } from '@reelbase/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';

const meta: Meta<typeof TextField> = {
  title: 'UI/TextField',
  component: TextField,
  args: { label: 'Name', onChange: fn() },
  decorators: [
    (Story) => (
      <div style={{ width: 320 }}>
        <Story />
      </div>
    ),
  ],
};
export default meta;
type Story = StoryObj<typeof TextField>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Name' });
    await userEvent.type(input, 'Ada');
    await expect(input).toHaveValue('Ada');
    await expect(args.onChange).toHaveBeenLastCalledWith('Ada');
  },
};

export const Playground: Story = {
  args: {
    label: 'Video title',
    description: 'Letters, digits, space, hyphen, underscore and dot.',
    placeholder: 'My video',
    isRequired: false,
    isDisabled: false,
    isReadOnly: false,
  },
};

export const Required: Story = {
  args: { isRequired: true, defaultValue: 'Ada', validate: required('name') },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('textbox', { name: 'Name' });
    await expect(input).toBeRequired();
    await userEvent.clear(input);
    // The message waits for the 400 ms debounce.
    await expect(canvas.queryByText('The name is required.')).toBeNull();
    await waitFor(() => expect(canvas.getByText('The name is required.')).toBeInTheDocument(), { timeout: 2000 });
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription('The name is required.');
    await userEvent.type(input, 'Grace');
    await waitFor(() => expect(canvas.queryByText('The name is required.')).toBeNull(), { timeout: 2000 });
  },
};

export const TooLong: Story = {
  args: {
    label: 'Project number',
    validate: textRules({ name: 'project number', max: 5, safe: true }),
    debounceMs: 100,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('textbox', { name: 'Project number' });
    await userEvent.type(input, 'ABC-123');
    await waitFor(() => expect(canvas.getByText('cannot be longer than 5 characters')).toBeInTheDocument());
    await userEvent.clear(input);
    await userEvent.type(input, 'a/b');
    await waitFor(() => expect(canvas.getByText('only a-zA-Z0-9-_ and space are allowed')).toBeInTheDocument());
  },
};

export const WithHelpText: Story = {
  args: { label: 'Telephone / contact number', description: 'Digits, spaces and + - ( ) only.', type: 'tel' },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Telephone / contact number' });
    await expect(input).toHaveAccessibleDescription('Digits, spaces and + - ( ) only.');
  },
};

export const WithError: Story = {
  args: { label: 'Email', defaultValue: 'ada@', errorMessage: 'The email must be a valid email address.' },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Email' });
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription('The email must be a valid email address.');
  },
};

export const Disabled: Story = {
  args: { label: 'Email', defaultValue: 'ada@example.com', isDisabled: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('textbox', { name: 'Email' })).toBeDisabled();
  },
};

export const ReadOnly: Story = {
  args: { label: 'Email', defaultValue: 'ada@example.com', isReadOnly: true },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Email' });
    await userEvent.type(input, 'x');
    await expect(input).toHaveValue('ada@example.com');
  },
};
