import { SignOutEverywhereCard } from '@reelbase/app/pieces';
import { PROFILE_TEXTS } from '@reelbase/contract';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';

const meta = {
  title: 'Console/SignOutEverywhereCard',
  component: SignOutEverywhereCard,
  args: { onSignOutEverywhere: fn(async () => undefined) },
} satisfies Meta<typeof SignOutEverywhereCard>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The dialog renders outside the story's root: look for it in the whole document. */
const dialog = () => within(document.body).findByRole('alertdialog');

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: PROFILE_TEXTS.sessionsTitle })).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: PROFILE_TEXTS.signOutEverywhere })).toBeEnabled();
  },
};

export const SignsOutEverywhereAfterConfirming: Story = {
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: PROFILE_TEXTS.signOutEverywhere }));
    const modal = within(await dialog());
    await expect(modal.getByText(PROFILE_TEXTS.signOutEverywhereQuestion)).toBeInTheDocument();
    await expect(args.onSignOutEverywhere).not.toHaveBeenCalled();
    await userEvent.click(modal.getByRole('button', { name: PROFILE_TEXTS.signOutEverywhere }));
    await waitFor(() => expect(args.onSignOutEverywhere).toHaveBeenCalledTimes(1));
  },
};

export const CancelKeepsTheSessions: Story = {
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: PROFILE_TEXTS.signOutEverywhere }));
    await userEvent.click(within(await dialog()).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(within(document.body).queryByRole('alertdialog')).not.toBeInTheDocument());
    await expect(args.onSignOutEverywhere).not.toHaveBeenCalled();
  },
};

export const FailureKeepsTheCardUsable: Story = {
  args: { onSignOutEverywhere: fn(async () => Promise.reject(new Error('offline'))) },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: PROFILE_TEXTS.signOutEverywhere }));
    await userEvent.click(within(await dialog()).getByRole('button', { name: PROFILE_TEXTS.signOutEverywhere }));
    await waitFor(() => expect(args.onSignOutEverywhere).toHaveBeenCalledTimes(1));
    await waitFor(() => expect(within(document.body).queryByRole('alertdialog')).not.toBeInTheDocument());
    await expect(canvas.getByRole('button', { name: PROFILE_TEXTS.signOutEverywhere })).toBeEnabled();
  },
};
