import { COMMENT_MESSAGE_MAX, commentCreateSchema } from '@reelbase/contract';
import { Button, formatDuration, TextArea, type TextAreaProps, TextField, token } from '@reelbase/ui';
import { type FormEvent, useState } from 'react';
import styled from 'styled-components';
import { useDebouncedErrors } from '../../forms/useDebouncedErrors.ts';

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

type CommentField = 'message' | 'name' | 'email';
type TextAreaKeyEvent = Parameters<NonNullable<TextAreaProps['onKeyDown']>>[0];
const FIELDS: readonly string[] = ['message', 'name', 'email'];

/**
 * The comment form of the public comments page: the message (Enter sends, Shift+Enter starts a new
 * line), the time index it is attached to, and for visitors their name and e-mail.
 */
export function CommentForm({ signedIn, timecode, onSend }: CommentFormProps) {
  const [message, setMessage] = useState('');
  const [name, setName] = useState('');
  const [email, setEmail] = useState('');
  const [sending, setSending] = useState(false);
  const [touched, setTouched] = useState<ReadonlySet<CommentField>>(new Set());
  /** True right after a comment was posted, until the message is typed in again. */
  const [messageFresh, setMessageFresh] = useState(false);
  const [serverErrors, setServerErrors] = useState<Record<string, string[]>>({});

  const values: CommentFormInput = signedIn ? { message } : { message, name, email };
  const { errors } = useDebouncedErrors(commentCreateSchema, values);
  const isValid = commentCreateSchema.safeParse(values).success;

  const touch = (...fields: CommentField[]) =>
    setTouched((current) => (fields.every((field) => current.has(field)) ? current : new Set([...current, ...fields])));
  const errorFor = (field: CommentField): string | undefined =>
    (serverErrors[field] ?? (touched.has(field) ? errors[field] : undefined))?.join('\n') || undefined;
  const otherErrors = Object.entries(serverErrors)
    .filter(([field]) => !FIELDS.includes(field))
    .flatMap(([, messages]) => messages);

  const change = (field: CommentField, set: (value: string) => void) => (value: string) => {
    set(value);
    touch(field);
    if (field === 'message') setMessageFresh(false);
    setServerErrors((current) => {
      if (!(field in current)) return current;
      const { [field]: _, ...rest } = current;
      return rest;
    });
  };

  const send = async () => {
    if (sending) return;
    const fields: CommentField[] = signedIn ? ['message'] : ['message', 'name', 'email'];
    touch(...fields);
    const parsed = commentCreateSchema.safeParse(values);
    if (!parsed.success) return;
    const input: CommentFormInput = signedIn
      ? { message: parsed.data.message }
      : { message: parsed.data.message, name: parsed.data.name, email: parsed.data.email };
    setSending(true);
    try {
      const result = await onSend(input);
      if (result?.errors) {
        setServerErrors(result.errors);
      } else {
        setServerErrors({});
        setMessage('');
        setMessageFresh(true);
        setTouched((current) => new Set([...current].filter((field) => field !== 'message')));
      }
    } catch {
      // The API client reports the failure; everything typed stays so the viewer can send again.
    } finally {
      setSending(false);
    }
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    void send();
  };

  const onMessageKeyDown = (event: TextAreaKeyEvent) => {
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) {
      event.continuePropagation();
      return;
    }
    event.preventDefault();
    void send();
  };

  const at = formatDuration(timecode * 1000);

  return (
    <Form onSubmit={submit} aria-label="Add a comment" noValidate>
      {!signedIn && (
        <>
          <TextField
            label="Name"
            value={name}
            onChange={change('name', setName)}
            onBlur={() => touch('name')}
            isRequired
            autoComplete="name"
            errorMessage={errorFor('name')}
          />
          <TextField
            label="E-mail"
            type="email"
            value={email}
            onChange={change('email', setEmail)}
            onBlur={() => touch('email')}
            isRequired
            autoComplete="email"
            errorMessage={errorFor('email')}
          />
        </>
      )}
      <TextArea
        label="Message"
        value={message}
        onChange={change('message', setMessage)}
        onBlur={() => {
          if (!messageFresh) touch('message');
        }}
        onKeyDown={onMessageKeyDown}
        isRequired
        rows={3}
        counter={COMMENT_MESSAGE_MAX}
        description="Press Enter to send, Shift+Enter for a new line."
        errorMessage={errorFor('message')}
      />
      {otherErrors.length > 0 && <FormError role="alert">{otherErrors.join('\n')}</FormError>}
      <Footer>
        <Timecode>
          At <time dateTime={`PT${Math.max(0, Math.floor(timecode))}S`}>{at}</time>
        </Timecode>
        <Button type="submit" isDisabled={!isValid || sending} isLoading={sending} loadingLabel="Sending">
          Send
        </Button>
      </Footer>
    </Form>
  );
}
