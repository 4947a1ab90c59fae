import { PublicationsList, PublishingPanel } from '@reelbase/app/pieces';
import { formatDateTime } from '@reelbase/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { onPhone, overflowsSideways, SHELL_VIEWPORTS } from '../shellViewports.ts';
import { publications } from './fixtures.ts';

const meta = {
  title: 'Console/Publishing/PublishingPanel',
  component: PublishingPanel,
  args: {
    publications,
    onOpenPublish: fn(),
    onRetry: fn(async () => undefined),
  },
  parameters: { viewport: { options: SHELL_VIEWPORTS } },
} satisfies Meta<typeof PublishingPanel>;
export default meta;
type Story = StoryObj<typeof meta>;

const rowOf = (canvasElement: HTMLElement, text: string) => {
  const row = within(within(canvasElement).getByRole('list', { name: 'Publications' }))
    .getAllByRole('listitem')
    .find((item) => item.textContent?.includes(text));
  if (!row) throw new Error(`No publication with ${text}`);
  return within(row);
};

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const latest = within(canvas.getByLabelText('Latest publication'));
    await expect(
      latest.getByText(`Vimeo · Acme Vimeo · ${formatDateTime('2026-11-25T09:30:00Z')}`),
    ).toBeInTheDocument();
    await expect(canvas.getAllByRole('listitem')).toHaveLength(4);
  },
};

export const Playground: Story = {};

export const OpensPublishDialogs: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Publish to Vimeo' }));
    await expect(args.onOpenPublish).toHaveBeenLastCalledWith('vimeo');
    await userEvent.click(canvas.getByRole('button', { name: 'Publish to YouTube' }));
    await expect(args.onOpenPublish).toHaveBeenLastCalledWith('youtube');
  },
};

export const NeverPublished: Story = {
  args: { publications: [] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(within(canvas.getByLabelText('Latest publication')).getByText('n/a')).toBeInTheDocument();
    await expect(canvas.getByText('This video has not been published yet.')).toBeInTheDocument();
  },
};

export const Loading: Story = {
  args: { publications: undefined },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Loading publications…');
  },
};

export const Pending: Story = {
  play: async ({ canvasElement }) => {
    const row = rowOf(canvasElement, 'Uploading');
    const progress = row.getByRole('progressbar', { name: 'Upload of Spring collection launch' });
    await expect(progress).toHaveAttribute('aria-valuenow', '25');
    await expect(progress).toHaveAttribute('aria-valuetext', '12.5 MB of 50 MB');
    await expect(row.queryByRole('button')).not.toBeInTheDocument();
  },
};

export const Uploaded: Story = {
  play: async ({ canvasElement }) => {
    const row = rowOf(canvasElement, 'Uploaded');
    await expect(row.getByText(/^YouTube · Acme Channel · /)).toBeInTheDocument();
    const link = row.getByRole('link', { name: /Open on YouTube/ });
    await expect(link).toHaveAttribute('href', 'https://youtube.example/watch?v=dQw4w9WgXcQ');
    await expect(link).toHaveAttribute('target', '_blank');
  },
};

export const FailedTriesAgain: Story = {
  play: async ({ args, canvasElement }) => {
    const row = rowOf(canvasElement, 'Failed');
    await expect(row.getByText('The connection to Vimeo was lost.')).toBeInTheDocument();
    await userEvent.click(row.getByRole('button', { name: 'Try again: Spring collection launch' }));
    await waitFor(() => expect(args.onRetry).toHaveBeenCalledWith(publications[2]));
  },
};

export const Rejected: Story = {
  play: async ({ canvasElement }) => {
    const row = rowOf(canvasElement, 'Rejected');
    await expect(row.getByText('The account has no upload quota left this week.')).toBeInTheDocument();
    await expect(row.queryByRole('button')).not.toBeInTheDocument();
  },
};

/** The list on its own, as the video panel's narrow column shows it at 390 px. */
export const ListOnPhone: Story = {
  globals: onPhone,
  render: (args) => <PublicationsList publications={args.publications ?? []} onRetry={args.onRetry} />,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('listitem')).toHaveLength(4);
    await expect(overflowsSideways()).toBe(false);
  },
};
