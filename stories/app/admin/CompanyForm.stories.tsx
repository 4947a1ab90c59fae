import { CompanyForm } from '@reelbase/app/pieces';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { companies } from './fixtures.ts';

const meta = {
  title: 'Console/Admin/CompanyForm',
  component: CompanyForm,
  args: { company: null, canEditFeatures: true, onSave: fn(async () => undefined), onBack: fn() },
} satisfies Meta<typeof CompanyForm>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('switch', { name: 'Usage stats' })).not.toBeChecked();
    // One Save for the fields that save together, named by the form's heading.
    await expect(canvas.getByRole('heading', { name: 'Company details' })).toBeInTheDocument();
    await expect(canvas.getAllByRole('button', { name: /^(Save|Add)/ })).toHaveLength(1);
    // A new form does not open full of messages: they wait until a field is changed.
    await new Promise((resolve) => setTimeout(resolve, 500));
    await expect(canvas.getByRole('button', { name: 'Add company' })).toBeDisabled();
    await expect(canvas.queryByText('The company name is required.')).not.toBeInTheDocument();
  },
};

export const Playground: Story = {};

export const CreatesCompany: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText(/^Company name/), 'Umbrella');
    await userEvent.type(canvas.getByLabelText(/^Email/), 'info@umbrella.test');
    await userEvent.click(canvas.getByRole('switch', { name: 'Usage stats' }));
    const add = canvas.getByRole('button', { name: 'Add company' });
    await waitFor(() => expect(add).toBeEnabled());
    await userEvent.click(add);
    await waitFor(() =>
      expect(args.onSave).toHaveBeenCalledWith({
        company_name: 'Umbrella',
        contact_person: null,
        phone_number: null,
        email_address: 'info@umbrella.test',
        footer_text: null,
        feature_flags: { social_media_integration: false, usage_stats: true, publishing: false },
      }),
    );
  },
};

export const InvalidEmail: Story = {
  args: { company: companies[1] },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const email = canvas.getByLabelText(/^Email/);
    await userEvent.clear(email);
    await userEvent.type(email, 'not-an-address');
    await waitFor(() => expect(canvas.getByText('The email must be a valid email address.')).toBeInTheDocument());
    await expect(canvas.getByRole('button', { name: 'Save changes' })).toBeDisabled();
    await userEvent.clear(canvas.getByLabelText(/^Company name/));
    await waitFor(() => expect(canvas.getByText('The company name is required.')).toBeInTheDocument());
    await expect(args.onSave).not.toHaveBeenCalled();
  },
};

export const CompanyAdminViewer: Story = {
  args: { company: companies[0], canEditFeatures: false, onBack: undefined },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('switch')).not.toBeInTheDocument();
    await expect(canvas.queryByRole('button', { name: 'Back to companies' })).not.toBeInTheDocument();
    await expect(canvas.getByLabelText(/^Company name/)).toHaveValue('Acme Media');
  },
};

export const ServerError: Story = {
  args: { company: companies[1], serverErrors: { company_name: ['The company name has already been taken.'] } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('The company name has already been taken.')).toBeInTheDocument();
  },
};
