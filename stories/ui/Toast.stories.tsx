import { Button, ToastRegion, type ToastRegionProps, toasts } from '@reelbase/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';

interface ToastDemoArgs extends ToastRegionProps {
  /** Duration passed to `toasts.*`, shortened in tests. */
  duration?: number;
  text: string;
}

function ToastDemo({ duration, text, ...props }: ToastDemoArgs) {
  return (
    <div style={{ display: 'flex', gap: 8 }}>
      <Button variant="secondary" onPress={() => toasts.success(text, { duration })}>
        Show success
      </Button>
      <Button variant="secondary" onPress={() => toasts.warning(text, { duration })}>
        Show warning
      </Button>
      <Button variant="secondary" onPress={() => toasts.error(text, { duration })}>
        Show error
      </Button>
      <ToastRegion {...props} />
    </div>
  );
}

const meta: Meta<ToastDemoArgs> = {
  title: 'UI/Toast',
  component: ToastRegion,
  render: (args) => <ToastDemo {...args} />,
  args: { text: 'Company saved', duration: 5000 },
  beforeEach: () => {
    toasts.clear();
    return () => toasts.clear();
  },
};
export default meta;
type Story = StoryObj<ToastDemoArgs>;

const body = () => within(document.body);

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Show success' }));
    const region = await body().findByRole('region', { name: 'Notifications' });
    await expect(region).toHaveTextContent('Company saved');
    await userEvent.click(within(region).getByRole('button', { name: 'Dismiss' }));
    await waitFor(() => expect(body().queryByRole('region', { name: 'Notifications' })).toBeNull());
  },
};

export const Playground: Story = { args: { text: 'User profile updated', duration: 5000, label: 'Notifications' } };

export const DisappearsAfterDuration: Story = {
  args: { duration: 300, text: 'Copied to clipboard!' },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Show success' }));
    await expect(await body().findByText('Copied to clipboard!')).toBeInTheDocument();
    await waitFor(() => expect(body().queryByText('Copied to clipboard!')).toBeNull(), { timeout: 2000 });
  },
};

export const Stacked: Story = {
  args: { text: 'Library deleted.' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Show success' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Show warning' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Show error' }));
    const region = await body().findByRole('region', { name: 'Notifications' });
    const kinds = [...region.querySelectorAll('[data-kind]')].map((el) => el.getAttribute('data-kind'));
    await expect(kinds).toEqual(['error', 'warning', 'success']);
  },
};

export const Kinds: Story = {
  render: () => <ToastRegion />,
  beforeEach: () => {
    toasts.success('Company saved', { duration: 0 });
    toasts.warning('The name is required.\nThe email must be a valid email address.', { duration: 0 });
    toasts.error("We couldn't process your request. Please try again later.", { duration: 0 });
  },
  play: async () => {
    const region = await body().findByRole('region', { name: 'Notifications' });
    await expect(within(region).getAllByRole('button', { name: 'Dismiss' })).toHaveLength(3);
  },
};
