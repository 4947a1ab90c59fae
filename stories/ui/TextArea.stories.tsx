import { TextArea } from '@reelbase/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';

const meta: Meta<typeof TextArea> = {
  title: 'UI/TextArea',
  component: TextArea,
  args: { label: 'Internal notes', onChange: fn() },
  decorators: [
    (Story) => (
      <div style={{ width: 360 }}>
        <Story />
      </div>
    ),
  ],
};
export default meta;
type Story = StoryObj<typeof TextArea>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('textbox', { name: 'Internal notes' });
    await expect(canvas.getByTestId('text-counter')).toHaveTextContent('0 / 100000');
    await userEvent.type(input, 'Line one{Enter}Line two');
    await expect(args.onChange).toHaveBeenLastCalledWith('Line one\nLine two');
    await expect(canvas.getByTestId('text-counter')).toHaveTextContent('17 / 100000');
  },
};

export const Playground: Story = {
  args: { label: 'Description', counter: 1000, description: 'Shown on the viewing page.', rows: 4 },
};

export const WithCounter: Story = {
  args: { label: 'Description', counter: 1000, defaultValue: 'A short description.' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByTestId('text-counter')).toHaveTextContent('20 / 1000');
  },
};

export const TooLong: Story = {
  args: { label: 'Description', counter: 10, debounceMs: 100 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('textbox', { name: 'Description' });
    await userEvent.type(input, 'Eleven char');
    const message = 'The text entered is too long. It should have at most 10 characters.';
    await waitFor(() => expect(canvas.getByText(message)).toBeInTheDocument());
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await userEvent.keyboard('{Backspace}');
    await waitFor(() => expect(canvas.queryByText(message)).toBeNull());
  },
};

export const WithError: Story = {
  args: {
    label: 'Description',
    counter: 1000,
    defaultValue: 'Text',
    errorMessage: 'The description is required.',
  },
};

export const Disabled: Story = {
  args: { isDisabled: true, defaultValue: 'Locked text' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('textbox', { name: 'Internal notes' })).toBeDisabled();
  },
};
