import { TopBar } from '@reelbase/app/pieces';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { MemoryRouter } from 'react-router';
import { expect, fn, userEvent, within } from 'storybook/test';

const meta = {
  title: 'Console/TopBar',
  component: TopBar,
  decorators: [
    (Story) => (
      <MemoryRouter>
        <Story />
      </MemoryRouter>
    ),
  ],
  parameters: { layout: 'fullscreen' },
  args: { signedIn: true, canUpload: true, onSignIn: fn(), userMenu: <span>Ada Lovelace</span> },
} satisfies Meta<typeof TopBar>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: 'Upload files' })).toHaveAttribute('href', '/upload');
    await expect(canvas.getByRole('link', { name: 'Support' })).toHaveAttribute('href', '/manual.html');
    await expect(canvas.getByText('Ada Lovelace')).toBeInTheDocument();
    await expect(canvas.queryByRole('button', { name: 'Log in' })).not.toBeInTheDocument();
  },
};

export const Playground: Story = {};

export const WithoutUpload: Story = {
  args: { canUpload: false },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('link', { name: 'Upload files' })).not.toBeInTheDocument();
  },
};

export const SignedOut: Story = {
  args: { signedIn: false, userMenu: undefined },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('link', { name: 'Upload files' })).not.toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Log in' }));
    await expect(args.onSignIn).toHaveBeenCalledTimes(1);
  },
};
