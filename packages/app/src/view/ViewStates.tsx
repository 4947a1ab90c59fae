import { VIEW_TEXTS } from '@reelbase/contract/view-texts';
import { token } from '@reelbase/ui/theme';
import { type FormEvent, useId, useRef, useState } from 'react';
import styled from 'styled-components';

export const Notice = styled.section`
  max-width: 28rem;
  margin: 0 auto;
  padding: ${token('space-6')} ${token('space-5')};
  border-radius: ${token('radius-lg')};
  background: ${token('color-surface')};
  color: ${token('color-text')};
  box-shadow: ${token('shadow-md')};
  text-align: center;
  overflow-wrap: anywhere;

  h1 {
    margin: 0 0 ${token('space-3')};
    font-size: ${token('font-size-xl')};
  }
  p {
    margin: 0 0 ${token('space-4')};
    color: ${token('color-text-muted')};
  }
`;

const Form = styled.form`
  display: grid;
  gap: ${token('space-3')};
  text-align: left;
`;

const Input = styled.input`
  font: inherit;
  padding: ${token('space-2')} ${token('space-3')};
  border: 1px solid ${token('color-border-strong')};
  border-radius: ${token('radius-md')};
  background: ${token('color-bg')};
  color: ${token('color-text')};
  min-height: 2.75rem;
  &:focus-visible {
    outline: 2px solid ${token('color-focus')};
    outline-offset: 2px;
  }
  &[aria-invalid='true'] {
    border-color: ${token('color-danger')};
  }
`;

const Submit = styled.button`
  font: inherit;
  font-weight: ${token('font-weight-medium')};
  min-height: 2.75rem;
  border: 0;
  border-radius: ${token('radius-md')};
  background: ${token('color-primary')};
  color: ${token('color-text-inverse')};
  cursor: pointer;
  &:disabled {
    opacity: 0.6;
    cursor: default;
  }
  &:focus-visible {
    outline: 2px solid ${token('color-focus')};
    outline-offset: 2px;
  }
`;

const ErrorText = styled.p`
  && {
    margin: 0;
    color: ${token('color-danger')};
    font-size: ${token('font-size-sm')};
  }
`;

const Subtle = styled.a`
  color: ${token('color-primary')};
  font-size: ${token('font-size-sm')};
`;

/** The page of a video the visitor may not watch: it says so and nothing about the video. */
export function Unavailable({ signInHref }: { signInHref?: string }) {
  return (
    <Notice aria-labelledby="unavailable-title">
      <h1 id="unavailable-title">{VIEW_TEXTS.unavailableTitle}</h1>
      <p>{VIEW_TEXTS.unavailableHint}</p>
      {signInHref && <Subtle href={signInHref}>{VIEW_TEXTS.signIn}</Subtle>}
    </Notice>
  );
}

/** Asks for the password of a `password` video; what was typed stays on a wrong answer. */
export function PasswordPrompt({ onSubmit }: { onSubmit: (password: string) => Promise<string | null> }) {
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const inputRef = useRef<HTMLInputElement>(null);
  const inputId = useId();
  const errorId = useId();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (password === '') {
      setError(VIEW_TEXTS.passwordRequired);
      inputRef.current?.focus();
      return;
    }
    setBusy(true);
    const message = await onSubmit(password).catch((failure: unknown) =>
      failure instanceof Error ? failure.message : String(failure),
    );
    setBusy(false);
    setError(message);
    if (message) inputRef.current?.focus();
  };

  return (
    <Notice aria-labelledby="password-title">
      <h1 id="password-title">{VIEW_TEXTS.passwordTitle}</h1>
      <p>{VIEW_TEXTS.passwordPrompt}</p>
      <Form onSubmit={submit} noValidate>
        <label htmlFor={inputId}>{VIEW_TEXTS.passwordLabel}</label>
        <Input
          ref={inputRef}
          id={inputId}
          type="password"
          autoComplete="current-password"
          value={password}
          onChange={(event) => setPassword(event.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
        />
        {error && (
          <ErrorText id={errorId} role="alert">
            {error}
          </ErrorText>
        )}
        <Submit type="submit" disabled={busy}>
          {VIEW_TEXTS.watch}
        </Submit>
      </Form>
    </Notice>
  );
}
