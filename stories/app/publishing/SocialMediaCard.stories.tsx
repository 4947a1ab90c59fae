import { SocialMediaCard } from '@reelbase/app/pieces';
import { PUBLISHING_TEXTS } from '@reelbase/contract';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { accounts, configured, vimeoNotConfigured } from './fixtures.ts';

const meta = {
  title: 'Console/Publishing/SocialMediaCard',
  component: SocialMediaCard,
  args: {
    services: configured,
    accounts,
    onGrantAccess: fn(async () => undefined),
    onRemove: fn(async () => undefined),
  },
} satisfies Meta<typeof SocialMediaCard>;
export default meta;
type Story = StoryObj<typeof meta>;

const part = (canvasElement: HTMLElement, name: 'Vimeo' | 'YouTube') =>
  within(within(canvasElement).getByRole('region', { name }));

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Social media integration' })).toBeInTheDocument();
    const vimeo = part(canvasElement, 'Vimeo');
    const linked = within(vimeo.getByRole('list', { name: 'Linked Vimeo accounts' }));
    await expect(linked.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Acme VimeoRemove',
      'Acme Vimeo ProRemove',
    ]);
    const youtube = part(canvasElement, 'YouTube');
    await expect(youtube.getByText('Acme Channel')).toBeInTheDocument();
    await expect(youtube.getByRole('button', { name: 'Grant Access' })).toBeDisabled();
  },
};

export const Playground: Story = {};

export const Loading: Story = {
  args: { services: undefined, accounts: undefined },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Loading linked accounts…');
  },
};

export const NoAccountsYet: Story = {
  args: { accounts: [] },
  play: async ({ canvasElement }) => {
    await expect(part(canvasElement, 'Vimeo').getByText('No Vimeo accounts linked yet.')).toBeInTheDocument();
    await expect(part(canvasElement, 'YouTube').getByText('No YouTube accounts linked yet.')).toBeInTheDocument();
  },
};

export const NotConfigured: Story = {
  args: { services: vimeoNotConfigured },
  play: async ({ canvasElement }) => {
    const vimeo = part(canvasElement, 'Vimeo');
    await expect(
      vimeo.getByText('Set VIMEO_CLIENT_ID and VIMEO_CLIENT_SECRET on the server to link Vimeo accounts.'),
    ).toBeInTheDocument();
    await expect(vimeo.queryByRole('textbox', { name: 'Account name' })).not.toBeInTheDocument();
    // The linked accounts stay listed and removable.
    await expect(vimeo.getByRole('button', { name: 'Remove Acme Vimeo' })).toBeEnabled();
    await expect(part(canvasElement, 'YouTube').getByRole('textbox', { name: 'Account name' })).toBeInTheDocument();
  },
};

export const GrantAccessNeedsAName: Story = {
  play: async ({ args, canvasElement }) => {
    const vimeo = part(canvasElement, 'Vimeo');
    const grant = vimeo.getByRole('button', { name: 'Grant Access' });
    await expect(grant).toBeDisabled();
    await userEvent.type(vimeo.getByRole('textbox', { name: 'Account name' }), '   ');
    await expect(grant).toBeDisabled();
    await userEvent.type(vimeo.getByRole('textbox', { name: 'Account name' }), 'Acme Films ');
    await expect(grant).toBeEnabled();
    await userEvent.click(grant);
    await waitFor(() => expect(args.onGrantAccess).toHaveBeenCalledWith('vimeo', 'Acme Films'));
  },
};

export const GrantAccessWithEnter: Story = {
  play: async ({ args, canvasElement }) => {
    const youtube = part(canvasElement, 'YouTube');
    await userEvent.type(youtube.getByRole('textbox', { name: 'Account name' }), 'Acme Shorts{Enter}');
    await waitFor(() => expect(args.onGrantAccess).toHaveBeenCalledWith('youtube', 'Acme Shorts'));
  },
};

export const DuplicateName: Story = {
  play: async ({ canvasElement }) => {
    const youtube = part(canvasElement, 'YouTube');
    const field = youtube.getByRole('textbox', { name: 'Account name' });
    await userEvent.type(field, 'acme channel');
    await expect(youtube.getByText(PUBLISHING_TEXTS.duplicateName)).toBeInTheDocument();
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await expect(youtube.getByRole('button', { name: 'Grant Access' })).toBeDisabled();
    // The same name is free on the other service.
    const vimeo = part(canvasElement, 'Vimeo');
    await userEvent.type(vimeo.getByRole('textbox', { name: 'Account name' }), 'Acme Channel');
    await expect(vimeo.getByRole('button', { name: 'Grant Access' })).toBeEnabled();
    await expect(vimeo.queryByText(PUBLISHING_TEXTS.duplicateName)).not.toBeInTheDocument();
  },
};

export const RemoveAsksFirst: Story = {
  play: async ({ args, canvasElement }) => {
    await userEvent.click(part(canvasElement, 'YouTube').getByRole('button', { name: 'Remove Acme Channel' }));
    const dialog = within(await within(document.body).findByRole('alertdialog'));
    await expect(
      dialog.getByText('The account Acme Channel will be unlinked. Would you like to confirm?'),
    ).toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(args.onRemove).toHaveBeenCalledWith(accounts[2]));
    await waitFor(() => expect(within(document.body).queryByRole('alertdialog')).not.toBeInTheDocument());
  },
};

export const RemoveCancelled: Story = {
  play: async ({ args, canvasElement }) => {
    await userEvent.click(part(canvasElement, 'Vimeo').getByRole('button', { name: 'Remove Acme Vimeo Pro' }));
    await within(document.body).findByRole('alertdialog');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(within(document.body).queryByRole('alertdialog')).not.toBeInTheDocument());
    await expect(args.onRemove).not.toHaveBeenCalled();
  },
};
