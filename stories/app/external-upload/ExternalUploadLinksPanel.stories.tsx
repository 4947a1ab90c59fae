import { ExternalUploadLinksPanel } from '@reelbase/app/pieces';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { createdLink, links } from './fixtures.ts';

const meta = {
  title: 'Console/ExternalUpload/ExternalUploadLinksPanel',
  component: ExternalUploadLinksPanel,
  args: {
    links,
    created: null,
    onCreate: fn(async () => undefined),
    onCopy: fn(),
    onRevoke: fn(),
  },
} satisfies Meta<typeof ExternalUploadLinksPanel>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = canvas.getByRole('list', { name: 'External upload links' });
    await expect(within(list).getAllByRole('listitem')).toHaveLength(3);
    await expect(within(list).getByText('Active')).toBeInTheDocument();
    await expect(within(list).getByText('Expired')).toBeInTheDocument();
    await expect(within(list).getByText('Revoked')).toBeInTheDocument();
    // Only an active link can be revoked.
    await expect(within(list).getAllByRole('button', { name: /^Revoke/ })).toHaveLength(1);
    await expect(canvas.getByText(/2 uploads/)).toBeInTheDocument();
  },
};

export const Playground: Story = {};

export const Empty: Story = {
  args: { links: [] },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByText('There are no upload links for this library yet.'),
    ).toBeInTheDocument();
  },
};

export const CreatesLink: Story = {
  args: { links: [] },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: /Link expires in/ })).toHaveTextContent('14 days');
    await userEvent.click(canvas.getByRole('button', { name: /Link expires in/ }));
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(await body.findByRole('option', { name: '30 days' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Create link' }));
    await waitFor(() => expect(args.onCreate).toHaveBeenCalledWith(30));
  },
};

export const CreatedLink: Story = {
  args: { created: createdLink, links: [createdLink, ...links] },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(/it is shown only once/)).toBeInTheDocument();
    await expect(canvas.getByRole('textbox', { name: 'New upload link' })).toHaveValue(createdLink.url);
    await userEvent.click(canvas.getByRole('button', { name: 'Copy link' }));
    await expect(args.onCopy).toHaveBeenCalledWith(createdLink.url);
  },
};

export const RevokesLink: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: /^Revoke/ }));
    await expect(args.onRevoke).toHaveBeenCalledWith(links[0]);
  },
};
