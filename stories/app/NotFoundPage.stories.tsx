import { NotFoundPage } from '@reelbase/app/pieces';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { MemoryRouter } from 'react-router';
import { expect, within } from 'storybook/test';

const meta = {
  title: 'Console/NotFoundPage',
  component: NotFoundPage,
  decorators: [
    (Story) => (
      <MemoryRouter>
        <Story />
      </MemoryRouter>
    ),
  ],
} satisfies Meta<typeof NotFoundPage>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent("We're sorry! We don't have that.");
    await expect(canvas.getByRole('link', { name: 'Go to the start page' })).toHaveAttribute('href', '/');
  },
};

export const Playground: Story = {};
