import { CommentForm, type CommentFormProps } from '@reelbase/app/pieces';
import { COMMENT_TEXTS, invalidEmailMessage, requiredMessage } from '@reelbase/contract';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';

const meta = {
  title: 'Console/Comments/CommentForm',
  component: CommentForm,
  args: { signedIn: false, timecode: 65, onSend: fn<CommentFormProps['onSend']>(async () => undefined) },
} satisfies Meta<typeof CommentForm>;
export default meta;
type Story = StoryObj<typeof meta>;

const fields = (canvasElement: HTMLElement) => {
  const canvas = within(canvasElement);
  return {
    canvas,
    name: () => canvas.getByRole('textbox', { name: 'Name' }),
    email: () => canvas.getByRole('textbox', { name: 'E-mail' }),
    message: () => canvas.getByRole('textbox', { name: 'Message' }) as HTMLTextAreaElement,
    // While sending, the button's spinner adds "Sending" to its name.
    send: () => canvas.getByRole('button', { name: /Send$/ }),
  };
};

export const Visitor: Story = {
  play: async ({ canvasElement }) => {
    const { canvas, name, email, message, send } = fields(canvasElement);
    await expect(name()).toBeRequired();
    await expect(email()).toHaveAttribute('type', 'email');
    await expect(message()).toBeRequired();
    await expect(canvas.getByText(/^At/)).toHaveTextContent('At 1:05');
    await expect(send()).toBeDisabled();
  },
};

export const SignedIn: Story = {
  args: { signedIn: true, timecode: 3725 },
  play: async ({ args, canvasElement }) => {
    const { canvas, message, send } = fields(canvasElement);
    await expect(canvas.queryByRole('textbox', { name: 'Name' })).not.toBeInTheDocument();
    await expect(canvas.queryByRole('textbox', { name: 'E-mail' })).not.toBeInTheDocument();
    await expect(canvas.getByText(/^At/)).toHaveTextContent('At 1:02:05');
    await expect(send()).toBeDisabled();
    await userEvent.type(message(), 'Looks good');
    await waitFor(() => expect(send()).toBeEnabled());
    await userEvent.click(send());
    await waitFor(() => expect(args.onSend).toHaveBeenCalledWith({ message: 'Looks good' }));
    await waitFor(() => expect(message()).toHaveValue(''));
  },
};

export const VisitorValidation: Story = {
  play: async ({ args, canvasElement }) => {
    const { canvas, name, email, message, send } = fields(canvasElement);
    await userEvent.type(name(), 'J');
    await userEvent.type(email(), 'not-an-address');
    await userEvent.click(message());
    await userEvent.tab();
    await waitFor(() => expect(canvas.getByText(COMMENT_TEXTS.nameTooShort)).toBeInTheDocument());
    await waitFor(() => expect(canvas.getByText(invalidEmailMessage)).toBeInTheDocument());
    await waitFor(() => expect(canvas.getByText(requiredMessage('message'))).toBeInTheDocument());
    await expect(name()).toHaveAttribute('aria-invalid', 'true');
    await expect(send()).toBeDisabled();

    await userEvent.type(name(), 'o');
    await expect(send()).toBeDisabled();
    await userEvent.clear(email());
    await userEvent.type(email(), 'jo@example.test');
    await expect(send()).toBeDisabled();
    await userEvent.type(message(), 'Hello');
    await expect(send()).toBeEnabled();
    await waitFor(() => expect(canvas.queryByText(COMMENT_TEXTS.nameTooShort)).not.toBeInTheDocument());
    await waitFor(() => expect(canvas.queryByText(invalidEmailMessage)).not.toBeInTheDocument());
    await waitFor(() => expect(canvas.queryByText(requiredMessage('message'))).not.toBeInTheDocument());
    await expect(args.onSend).not.toHaveBeenCalled();
  },
};

export const EnterWithoutInputShowsTheMessages: Story = {
  play: async ({ args, canvasElement }) => {
    const { canvas, message } = fields(canvasElement);
    await userEvent.click(message());
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(canvas.getByText(requiredMessage('name'))).toBeInTheDocument());
    await waitFor(() => expect(canvas.getByText(requiredMessage('email'))).toBeInTheDocument());
    await waitFor(() => expect(canvas.getByText(requiredMessage('message'))).toBeInTheDocument());
    await expect(message()).toHaveValue('');
    await expect(args.onSend).not.toHaveBeenCalled();
  },
};

export const EnterSendsShiftEnterAddsALine: Story = {
  play: async ({ args, canvasElement }) => {
    const { name, email, message } = fields(canvasElement);
    await userEvent.type(name(), 'Jo Visitor');
    await userEvent.type(email(), 'jo@example.test');
    await userEvent.type(message(), 'First line{Shift>}{Enter}{/Shift}second line');
    await expect(message()).toHaveValue('First line\nsecond line');
    await expect(args.onSend).not.toHaveBeenCalled();

    await userEvent.keyboard('{Enter}');
    await waitFor(() =>
      expect(args.onSend).toHaveBeenCalledWith({
        message: 'First line\nsecond line',
        name: 'Jo Visitor',
        email: 'jo@example.test',
      }),
    );
    await expect(args.onSend).toHaveBeenCalledTimes(1);
    // The message is cleared for the next comment; name and e-mail stay.
    await waitFor(() => expect(message()).toHaveValue(''));
    await expect(name()).toHaveValue('Jo Visitor');
    await expect(email()).toHaveValue('jo@example.test');
  },
};

export const ServerErrorsKeepTheInput: Story = {
  args: {
    onSend: fn<CommentFormProps['onSend']>(async () => ({
      errors: { email: [invalidEmailMessage], timecode: [COMMENT_TEXTS.timecodeBeyondEnd] },
    })),
  },
  play: async ({ args, canvasElement }) => {
    const { canvas, name, email, message, send } = fields(canvasElement);
    await userEvent.type(name(), 'Jo Visitor');
    await userEvent.type(email(), 'jo@example.test');
    await userEvent.type(message(), 'Nice shot');
    await userEvent.click(send());
    await waitFor(() => expect(args.onSend).toHaveBeenCalledTimes(1));
    await waitFor(() => expect(canvas.getByText(invalidEmailMessage)).toBeInTheDocument());
    await expect(email()).toHaveAttribute('aria-invalid', 'true');
    await expect(canvas.getByRole('alert')).toHaveTextContent(COMMENT_TEXTS.timecodeBeyondEnd);
    await expect(name()).toHaveValue('Jo Visitor');
    await expect(email()).toHaveValue('jo@example.test');
    await expect(message()).toHaveValue('Nice shot');
    await expect(send()).toBeEnabled();

    // Changing the field takes its server message away.
    await userEvent.type(email(), 'x');
    await waitFor(() => expect(canvas.queryByText(invalidEmailMessage)).not.toBeInTheDocument());
  },
};

export const FailureKeepsTheInput: Story = {
  args: { signedIn: true, onSend: fn<CommentFormProps['onSend']>(async () => Promise.reject(new Error('offline'))) },
  play: async ({ args, canvasElement }) => {
    const { message, send } = fields(canvasElement);
    await userEvent.type(message(), 'Second try{Enter}');
    await waitFor(() => expect(args.onSend).toHaveBeenCalledWith({ message: 'Second try' }));
    await waitFor(() => expect(send()).toBeEnabled());
    await expect(message()).toHaveValue('Second try');
  },
};

export const SendIsDisabledWhileSending: Story = {
  args: { signedIn: true, onSend: fn<CommentFormProps['onSend']>(() => new Promise(() => undefined)) },
  play: async ({ args, canvasElement }) => {
    const { message, send } = fields(canvasElement);
    await userEvent.type(message(), 'Wait for it');
    await userEvent.click(send());
    await waitFor(() => expect(send()).toBeDisabled());
    await expect(send()).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(message());
    await userEvent.keyboard('{Enter}');
    await expect(args.onSend).toHaveBeenCalledTimes(1);
  },
};

export const Narrow: Story = {
  decorators: [
    (Story) => (
      <div data-testid="frame" style={{ width: 390, maxWidth: '100%' }}>
        <Story />
      </div>
    ),
  ],
  play: async ({ canvasElement }) => {
    const frame = within(canvasElement).getByTestId('frame');
    await expect(frame.scrollWidth).toBeLessThanOrEqual(frame.clientWidth);
  },
};
