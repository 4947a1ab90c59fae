import { AssignedUsersCard } from '@reelbase/app/pieces';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';

const meta = {
  title: 'Console/Admin/AssignedUsersCard',
  component: AssignedUsersCard,
  args: {
    users: [
      { user_name: 'Grace Hopper', user_email: 'grace@acme.test', role_name: 'Editor' },
      { user_name: 'Alan Turing', user_email: 'alan@acme.test', role_name: 'Read-only' },
    ],
  },
} satisfies Meta<typeof AssignedUsersCard>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const table = within(canvasElement).getByRole('table', { name: 'Assigned users' });
    await expect(within(table).getByText('grace@acme.test')).toBeInTheDocument();
    await expect(within(table).getByText('Read-only')).toBeInTheDocument();
  },
};

export const Playground: Story = {};

export const NoUsers: Story = {
  args: { users: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No users are assigned to this library.')).toBeInTheDocument();
  },
};
