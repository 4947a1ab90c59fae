import { menuFor, ShellLayout, type ShellLayoutProps, UserMenu } from '@reelbase/app/pieces';
import { type AuthUser, type LibraryAssignment, permissionsFor } from '@reelbase/contract';
import { Button } from '@reelbase/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { onLaptop, onPhone, overflowsSideways, SHELL_VIEWPORTS } from './shellViewports.ts';

const userWith = (role: AuthUser['role'], libraries: LibraryAssignment[] = []): AuthUser => ({
  id: 1,
  name: 'Ada',
  email: 'ada@example.test',
  role,
  company: { id: 4, company_name: 'Acme' },
  uploadEverywhere: false,
  permissions: permissionsFor(role, libraries),
});

const LONG_NAME = 'Maximiliane Anastasia von Hohenzollern-Sigmaringen';

/** A stand-in page: its heading names the path, so a test sees where a link went. */
function Page() {
  const { pathname } = useLocation();
  return (
    <>
      <h1>Page {pathname}</h1>
      <p>The page's content starts here.</p>
      <Button variant="secondary">Page action</Button>
    </>
  );
}

function ShellDemo(props: ShellLayoutProps) {
  return (
    <MemoryRouter initialEntries={['/media-library']}>
      <ShellLayout {...props}>
        <Routes>
          <Route path="*" element={<Page />} />
        </Routes>
      </ShellLayout>
    </MemoryRouter>
  );
}

const meta = {
  title: 'Console/Shell',
  component: ShellLayout,
  render: (args) => <ShellDemo {...args} />,
  parameters: { layout: 'fullscreen', viewport: { options: SHELL_VIEWPORTS } },
  args: {
    groups: menuFor(userWith('super-admin')),
    signedIn: true,
    canUpload: true,
    onSignIn: fn(),
    userMenu: <UserMenu name="Ada Lovelace" />,
    children: null,
  },
} satisfies Meta<typeof ShellLayout>;
export default meta;
type Story = StoryObj<typeof meta>;

const body = () => within(document.body);
const menuButton = (canvasElement: HTMLElement) => within(canvasElement).getByRole('button', { name: 'Menu' });

/** Wide: the menu beside the page, no menu button, nothing scrolls sideways. */
export const Default: Story = {
  globals: onLaptop,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('navigation', { name: 'Main menu' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Menu', hidden: true })).not.toBeVisible();
    await expect(canvas.getByRole('main')).toHaveTextContent('Page /media-library');
    await expect(overflowsSideways()).toBe(false);
  },
};

export const Playground: Story = {};

/** Phone: the menu is not on the page; the menu button opens it as a drawer, Esc closes it and the focus returns. */
export const DrawerOnPhone: Story = {
  globals: onPhone,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('navigation', { name: 'Main menu' })).not.toBeInTheDocument();
    // The page starts right under the top bar.
    const top = canvas.getByRole('heading', { level: 1 }).getBoundingClientRect().top;
    await expect(top).toBeLessThan(120);
    const button = menuButton(canvasElement);
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(button);
    const drawer = await body().findByRole('dialog', { name: 'Menu' });
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    await expect(button).toHaveAttribute('aria-controls', drawer.id);
    await waitFor(() => expect(drawer).toContainElement(document.activeElement as HTMLElement));
    await expect(within(drawer).getByRole('navigation', { name: 'Main menu' })).toBeVisible();
    await expect(within(drawer).getByRole('link', { name: 'Upload' })).toBeVisible();
    // It slides from the left.
    await expect(drawer.getBoundingClientRect().left).toBe(0);
    await expect(overflowsSideways()).toBe(false);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body().queryByRole('dialog', { name: 'Menu' })).not.toBeInTheDocument());
    await waitFor(() => expect(button).toHaveFocus());
    await expect(button).toHaveAttribute('aria-expanded', 'false');
  },
};

/** Phone, keyboard only: Tab reaches the menu button, Enter opens the drawer, Tab stays inside, Esc closes. */
export const DrawerByKeyboard: Story = {
  globals: onPhone,
  play: async ({ canvasElement }) => {
    const button = menuButton(canvasElement);
    await userEvent.tab();
    await expect(within(canvasElement).getByRole('link', { name: 'Skip to content' })).toHaveFocus();
    await userEvent.tab();
    await expect(button).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    const drawer = await body().findByRole('dialog', { name: 'Menu' });
    await waitFor(() => expect(drawer).toContainElement(document.activeElement as HTMLElement));
    for (let i = 0; i < 12; i += 1) {
      await userEvent.tab();
      await expect(drawer).toContainElement(document.activeElement as HTMLElement);
    }
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body().queryByRole('dialog', { name: 'Menu' })).not.toBeInTheDocument());
    await waitFor(() => expect(button).toHaveFocus());
  },
};

/** A press on the dimmed page beside the drawer closes it. */
export const DrawerClosesOnOutsidePress: Story = {
  globals: onPhone,
  play: async ({ canvasElement }) => {
    await userEvent.click(menuButton(canvasElement));
    const drawer = await body().findByRole('dialog', { name: 'Menu' });
    const underlay = body().getByTestId('drawer-panel').parentElement as HTMLElement;
    const right = drawer.getBoundingClientRect().right;
    await userEvent.pointer([{ keys: '[MouseLeft]', target: underlay, coords: { clientX: right + 40, clientY: 400 } }]);
    await waitFor(() => expect(body().queryByRole('dialog', { name: 'Menu' })).not.toBeInTheDocument());
  },
};

/** Following a link of the drawer goes to the page and closes the drawer. */
export const DrawerLinkNavigates: Story = {
  globals: onPhone,
  play: async ({ canvasElement }) => {
    await userEvent.click(menuButton(canvasElement));
    const drawer = await body().findByRole('dialog', { name: 'Menu' });
    await userEvent.click(within(drawer).getByRole('link', { name: 'Users' }));
    await waitFor(() => expect(body().queryByRole('dialog', { name: 'Menu' })).not.toBeInTheDocument());
    await expect(within(canvasElement).getByRole('heading', { level: 1 })).toHaveTextContent('Page /users');
  },
};

/** "Skip to content" is the first stop of the keyboard and moves the focus to the main landmark. */
export const SkipToContent: Story = {
  globals: onLaptop,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const skip = canvas.getByRole('link', { name: 'Skip to content' });
    // Out of sight until focused.
    await expect(skip.getBoundingClientRect().width).toBeLessThanOrEqual(1);
    await userEvent.tab();
    await expect(skip).toHaveFocus();
    await expect(skip.getBoundingClientRect().width).toBeGreaterThan(40);
    await userEvent.keyboard('{Enter}');
    const main = canvas.getByRole('main');
    await expect(main).toHaveFocus();
    // The next Tab goes on inside the page, past the top bar and the menu.
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Page action' })).toHaveFocus();
  },
};

/** Phone with a long user name: it is cut, and nothing on the shell scrolls sideways. */
export const LongNameOnPhone: Story = {
  globals: onPhone,
  args: { userMenu: <UserMenu name={LONG_NAME} /> },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: `User menu for ${LONG_NAME}` })).toBeVisible();
    await expect(overflowsSideways()).toBe(false);
    await userEvent.click(menuButton(canvasElement));
    await body().findByRole('dialog', { name: 'Menu' });
    await expect(overflowsSideways()).toBe(false);
  },
};

/** An editor's menu has no Admin group; on a phone the drawer shows the rest. */
export const EditorOnPhone: Story = {
  globals: onPhone,
  args: { groups: menuFor(userWith('editor', [{ id: 2, role: 'editor' }])) },
  play: async ({ canvasElement }) => {
    await userEvent.click(menuButton(canvasElement));
    const drawer = await body().findByRole('dialog', { name: 'Menu' });
    await expect(within(drawer).queryByRole('heading', { name: 'Admin' })).not.toBeInTheDocument();
    await expect(
      within(drawer)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Media library', 'Statistics', 'Upload']);
  },
};

/** Signed out: no menu and no menu button, only Log in. */
export const SignedOut: Story = {
  globals: onPhone,
  args: { groups: [], signedIn: false, userMenu: undefined },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('button', { name: 'Menu' })).not.toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Log in' })).toBeVisible();
    await expect(overflowsSideways()).toBe(false);
  },
};
