import { PublishDialog, type PublishDialogProps } from '@reelbase/app/pieces';
import { PUBLISHING_TEXTS } from '@reelbase/contract';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { onPhone, overflowsSideways, SHELL_VIEWPORTS } from '../shellViewports.ts';
import { categories, video, vimeoAccounts, youtubeAccounts } from './fixtures.ts';

/** The dialog with categories that arrive once an account is chosen, as the service answers them. */
function DialogWithCategories(props: PublishDialogProps) {
  const [accountId, setAccountId] = useState<number | null>(null);
  return (
    <PublishDialog
      {...props}
      categories={accountId ? props.categories : undefined}
      onAccountChange={(id) => {
        props.onAccountChange(id);
        setAccountId(id);
      }}
    />
  );
}

const meta = {
  title: 'Console/Publishing/PublishDialog',
  component: PublishDialog,
  args: {
    isOpen: true,
    platform: 'vimeo',
    video,
    accounts: vimeoAccounts,
    categories,
    onAccountChange: fn(),
    onPublish: fn(async () => undefined),
    onClose: fn(),
  },
  render: (args) => <DialogWithCategories {...args} />,
  parameters: { viewport: { options: SHELL_VIEWPORTS } },
} satisfies Meta<typeof PublishDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

const body = () => within(document.body);
const dialog = async () => within(await body().findByRole('dialog'));

/** A kit select's button: named by its value, then its label. */
const selectButton = (scope: ReturnType<typeof within>, label: string) =>
  scope.getByRole('button', { name: new RegExp(`${label}\\W*$`) });

/** Chooses an option of a kit select by the select's label. */
async function choose(scope: ReturnType<typeof within>, label: string, option: string) {
  await userEvent.click(selectButton(scope, label));
  await userEvent.click(await body().findByRole('option', { name: option }));
}

export const Vimeo: Story = {
  play: async () => {
    const modal = await dialog();
    await expect(modal.getByRole('heading', { name: 'Publish to Vimeo' })).toBeInTheDocument();
    await expect(modal.getByRole('textbox', { name: /^Title/ })).toHaveValue(video.title);
    await expect(modal.getByRole('textbox', { name: /^Description/ })).toHaveValue(video.description);
    await expect(modal.getByText('Titles longer than 70 characters are truncated in search results.')).toBeVisible();
    await expect(modal.getByText('Only the first 125 characters appear as the snippet.')).toBeVisible();
    await expect(modal.getByTestId('text-counter')).toHaveTextContent(`${video.description.length} / 1000`);
    await expect(modal.getByRole('button', { name: 'Publish' })).toBeDisabled();
  },
};

export const Playground: Story = {};

export const PublishesToVimeo: Story = {
  play: async ({ args }) => {
    const modal = await dialog();
    await choose(modal, 'Account', 'Acme Vimeo Pro');
    await waitFor(() => expect(args.onAccountChange).toHaveBeenLastCalledWith(12));
    await choose(modal, 'Category', 'Travel');
    await userEvent.type(modal.getByRole('textbox', { name: /^Tags/ }), 'spring, fashion');
    await choose(modal, 'Privacy', 'Unlisted (anyone with the link)');
    const publish = modal.getByRole('button', { name: 'Publish' });
    await waitFor(() => expect(publish).toBeEnabled());
    await userEvent.click(publish);
    await waitFor(() =>
      expect(args.onPublish).toHaveBeenCalledWith('vimeo', {
        account_id: 12,
        video_title: video.title,
        video_description: video.description,
        category: 'travel',
        tags: 'spring, fashion',
        file_size: video.size,
        duration: video.duration,
        video_url: video.source_url,
        privacy_status: 'unlisted',
        mime_type: 'video/mp4',
        meta: { video_id: video.id, platform: 'reelbase', account_name: 'Acme Vimeo Pro', external_platform: 'vimeo' },
      }),
    );
    await waitFor(() => expect(args.onClose).toHaveBeenCalled());
  },
};

export const ValidationMessages: Story = {
  play: async () => {
    const modal = await dialog();
    const title = modal.getByRole('textbox', { name: /^Title/ });
    await userEvent.clear(title);
    await expect(await modal.findByText('The title is required.')).toBeVisible();
    await expect(title).toHaveAttribute('aria-invalid', 'true');
    await userEvent.type(title, 'x'.repeat(101));
    await expect(await modal.findByText('cannot be longer than 100 characters')).toBeVisible();
    await userEvent.type(modal.getByRole('textbox', { name: /^Tags/ }), 'good, no-dashes!');
    await expect(await modal.findByText(PUBLISHING_TEXTS.tags)).toBeVisible();
    // Without an account the category cannot be chosen yet.
    await expect(selectButton(modal, 'Category')).toBeDisabled();
  },
};

export const PasswordPrivacy: Story = {
  play: async ({ args }) => {
    const modal = await dialog();
    await choose(modal, 'Account', 'Acme Vimeo');
    await choose(modal, 'Category', 'Music');
    await choose(modal, 'Privacy', 'People with the password');
    const password = modal.getByLabelText(/^Password/);
    await userEvent.type(password, 's');
    await userEvent.clear(password);
    await expect(await modal.findByText(PUBLISHING_TEXTS.passwordRequired)).toBeVisible();
    await expect(modal.getByRole('button', { name: 'Publish' })).toBeDisabled();
    await userEvent.type(password, 'secret');
    await userEvent.click(modal.getByRole('button', { name: 'Publish' }));
    await waitFor(() =>
      expect(args.onPublish).toHaveBeenCalledWith(
        'vimeo',
        expect.objectContaining({ privacy_status: 'password', video_password: 'secret' }),
      ),
    );
  },
};

export const PaidTierPrivacy: Story = {
  play: async () => {
    const modal = await dialog();
    await choose(modal, 'Account', 'Acme Vimeo');
    await expect(modal.getByText(PUBLISHING_TEXTS.paidTier)).toBeVisible();
    await userEvent.click(selectButton(modal, 'Privacy'));
    const options = within(await body().findByRole('listbox'));
    await expect(options.getByRole('option', { name: 'Unlisted (anyone with the link)' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    await expect(options.getByRole('option', { name: 'Hidden from Vimeo' })).toHaveAttribute('aria-disabled', 'true');
    await expect(options.getByRole('option', { name: 'Anyone' })).not.toHaveAttribute('aria-disabled');
    await userEvent.keyboard('{Escape}');
  },
};

export const NoAccount: Story = {
  args: { accounts: [] },
  play: async () => {
    const modal = await dialog();
    await expect(modal.getByText(PUBLISHING_TEXTS.noAccount)).toBeVisible();
    await expect(modal.queryByRole('button', { name: /Account\W*$/ })).not.toBeInTheDocument();
    await expect(modal.getByRole('button', { name: 'Publish' })).toHaveAttribute('aria-disabled', 'true');
  },
};

export const NoFileSize: Story = {
  args: { video: { ...video, size: 0 } },
  play: async ({ args }) => {
    const modal = await dialog();
    await expect(modal.getByText(PUBLISHING_TEXTS.noFileSize)).toBeVisible();
    await choose(modal, 'Account', 'Acme Vimeo');
    await choose(modal, 'Category', 'Music');
    await choose(modal, 'Privacy', 'Anyone');
    const publish = modal.getByRole('button', { name: 'Publish' });
    await expect(publish).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(publish);
    await expect(args.onPublish).not.toHaveBeenCalled();
  },
};

export const LoadingAccounts: Story = {
  args: { accounts: undefined },
  play: async () => {
    const modal = await dialog();
    await expect(modal.getByRole('status')).toHaveTextContent('Loading linked accounts…');
  },
};

export const YouTube: Story = {
  args: { platform: 'youtube', accounts: youtubeAccounts, video: { ...video, description: null } },
  play: async ({ args }) => {
    const modal = await dialog();
    await expect(modal.getByRole('heading', { name: 'Publish to YouTube' })).toBeInTheDocument();
    // The only account is chosen already; its categories are loaded.
    await waitFor(() => expect(args.onAccountChange).toHaveBeenLastCalledWith(21));
    await userEvent.click(selectButton(modal, 'Privacy'));
    const options = within(await body().findByRole('listbox'));
    await expect(options.getAllByRole('option').map((option) => option.textContent)).toEqual([
      'Public',
      'Private',
      'Unlisted',
    ]);
    await userEvent.click(options.getByRole('option', { name: 'Private' }));
    await choose(modal, 'Category', 'Documentary');
    // The description is required on YouTube.
    const description = modal.getByRole('textbox', { name: /^Description/ });
    await userEvent.type(description, 'x');
    await userEvent.clear(description);
    await expect(await modal.findByText('The description is required.')).toBeVisible();
    await userEvent.type(description, 'Behind the scenes.');
    await userEvent.click(modal.getByRole('button', { name: 'Publish' }));
    await waitFor(() =>
      expect(args.onPublish).toHaveBeenCalledWith('youtube', {
        account_id: 21,
        video_title: video.title,
        video_description: 'Behind the scenes.',
        category: 'documentary',
        tags: '',
        file_size: video.size,
        duration: video.duration,
        video_url: video.source_url,
        privacy_status: 'private',
        meta: { video_id: video.id, platform: 'reelbase', account_name: 'Acme Channel', external_platform: 'youtube' },
      }),
    );
  },
};

export const OnPhone: Story = {
  globals: onPhone,
  play: async () => {
    await expect(window.innerWidth).toBeLessThanOrEqual(390);
    const modal = await dialog();
    await choose(modal, 'Account', 'Acme Vimeo Pro');
    await choose(modal, 'Privacy', 'People with the password');
    await expect(overflowsSideways()).toBe(false);
    const panel = await body().findByRole('dialog');
    await expect(panel.getBoundingClientRect().right).toBeLessThanOrEqual(window.innerWidth);
  },
};
