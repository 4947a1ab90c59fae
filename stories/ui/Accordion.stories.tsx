import { Accordion, TextField } from '@reelbase/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';

const meta: Meta<typeof Accordion> = {
  title: 'UI/Accordion',
  component: Accordion,
  args: {
    items: [
      { id: 'general', title: 'General', content: <TextField label="Title" defaultValue="Product launch" /> },
      { id: 'file', title: 'File', content: 'intro.mp4, 24.5 MB' },
      { id: 'privacy', title: 'Privacy', content: 'Public' },
      { id: 'gdpr', title: 'GDPR', content: 'Quitclaims', isDisabled: true },
    ],
    onExpandedChange: fn(),
  },
  decorators: [
    (Story) => (
      <div style={{ width: 360 }}>
        <Story />
      </div>
    ),
  ],
};
export default meta;
type Story = StoryObj<typeof Accordion>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const general = canvas.getByRole('button', { name: 'General' });
    await expect(general).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(general);
    await expect(general).toHaveAttribute('aria-expanded', 'true');
    await expect(canvas.getByRole('textbox', { name: 'Title' })).toBeVisible();
    await expect(args.onExpandedChange).toHaveBeenLastCalledWith(['general']);
    // Single mode: opening File closes General.
    await userEvent.click(canvas.getByRole('button', { name: 'File' }));
    await expect(general).toHaveAttribute('aria-expanded', 'false');
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByRole('button', { name: 'File' })).toHaveAttribute('aria-expanded', 'false');
  },
};

export const Playground: Story = { args: { allowsMultipleExpanded: true, defaultExpandedKeys: ['general'] } };

export const MultipleExpanded: Story = {
  args: { allowsMultipleExpanded: true, defaultExpandedKeys: ['general', 'privacy'] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'General' })).toHaveAttribute('aria-expanded', 'true');
    await expect(canvas.getByRole('button', { name: 'Privacy' })).toHaveAttribute('aria-expanded', 'true');
    await userEvent.click(canvas.getByRole('button', { name: 'File' }));
    await expect(canvas.getByRole('button', { name: 'General' })).toHaveAttribute('aria-expanded', 'true');
  },
};

export const DisabledItem: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'GDPR' })).toBeDisabled();
  },
};
