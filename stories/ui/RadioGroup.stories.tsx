import { RadioGroup } from '@reelbase/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';

const privacy = [
  { value: 'public', label: 'Public' },
  { value: 'private', label: 'Private' },
  { value: 'unlisted', label: 'Unlisted' },
];

const meta: Meta<typeof RadioGroup> = {
  title: 'UI/RadioGroup',
  component: RadioGroup,
  args: { label: 'Privacy', options: privacy, onChange: fn() },
};
export default meta;
type Story = StoryObj<typeof RadioGroup>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('radiogroup', { name: 'Privacy' })).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('radio', { name: 'Private' }));
    await expect(args.onChange).toHaveBeenLastCalledWith('private');
    await userEvent.keyboard('{ArrowDown}');
    await expect(canvas.getByRole('radio', { name: 'Unlisted' })).toBeChecked();
  },
};

export const Playground: Story = {
  args: { orientation: 'vertical', description: 'Who can watch the video.', isDisabled: false, isRequired: false },
};

export const Horizontal: Story = { args: { orientation: 'horizontal', defaultValue: 'public' } };

export const WithError: Story = {
  args: { isRequired: true, errorMessage: 'The privacy is required.' },
  play: async ({ canvasElement }) => {
    const group = within(canvasElement).getByRole('radiogroup', { name: 'Privacy' });
    await expect(group).toHaveAccessibleDescription('The privacy is required.');
  },
};

export const Disabled: Story = {
  args: { isDisabled: true, defaultValue: 'public' },
  play: async ({ canvasElement }) => {
    for (const radio of within(canvasElement).getAllByRole('radio')) await expect(radio).toBeDisabled();
  },
};
