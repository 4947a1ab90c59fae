import { TopBar, UserMenu } from '@reelbase/app/pieces';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { MemoryRouter } from 'react-router';
import { expect, fn, userEvent, within } from 'storybook/test';
import { onLaptop, onPhone, overflowsSideways, SHELL_VIEWPORTS } from './shellViewports.ts';

const LONG_NAME = 'Maximiliane Anastasia von Hohenzollern-Sigmaringen';

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
  parameters: { layout: 'fullscreen', viewport: { options: SHELL_VIEWPORTS } },
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
    // Without a menu there is no menu button.
    await expect(canvas.queryByRole('button', { name: 'Menu' })).not.toBeInTheDocument();
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

/** On a phone: the menu button opens the menu drawer; Upload files moves into the menu. */
export const MenuButtonOnPhone: Story = {
  globals: onPhone,
  args: { menu: { isOpen: false, drawerId: 'menu-drawer', onToggle: fn() } },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const button = canvas.getByRole('button', { name: 'Menu' });
    await expect(button).toBeVisible();
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await expect(button).toHaveAttribute('aria-haspopup', 'dialog');
    await expect(canvas.getByText('Upload files')).not.toBeVisible();
    await userEvent.click(button);
    await expect(args.menu?.onToggle).toHaveBeenCalledTimes(1);
    await expect(overflowsSideways()).toBe(false);
  },
};

/** The open state says which drawer it controls. */
export const MenuOpen: Story = {
  globals: onPhone,
  args: { menu: { isOpen: true, drawerId: 'menu-drawer', onToggle: fn() } },
  render: (args) => (
    <>
      <TopBar {...args} />
      <div id="menu-drawer">Menu</div>
    </>
  ),
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Menu' });
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    await expect(button).toHaveAttribute('aria-controls', 'menu-drawer');
  },
};

/** On a wide screen the menu sits beside the page: no menu button. */
export const MenuButtonHiddenWhenWide: Story = {
  globals: onLaptop,
  args: { menu: { isOpen: false, drawerId: 'menu-drawer', onToggle: fn() } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Menu', hidden: true })).not.toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Upload files' })).toBeVisible();
  },
};

/** A long name is cut with an ellipsis at 390 px and nothing scrolls sideways; the button still names the user in full. */
export const LongNameOnPhone: Story = {
  globals: onPhone,
  args: {
    userMenu: <UserMenu name={LONG_NAME} />,
    menu: { isOpen: false, drawerId: 'menu-drawer', onToggle: fn() },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const userButton = canvas.getByRole('button', { name: `User menu for ${LONG_NAME}` });
    const name = within(userButton).getByText(LONG_NAME);
    await expect(getComputedStyle(name).textOverflow).toBe('ellipsis');
    await expect(name.scrollWidth).toBeGreaterThan(name.clientWidth);
    await expect(overflowsSideways()).toBe(false);
    const bar = canvasElement.querySelector('header') as HTMLElement;
    await expect(bar.scrollWidth).toBeLessThanOrEqual(bar.clientWidth);
    await expect(userButton.getBoundingClientRect().right).toBeLessThanOrEqual(window.innerWidth);
    // Everything else keeps its place.
    await expect(canvas.getByRole('button', { name: 'Menu' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Support' })).toBeVisible();
  },
};

/** On a laptop a long name is cut too, at a generous width. */
export const LongNameOnLaptop: Story = {
  globals: onLaptop,
  args: { userMenu: <UserMenu name={LONG_NAME} /> },
  play: async ({ canvasElement }) => {
    const name = within(canvasElement).getByText(LONG_NAME);
    await expect(name.scrollWidth).toBeGreaterThan(name.clientWidth);
    await expect(overflowsSideways()).toBe(false);
  },
};
