import { PrivacyPanel } from '@reelbase/app/pieces';
import { VIDEO_TEXTS, type VideoUpdate } from '@reelbase/contract';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { expectCannotSave, video } from './fixtures.ts';

const meta = {
  title: 'Console/MediaLibrary/PrivacyPanel',
  component: PrivacyPanel,
  args: {
    video: { ...video, privacy: 'unlisted', has_privacy_password: false },
    onSave: fn<(update: VideoUpdate) => Promise<void>>(async () => undefined),
  },
  decorators: [
    (Story) => (
      <div style={{ width: 448 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof PrivacyPanel>;
export default meta;
type Story = StoryObj<typeof meta>;

const panel = (canvasElement: HTMLElement) => {
  const form = within(within(canvasElement).getByRole('form', { name: 'Privacy' }));
  return {
    form,
    privacy: () => form.getByRole('button', { name: /Privacy/ }),
    // A password input has no textbox role: find it by its label.
    password: (label = 'Password') => form.getByLabelText(label, { selector: 'input' }) as HTMLInputElement,
    save: () => form.getByRole('button', { name: 'Save changes' }),
  };
};

const choosePrivacy = async (canvasElement: HTMLElement, option: string) => {
  await userEvent.click(panel(canvasElement).privacy());
  await userEvent.click(await within(document.body).findByRole('option', { name: option }));
};

export const SetAPassword: Story = {
  play: async ({ args, canvasElement }) => {
    const { form, password, save } = panel(canvasElement);
    await expect(form.queryByLabelText('Password', { selector: 'input' })).toBeNull();
    await expectCannotSave(save());

    await choosePrivacy(canvasElement, 'Password');
    await expect(password()).toHaveAttribute('type', 'password');
    await expect(password()).toHaveAttribute('autocomplete', 'new-password');
    await expect(password()).toHaveAccessibleDescription('Viewers enter this password to watch the video.');
    // A new password privacy needs the password first; no message before the field is touched.
    await expectCannotSave(save());
    await expect(form.queryByText(VIDEO_TEXTS.privacyPasswordRequired)).toBeNull();

    await userEvent.click(password());
    await userEvent.tab();
    await waitFor(() => expect(form.getByText(VIDEO_TEXTS.privacyPasswordRequired)).toBeInTheDocument());
    await expectCannotSave(save());

    await userEvent.type(password(), 'abc');
    await waitFor(() => expect(form.getByText(VIDEO_TEXTS.privacyPasswordTooShort)).toBeInTheDocument());
    await expect(password()).toHaveAttribute('aria-invalid', 'true');
    await expectCannotSave(save());

    await userEvent.clear(password());
    await userEvent.type(password(), 'open sesame');
    await waitFor(() => expect(form.queryByText(VIDEO_TEXTS.privacyPasswordTooShort)).toBeNull());
    await waitFor(() => expect(save()).toBeEnabled());
    await userEvent.click(save());
    await waitFor(() =>
      expect(args.onSave).toHaveBeenCalledWith({ privacy: 'password', privacy_password: 'open sesame' }),
    );
    await expect(args.onSave).toHaveBeenCalledTimes(1);
    // The typed password is not kept after saving.
    await waitFor(() => expect(password()).toHaveValue(''));
  },
};

export const ShortPasswordWhileTyping: Story = {
  play: async ({ args, canvasElement }) => {
    const { form, password, save } = panel(canvasElement);
    await choosePrivacy(canvasElement, 'Password');
    await userEvent.type(password(), 'abc');
    await waitFor(() => expect(form.getByText(VIDEO_TEXTS.privacyPasswordTooShort)).toBeInTheDocument());
    await expectCannotSave(save());
    // Enter does not save an invalid password either.
    await userEvent.keyboard('{Enter}');
    await expect(args.onSave).not.toHaveBeenCalled();
    await userEvent.type(password(), 'd');
    await waitFor(() => expect(form.queryByText(VIDEO_TEXTS.privacyPasswordTooShort)).toBeNull());
    await waitFor(() => expect(save()).toBeEnabled());
  },
};

export const LeavingPasswordPrivacyDropsThePassword: Story = {
  play: async ({ args, canvasElement }) => {
    const { form, password, save } = panel(canvasElement);
    await choosePrivacy(canvasElement, 'Password');
    await userEvent.type(password(), 'open sesame');
    await choosePrivacy(canvasElement, 'Nobody');
    await expect(form.queryByLabelText('Password', { selector: 'input' })).toBeNull();
    await waitFor(() => expect(save()).toBeEnabled());
    await userEvent.click(save());
    await waitFor(() => expect(args.onSave).toHaveBeenCalledWith({ privacy: 'nobody' }));
  },
};

export const PasswordAlreadySet: Story = {
  args: { video: { ...video, privacy: 'password', has_privacy_password: true } },
  play: async ({ args, canvasElement }) => {
    const { form, password, save } = panel(canvasElement);
    const field = password('New password');
    await expect(field).toHaveValue('');
    await expect(field).toHaveAccessibleDescription('A password is set. Type a new one to change it.');
    await expect(form.getByText('A password is set. Type a new one to change it.')).toBeVisible();
    await expect(form.queryByLabelText('Password', { selector: 'input' })).toBeNull();
    // Nothing changed yet: the stored password stays and there is nothing to save.
    await expectCannotSave(save());
    await userEvent.click(field);
    await userEvent.tab();
    await expect(form.queryByText(VIDEO_TEXTS.privacyPasswordRequired)).toBeNull();
    await expectCannotSave(save());

    await userEvent.type(field, 'abc');
    await waitFor(() => expect(form.getByText(VIDEO_TEXTS.privacyPasswordTooShort)).toBeInTheDocument());
    await expectCannotSave(save());
    await userEvent.type(field, 'd-new');
    await waitFor(() => expect(save()).toBeEnabled());
    await userEvent.click(save());
    await waitFor(() => expect(args.onSave).toHaveBeenCalledWith({ privacy_password: 'abcd-new' }));
  },
};

export const ReadOnly: Story = {
  args: { video: { ...video, privacy: 'password', has_privacy_password: true }, isReadOnly: true },
  play: async ({ canvasElement }) => {
    const { form } = panel(canvasElement);
    await expect(form.queryByLabelText(/password/i, { selector: 'input' })).toBeNull();
    await expect(form.queryByRole('button', { name: 'Save changes' })).toBeNull();
  },
};
