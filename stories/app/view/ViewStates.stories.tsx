import { PasswordPrompt, Unavailable } from '@reelbase/app/pieces';
import { VIEW_TEXTS } from '@reelbase/contract';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';

const meta = {
  title: 'View/ViewStates',
  parameters: { layout: 'centered' },
} satisfies Meta;
export default meta;

type UnavailableStory = StoryObj<typeof Unavailable>;
type PasswordStory = StoryObj<typeof PasswordPrompt>;

export const UnavailableWithSignIn: UnavailableStory = {
  render: (args) => <Unavailable {...args} />,
  args: { signInHref: '/view-sign-in/v1' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: VIEW_TEXTS.unavailableTitle })).toBeInTheDocument();
    await expect(canvas.getByText(VIEW_TEXTS.unavailableHint)).toBeVisible();
    await expect(canvas.getByRole('link', { name: VIEW_TEXTS.signIn })).toHaveAttribute('href', '/view-sign-in/v1');
    // The notice is a region named by its heading.
    await expect(canvas.getByRole('region', { name: VIEW_TEXTS.unavailableTitle })).toBeInTheDocument();
  },
};

export const UnavailableWithoutSignIn: UnavailableStory = {
  render: (args) => <Unavailable {...args} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: VIEW_TEXTS.unavailableTitle })).toBeInTheDocument();
    await expect(canvas.getByText(VIEW_TEXTS.unavailableHint)).toBeVisible();
    await expect(canvas.queryByRole('link')).not.toBeInTheDocument();
  },
};

const prompt = (canvasElement: HTMLElement) => {
  const canvas = within(canvasElement);
  return {
    canvas,
    // A password input has no textbox role: find it by its label.
    input: () => canvas.getByLabelText(VIEW_TEXTS.passwordLabel) as HTMLInputElement,
    watch: () => canvas.getByRole('button', { name: VIEW_TEXTS.watch }),
  };
};

export const PasswordEmptySubmit: PasswordStory = {
  render: (args) => <PasswordPrompt {...args} />,
  args: { onSubmit: fn(async () => null) },
  play: async ({ args, canvasElement }) => {
    const { canvas, input, watch } = prompt(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: VIEW_TEXTS.passwordTitle })).toBeInTheDocument();
    await expect(canvas.getByText(VIEW_TEXTS.passwordPrompt)).toBeVisible();
    await expect(input()).toHaveAttribute('type', 'password');
    await expect(canvas.queryByRole('alert')).not.toBeInTheDocument();
    await userEvent.click(watch());
    await waitFor(() => expect(canvas.getByRole('alert')).toHaveTextContent(VIEW_TEXTS.passwordRequired));
    await expect(input()).toHaveAttribute('aria-invalid', 'true');
    await expect(input()).toHaveAccessibleDescription(VIEW_TEXTS.passwordRequired);
    await expect(input()).toHaveFocus();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const PasswordEnterSubmits: PasswordStory = {
  render: (args) => <PasswordPrompt {...args} />,
  args: { onSubmit: fn(async () => null) },
  play: async ({ args, canvasElement }) => {
    const { canvas, input } = prompt(canvasElement);
    await userEvent.type(input(), 'open sesame{Enter}');
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledWith('open sesame'));
    await expect(args.onSubmit).toHaveBeenCalledTimes(1);
    await expect(canvas.queryByRole('alert')).not.toBeInTheDocument();
    await expect(input()).not.toHaveAttribute('aria-invalid');
  },
};

export const PasswordWrongKeepsTheInput: PasswordStory = {
  render: (args) => <PasswordPrompt {...args} />,
  args: { onSubmit: fn(async () => VIEW_TEXTS.passwordWrong) },
  play: async ({ args, canvasElement }) => {
    const { canvas, input, watch } = prompt(canvasElement);
    await userEvent.type(input(), 'guess');
    await userEvent.click(watch());
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledWith('guess'));
    await waitFor(() => expect(canvas.getByRole('alert')).toHaveTextContent(VIEW_TEXTS.passwordWrong));
    await expect(input()).toHaveValue('guess');
    await expect(input()).toHaveAttribute('aria-invalid', 'true');
    await expect(input()).toHaveAccessibleDescription(VIEW_TEXTS.passwordWrong);
    await expect(input()).toHaveFocus();
    await expect(watch()).toBeEnabled();
  },
};

export const PasswordFailureShowsTheMessage: PasswordStory = {
  render: (args) => <PasswordPrompt {...args} />,
  args: { onSubmit: fn(async () => Promise.reject(new Error(VIEW_TEXTS.passwordTooMany))) },
  play: async ({ canvasElement }) => {
    const { canvas, input } = prompt(canvasElement);
    await userEvent.type(input(), 'guess{Enter}');
    await waitFor(() => expect(canvas.getByRole('alert')).toHaveTextContent(VIEW_TEXTS.passwordTooMany));
    await expect(input()).toHaveValue('guess');
  },
};

export const PasswordWatchDisabledWhilePending: PasswordStory = {
  render: (args) => <PasswordPrompt {...args} />,
  args: { onSubmit: fn(() => new Promise<string | null>(() => undefined)) },
  play: async ({ args, canvasElement }) => {
    const { input, watch } = prompt(canvasElement);
    await userEvent.type(input(), 'open sesame');
    await userEvent.click(watch());
    await waitFor(() => expect(watch()).toBeDisabled());
    await userEvent.click(input());
    await userEvent.keyboard('{Enter}');
    await expect(args.onSubmit).toHaveBeenCalledTimes(1);
  },
};
