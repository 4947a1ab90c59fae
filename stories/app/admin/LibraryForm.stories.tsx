import { LibraryForm } from '@reelbase/app/pieces';
import { ToastRegion, toasts } from '@reelbase/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, spyOn, userEvent, waitFor, within } from 'storybook/test';
import { companies, libraries } from './fixtures.ts';

const meta = {
  title: 'Console/Admin/LibraryForm',
  component: LibraryForm,
  args: {
    library: libraries[0],
    showCompany: true,
    companies,
    onSave: fn(async () => undefined),
    onBack: fn(),
  },
} satisfies Meta<typeof LibraryForm>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByLabelText(/^Whitelisted domains/)).toHaveValue('acme.test\n*.acme.test');
    await expect(canvas.getByText('campaign')).toBeInTheDocument();
    await expect(canvas.getByLabelText('Webhook 1 URL')).toHaveValue('https://hooks.acme.test/videos');
    // One form, one Save: the details' heading names what "Save changes" saves.
    await expect(canvas.getByRole('heading', { name: 'Library details' })).toBeInTheDocument();
    await expect(canvas.getAllByRole('button', { name: /^Save/ })).toHaveLength(1);
  },
};

const apiKey = libraries[0].webhooks[0]?.apiKey ?? '';

/** The API key is masked until Reveal is pressed; Copy puts it on the clipboard and says so. */
export const WebhookKeyMaskedRevealAndCopy: Story = {
  render: (args) => (
    <>
      <LibraryForm {...args} />
      <ToastRegion />
    </>
  ),
  beforeEach: () => {
    toasts.clear();
    const writeText = spyOn(navigator.clipboard, 'writeText').mockResolvedValue(undefined);
    return () => writeText.mockRestore();
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const key = canvas.getByLabelText('Webhook 1 API key');
    await expect(key).toHaveAttribute('type', 'password');
    await expect(key).toHaveAttribute('autocomplete', 'off');
    const reveal = canvas.getByRole('button', { name: 'Reveal webhook 1 API key' });
    await expect(reveal).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(reveal);
    await expect(reveal).toHaveAttribute('aria-pressed', 'true');
    await expect(key).toHaveAttribute('type', 'text');
    await expect(key).toHaveValue(apiKey);
    await userEvent.click(reveal);
    await expect(key).toHaveAttribute('type', 'password');

    await userEvent.click(canvas.getByRole('button', { name: 'Copy webhook 1 API key' }));
    await expect(navigator.clipboard.writeText).toHaveBeenCalledWith(apiKey);
    const notifications = await within(document.body).findByRole('region', { name: 'Notifications' });
    await waitFor(() => expect(notifications).toHaveTextContent('Copied to clipboard!'));
    // Copying does not reveal the key.
    await expect(key).toHaveAttribute('type', 'password');
  },
};

/** A new webhook has no key to copy yet; the button says why instead of doing nothing. */
export const NewWebhookHasNothingToCopy: Story = {
  args: { library: libraries[1] },
  beforeEach: () => {
    const writeText = spyOn(navigator.clipboard, 'writeText').mockResolvedValue(undefined);
    return () => writeText.mockRestore();
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const before = canvas.queryAllByRole('group', { name: /^Webhook \d+$/ }).length;
    await userEvent.click(canvas.getByRole('button', { name: 'Add webhook' }));
    const number = before + 1;
    const copy = canvas.getByRole('button', { name: `Copy webhook ${number} API key` });
    await expect(copy).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(copy);
    await expect(navigator.clipboard.writeText).not.toHaveBeenCalled();
    await expect(canvas.getByLabelText(`Webhook ${number} API key`)).toHaveAttribute('type', 'password');
  },
};

/** Reveal follows its webhook when a webhook above it is removed. */
export const RevealFollowsItsWebhook: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Add webhook' }));
    await userEvent.type(canvas.getByLabelText('Webhook 2 API key'), 'second-key');
    await userEvent.click(canvas.getByRole('button', { name: 'Reveal webhook 2 API key' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Remove webhook 1' }));
    await expect(canvas.getByLabelText('Webhook 1 API key')).toHaveAttribute('type', 'text');
    await expect(canvas.getByLabelText('Webhook 1 API key')).toHaveValue('second-key');
    await expect(canvas.getByRole('button', { name: 'Reveal webhook 1 API key' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  },
};

export const Playground: Story = {};

export const NewLibraryNeedsCompany: Story = {
  args: { library: null },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('There are no default tags for this library.')).toBeInTheDocument();
    await userEvent.type(canvas.getByLabelText(/^Name/), 'Events');
    const add = canvas.getByRole('button', { name: 'Add library' });
    // Past the 400 ms validation pause: still not valid, but no message for a field not chosen yet.
    await new Promise((resolve) => setTimeout(resolve, 500));
    await expect(add).toBeDisabled();
    await expect(canvas.queryByText('The company is required.')).not.toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: /Company/ }));
    await userEvent.click(await within(document.body).findByRole('option', { name: 'Globex' }));
    await waitFor(() => expect(add).toBeEnabled());
    await userEvent.click(add);
    await waitFor(() =>
      expect(args.onSave).toHaveBeenCalledWith({
        name: 'Events',
        company_id: 2,
        footer_text: null,
        whitelisted_domains: [],
        webhooks: [],
      }),
    );
  },
};

export const CompanyAdminViewer: Story = {
  args: { showCompany: false, library: libraries[1] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('button', { name: /Company/ })).not.toBeInTheDocument();
    await expect(canvas.queryByText('Company')).not.toBeInTheDocument();
  },
};

export const InvalidDomainLine: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const domains = canvas.getByLabelText(/^Whitelisted domains/);
    await userEvent.type(domains, '{Enter}not a domain');
    await waitFor(() => expect(canvas.getByText('Line 3: not a domain is not a valid domain.')).toBeInTheDocument());
    await expect(canvas.getByRole('button', { name: 'Save changes' })).toBeDisabled();
  },
};

export const EditsWebhooks: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Add webhook' }));
    await userEvent.type(canvas.getByLabelText('Webhook 2 URL'), 'ftp://wrong');
    await waitFor(() =>
      expect(canvas.getByText('The webhook URL must be a valid http or https address.')).toBeInTheDocument(),
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Remove webhook 1' }));
    const url = canvas.getByLabelText('Webhook 1 URL');
    await userEvent.clear(url);
    await userEvent.type(url, 'https://example.test/hook');
    const save = canvas.getByRole('button', { name: 'Save changes' });
    await waitFor(() => expect(save).toBeEnabled());
    await userEvent.click(save);
    await waitFor(() =>
      expect(args.onSave).toHaveBeenCalledWith(
        expect.objectContaining({ webhooks: [{ url: 'https://example.test/hook', apiKey: '' }] }),
      ),
    );
  },
};

export const ServerError: Story = {
  args: { serverErrors: { name: ['The name has already been taken.'] } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('The name has already been taken.')).toBeInTheDocument();
  },
};
