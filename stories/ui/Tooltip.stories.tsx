import { IconButton, Tooltip } from '@reelbase/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';

const copyIcon = (
  <svg viewBox="0 0 16 16" fill="currentColor" aria-hidden="true">
    <path d="M5 1h8v10H5zM3 4v11h8v-2H5V4z" />
  </svg>
);

const meta: Meta<typeof Tooltip> = {
  title: 'UI/Tooltip',
  component: Tooltip,
  args: {
    content: 'Copy source URL',
    delay: 100,
    children: <IconButton label="Copy" icon={copyIcon} variant="secondary" />,
  },
  decorators: [
    (Story) => (
      <div style={{ padding: '48px 96px' }}>
        <Story />
      </div>
    ),
  ],
};
export default meta;
type Story = StoryObj<typeof Tooltip>;

const body = () => within(document.body);

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Copy' });
    // The mouse moves over the page first, as a real pointer does before it reaches the button.
    await userEvent.hover(canvasElement);
    await userEvent.hover(button);
    const tooltip = await body().findByRole('tooltip');
    await expect(tooltip).toHaveTextContent('Copy source URL');
    await expect(button).toHaveAccessibleDescription('Copy source URL');
    await userEvent.unhover(button);
    await waitFor(() => expect(body().queryByRole('tooltip')).toBeNull());
  },
};

export const Playground: Story = { args: { placement: 'top', delay: 600, isDisabled: false } };

export const KeyboardFocus: Story = {
  play: async () => {
    await userEvent.tab();
    await expect(await body().findByRole('tooltip')).toHaveTextContent('Copy source URL');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body().queryByRole('tooltip')).toBeNull());
  },
};

export const Disabled: Story = {
  args: { isDisabled: true },
  play: async ({ canvasElement }) => {
    await userEvent.hover(canvasElement);
    await userEvent.hover(within(canvasElement).getByRole('button', { name: 'Copy' }));
    await new Promise((resolve) => setTimeout(resolve, 300));
    await expect(body().queryByRole('tooltip')).toBeNull();
  },
};
