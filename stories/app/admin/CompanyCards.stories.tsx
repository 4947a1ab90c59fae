import { CompanyCards } from '@reelbase/app/pieces';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { companies } from './fixtures.ts';

const usage = {
  company_id: 1,
  company_name: 'Acme Media',
  nr_of_users: 12,
  nr_of_libraries: 3,
  nr_of_videos: 140,
  used_storage: 5368709120,
};

const meta = {
  title: 'Console/Admin/CompanyCards',
  component: CompanyCards,
  args: {
    company: companies[0],
    usage,
    canLinkAccounts: true,
    canSeeUsage: true,
    onUploadLogo: fn(async () => undefined),
    onRemoveLogo: fn(async () => undefined),
    onSaveFooter: fn(async () => undefined),
  },
} satisfies Meta<typeof CompanyCards>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Landing page settings' })).toBeInTheDocument();
    await expect(canvas.getByRole('heading', { name: 'Social media integration' })).toBeInTheDocument();
    await expect(canvas.getByText('5 GB')).toBeInTheDocument();
    const usage = canvas.getByRole('region', { name: 'Usage stats' });
    await expect(within(usage).getByText('Used Storage').tagName).toBe('DT');
    // The landing page card saves on its own, apart from the company form, and says so.
    const landing = canvas.getByRole('region', { name: 'Landing page settings' });
    await expect(landing).toHaveTextContent('These settings are saved on their own, not with Save changes above');
  },
};

export const Playground: Story = {};

export const NotSavedYet: Story = {
  args: { company: null, usage: undefined },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByText('Landing page settings will be available after you save this company first.'),
    ).toBeInTheDocument();
    await expect(canvas.queryByRole('heading', { name: 'Usage stats' })).not.toBeInTheDocument();
  },
};

export const FeaturesOff: Story = {
  args: { company: companies[1], usage: undefined },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('heading', { name: 'Social media integration' })).not.toBeInTheDocument();
    await expect(canvas.queryByRole('heading', { name: 'Usage stats' })).not.toBeInTheDocument();
    await expect(canvas.getByText('No logo')).toBeInTheDocument();
    await expect(canvas.queryByRole('button', { name: 'Remove logo' })).not.toBeInTheDocument();
  },
};

export const CompanyAdminViewer: Story = {
  args: { canSeeUsage: false },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('heading', { name: 'Usage stats' })).not.toBeInTheDocument();
    await expect(canvas.getByRole('heading', { name: 'Social media integration' })).toBeInTheDocument();
  },
};

export const RemoveLogoAsksFirst: Story = {
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Remove logo' }));
    const dialog = await within(document.body).findByRole('alertdialog');
    await expect(dialog).toHaveTextContent('Remove logo?');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(args.onRemoveLogo).toHaveBeenCalled());
  },
};

export const SelectResetAndSaveLogo: Story = {
  args: { company: companies[1] },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByLabelText('Logo file');
    await userEvent.upload(input, new File(['gif'], 'logo.gif', { type: 'image/gif' }), { applyAccept: false });
    await expect(canvas.getByRole('alert')).toHaveTextContent('The logo must be a file of type: jpg, jpeg, png.');
    const png = new File(['png'], 'logo.png', { type: 'image/png' });
    await userEvent.upload(input, png);
    await expect(canvas.getByRole('img', { name: 'Logo (not saved yet)' })).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Reset' }));
    await expect(canvas.getByText('No logo')).toBeInTheDocument();
    await userEvent.upload(input, png);
    await userEvent.click(canvas.getByRole('button', { name: 'Save logo' }));
    await waitFor(() => expect(args.onUploadLogo).toHaveBeenCalledWith(png));
  },
};

export const SaveFooter: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    // The editor arrives on its own, after the card.
    const footer = await canvas.findByRole('textbox', { name: 'Footer text' }, { timeout: 5000 });
    await userEvent.click(footer);
    await userEvent.keyboard('{Control>}a{/Control}{Backspace}');
    await userEvent.click(canvas.getByRole('button', { name: 'Bold' }));
    await userEvent.keyboard('Visit acme.test');
    await userEvent.click(canvas.getByRole('button', { name: 'Save footer text' }));
    await waitFor(() => expect(args.onSaveFooter).toHaveBeenCalledWith('<p><strong>Visit acme.test</strong></p>'));
  },
};
