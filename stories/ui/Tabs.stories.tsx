import { Tabs } from '@reelbase/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';

const meta: Meta<typeof Tabs> = {
  title: 'UI/Tabs',
  component: Tabs,
  args: {
    'aria-label': 'Library settings',
    items: [
      { id: 'general', title: 'General', content: 'Name, company and whitelisted domains.' },
      { id: 'landing', title: 'Landing page', content: 'Logo, background and footer.' },
      { id: 'templates', title: 'Player templates', content: 'The library player templates.' },
      { id: 'publishing', title: 'Publishing', content: 'Vimeo and YouTube accounts.', isDisabled: true },
    ],
    onSelectionChange: fn(),
  },
};
export default meta;
type Story = StoryObj<typeof Tabs>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('tabpanel')).toHaveTextContent('Name, company and whitelisted domains.');
    await userEvent.click(canvas.getByRole('tab', { name: 'Landing page' }));
    await expect(args.onSelectionChange).toHaveBeenLastCalledWith('landing');
    await expect(canvas.getByRole('tabpanel', { name: 'Landing page' })).toHaveTextContent('Logo, background');
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('tab', { name: 'Player templates' })).toHaveAttribute('aria-selected', 'true');
    // The disabled tab is skipped and the focus wraps to the first tab.
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('tab', { name: 'General' })).toHaveAttribute('aria-selected', 'true');
  },
};

export const Playground: Story = { args: { defaultSelectedKey: 'general' } };

export const Preselected: Story = {
  args: { defaultSelectedKey: 'templates' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('tab', { name: 'Player templates' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
  },
};
