import { Button, Card } from '@reelbase/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';

const meta: Meta<typeof Card> = {
  title: 'UI/Card',
  component: Card,
  args: {
    title: 'Landing page settings',
    children: 'Landing page settings will be available after you save this company first.',
  },
  decorators: [
    (Story) => (
      <div style={{ width: 400 }}>
        <Story />
      </div>
    ),
  ],
};
export default meta;
type Story = StoryObj<typeof Card>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const region = within(canvasElement).getByRole('region', { name: 'Landing page settings' });
    await expect(within(region).getByRole('heading', { level: 2 })).toHaveTextContent('Landing page settings');
  },
};

export const Playground: Story = { args: { headingLevel: 2 } };

export const WithActionsAndFooter: Story = {
  args: {
    title: 'Usage stats',
    actions: (
      <Button size="sm" variant="secondary">
        Download CSV
      </Button>
    ),
    footer: <Button>Save changes</Button>,
    headingLevel: 3,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 3, name: 'Usage stats' })).toBeInTheDocument();
    await expect(canvas.getAllByRole('button')).toHaveLength(2);
  },
};

export const Untitled: Story = {
  args: { title: undefined, children: 'A plain surface.' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('heading')).toBeNull();
  },
};
