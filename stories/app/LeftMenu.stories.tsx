import { LeftMenu, menuFor } from '@reelbase/app/pieces';
import { type AuthUser, type LibraryAssignment, permissionsFor } from '@reelbase/contract';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { MemoryRouter } from 'react-router';
import { expect, within } from 'storybook/test';
import { onLaptop, onPhone, SHELL_VIEWPORTS } from './shellViewports.ts';

const userWith = (role: AuthUser['role'], libraries: LibraryAssignment[] = []): AuthUser => ({
  id: 1,
  name: 'Ada',
  email: 'ada@example.test',
  role,
  company: { id: 4, company_name: 'Acme' },
  uploadEverywhere: false,
  permissions: permissionsFor(role, libraries),
});

const meta = {
  title: 'Console/LeftMenu',
  component: LeftMenu,
  decorators: [
    (Story) => (
      <MemoryRouter initialEntries={['/profile']}>
        <div style={{ width: 240 }}>
          <Story />
        </div>
      </MemoryRouter>
    ),
  ],
  parameters: { viewport: { options: SHELL_VIEWPORTS } },
  args: { groups: menuFor(userWith('super-admin')) },
} satisfies Meta<typeof LeftMenu>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const nav = within(canvasElement).getByRole('navigation', { name: 'Main menu' });
    await expect(within(nav).getByRole('link', { name: 'Usage Stats' })).toBeInTheDocument();
    await expect(within(nav).getByRole('link', { name: 'Profile' })).toHaveAttribute('aria-current', 'page');
  },
};

export const Playground: Story = {};

export const CompanyAdmin: Story = {
  args: { groups: menuFor(userWith('company-admin')) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: 'Company' })).toHaveAttribute('href', '/companies/4');
    await expect(canvas.queryByRole('link', { name: 'Companies' })).not.toBeInTheDocument();
    await expect(canvas.queryByRole('link', { name: 'Usage Stats' })).not.toBeInTheDocument();
  },
};

export const ReadOnly: Story = {
  args: { groups: menuFor(userWith('read-only', [{ id: 2, role: 'read-only' }])) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const links = canvas.getAllByRole('link');
    await expect(links.map((link) => link.textContent)).toEqual(['Media library', 'Statistics']);
    await expect(canvas.queryByRole('heading', { name: 'Admin' })).not.toBeInTheDocument();
  },
};

/** An editor: no Admin heading over Profile alone (Profile is in the user menu). */
export const Editor: Story = {
  args: { groups: menuFor(userWith('editor', [{ id: 2, role: 'editor' }])) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('heading', { name: 'Admin' })).not.toBeInTheDocument();
    await expect(canvas.queryByRole('link', { name: 'Profile' })).not.toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: 'Media library' })).toBeInTheDocument();
  },
};

/** On a wide screen Upload is in the top bar: the menu's Upload entry (a group of its own) is hidden. */
export const UploaderOnWideScreen: Story = {
  globals: onLaptop,
  args: { groups: menuFor(userWith('uploader', [{ id: 2, role: 'uploader' }])) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: 'Upload', hidden: true })).not.toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Media library' })).toBeVisible();
  },
};

/** On a phone the menu holds Upload. */
export const UploaderOnPhone: Story = {
  globals: onPhone,
  args: { groups: menuFor(userWith('uploader', [{ id: 2, role: 'uploader' }])) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link', { name: 'Upload' })).toBeVisible();
  },
};
