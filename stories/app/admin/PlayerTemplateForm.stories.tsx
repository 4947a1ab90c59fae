import { PlayerTemplateForm } from '@reelbase/app/pieces';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { templates } from './fixtures.ts';

const meta = {
  title: 'Console/Admin/PlayerTemplateForm',
  component: PlayerTemplateForm,
  args: { template: null, onSave: fn(async () => undefined), onCancel: fn() },
} satisfies Meta<typeof PlayerTemplateForm>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Create template' })).toBeDisabled();
    await expect(canvas.getByRole('checkbox', { name: 'Fullscreen' })).toBeChecked();
    await expect(canvas.queryByRole('checkbox', { name: 'Facebook' })).not.toBeInTheDocument();
    await expect(canvas.getByText('#ffffff')).toBeInTheDocument();
  },
};

export const Playground: Story = {};

export const ShareControlsFollowSocialShare: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('group', { name: 'Share controls' })).not.toBeInTheDocument();
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Social share' }));
    const shares = canvas.getByRole('group', { name: 'Share controls' });
    await expect(within(shares).getAllByRole('checkbox')).toHaveLength(7);
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Social share' }));
    await expect(canvas.queryByRole('checkbox', { name: 'LinkedIn' })).not.toBeInTheDocument();
  },
};

export const CreatesTemplate: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText(/^Template name/), 'Minimal');
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Autoplay' }));
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Social share' }));
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Reddit' }));
    const create = canvas.getByRole('button', { name: 'Create template' });
    await waitFor(() => expect(create).toBeEnabled());
    await userEvent.click(create);
    await waitFor(() =>
      expect(args.onSave).toHaveBeenCalledWith(
        expect.objectContaining({
          name: 'Minimal',
          controls_color: '#ffffff',
          autoplay: true,
          social_share: true,
          share_reddit: true,
        }),
      ),
    );
  },
};

export const NameRequired: Story = {
  args: { template: templates[1] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.clear(canvas.getByLabelText(/^Template name/));
    await waitFor(() => expect(canvas.getByText('The name is required.')).toBeInTheDocument());
    await expect(canvas.getByRole('button', { name: 'Update template' })).toBeDisabled();
  },
};

export const EditingSharedTemplate: Story = {
  args: { template: templates[1] },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('checkbox', { name: 'E-mail' })).toBeChecked();
    await userEvent.click(canvas.getByRole('button', { name: 'Cancel' }));
    await expect(args.onCancel).toHaveBeenCalled();
  },
};
