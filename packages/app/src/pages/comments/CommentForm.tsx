import { COMMENT_MESSAGE_MAX, commentCreateSchema } from '@reelbase/contract';
import { Button, formatDuration, TextArea, type TextAreaProps, TextField, token } from '@reelbase/ui';
import { useState } from 'react';
import styled from 'styled-components';
import { useForm } from '../../forms/useForm.ts';
import { ApiError } from '../../http/errors.ts';

const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${token('space-4')};
  min-width: 0;
  padding: ${token('space-4')};
  background: ${token('color-surface')};
  border: 1px solid ${token('color-border')};
  border-radius: ${token('radius-lg')};
`;

const Footer = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${token('space-3')};
`;

const Timecode = styled.p`
  margin: 0;
  color: ${token('color-text-muted')};
  font-size: ${token('font-size-sm')};
  font-variant-numeric: tabular-nums;
`;

const FormError = styled.p`
  margin: 0;
  color: ${token('color-danger')};
  font-size: ${token('font-size-sm')};
  white-space: pre-line;
`;

/** What the comment form hands over; name and e-mail only come from a visitor who is not signed in. */
export interface CommentFormInput {
  message: string;
  name?: string;
  email?: string;
}

export interface CommentFormProps {
  /** A signed-in user comments under their own name; a visitor also gives a name and an e-mail. */
  signedIn: boolean;
  /** The player position, in seconds, the comment will be attached to. */
  timecode: number;
  /**
   * Posts the comment. Resolving without `errors` clears the message (name and e-mail stay); the
   * server's field errors (422) are shown under the fields; a rejection keeps everything typed.
   */
  // biome-ignore lint/suspicious/noConfusingVoidType: resolving with nothing means the comment was posted.
  onSend: (input: CommentFormInput) => Promise<{ errors?: Record<string, string[]> } | void>;
}

type TextAreaKeyEvent = Parameters<NonNullable<TextAreaProps['onKeyDown']>>[0];
const FIELDS: readonly string[] = ['message', 'name', 'email'];
const EMPTY = { message: '', name: '', email: '' };

/**
 * The comment form of the public comments page: the message (Enter sends, Shift+Enter starts a new
 * line), the time index it is attached to, and for visitors their name and e-mail.
 */
export function CommentForm({ signedIn, timecode, onSend }: CommentFormProps) {
  /** True right after a comment was posted, until the message is typed in again. */
  const [messageFresh, setMessageFresh] = useState(false);
  const form = useForm({
    initial: EMPTY,
    toInput: (values): CommentFormInput => (signedIn ? { message: values.message } : values),
    schema: commentCreateSchema,
    onSubmit: async (values) => {
      const parsed = commentCreateSchema.parse(values);
      const { message, name, email } = parsed;
      const input = signedIn ? { message } : { message, name, email };
      const result = await onSend(input);
      // The server's field messages (422) show under their fields; everything typed stays.
      if (result?.errors) throw new ApiError(422, { errors: result.errors });
      // Name and e-mail stay for the next comment.
      form.reset({ ...form.values, message: '' });
      setMessageFresh(true);
    },
    guardsChanges: false,
    // Enter sends at once when the comment is valid.
    awaitsPause: false,
  });
  const otherErrors = Object.entries(form.serverErrors ?? {})
    .filter(([field]) => !FIELDS.includes(field))
    .flatMap(([, messages]) => messages);
  const field = (name: keyof typeof EMPTY) => ({
    ...form.field(name),
    onChange: (value: string) => {
      form.set(name, value);
      if (name === 'message') setMessageFresh(false);
    },
  });
  const send = () => void form.submit();

  const onMessageKeyDown = (event: TextAreaKeyEvent) => {
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) {
      event.continuePropagation();
      return;
    }
    event.preventDefault();
    send();
  };

  const at = formatDuration(timecode * 1000);

  return (
    <Form onSubmit={form.submit} aria-label="Add a comment" noValidate>
      {!signedIn && (
        <>
          <TextField label="Name" {...field('name')} onBlur={() => form.touch('name')} isRequired autoComplete="name" />
          <TextField
            label="E-mail"
            type="email"
            {...field('email')}
            onBlur={() => form.touch('email')}
            isRequired
            autoComplete="email"
          />
        </>
      )}
      <TextArea
        label="Message"
        {...field('message')}
        onBlur={() => {
          if (!messageFresh) form.touch('message');
        }}
        onKeyDown={onMessageKeyDown}
        isRequired
        rows={3}
        counter={COMMENT_MESSAGE_MAX}
        description="Press Enter to send, Shift+Enter for a new line."
      />
      {otherErrors.length > 0 && <FormError role="alert">{otherErrors.join('\n')}</FormError>}
      <Footer>
        <Timecode>
          At <time dateTime={`PT${Math.max(0, Math.floor(timecode))}S`}>{at}</time>
        </Timecode>
        <Button type="submit" {...form.submitButton} loadingLabel="Sending">
          Send
        </Button>
      </Footer>
    </Form>
  );
}
