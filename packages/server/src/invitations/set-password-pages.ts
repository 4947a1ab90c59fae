import {
  PASSWORD_MIN_LENGTH,
  PASSWORD_RESET_TEXTS,
  PASSWORD_RULE,
  SET_PASSWORD_TEXTS,
  SIGN_IN_TEXTS,
} from '@reelbase/contract';
import { escapeHtml, pageLayout } from '../auth/pages.ts';

/** What a set-password link is for: an invitation's first password, or a reset. */
export type PasswordLinkKind = 'invitation' | 'reset';

const alertOf = (id: string, error?: string) =>
  error ? `<div class="alert" role="alert" id="${id}">${escapeHtml(error)}</div>` : '';

/**
 * The form of the set-password page (an invitation's or a reset's link), with the password rule
 * below the field from the start and an error above the form after a refused attempt.
 */
export function setPasswordPage(action: string, kind: PasswordLinkKind, error?: string): string {
  const title = kind === 'reset' ? PASSWORD_RESET_TEXTS.newTitle : SET_PASSWORD_TEXTS.title;
  const intro = kind === 'reset' ? PASSWORD_RESET_TEXTS.newIntro : SET_PASSWORD_TEXTS.intro;
  const submit = kind === 'reset' ? PASSWORD_RESET_TEXTS.submitNew : SET_PASSWORD_TEXTS.submit;
  const describedBy = error ? 'password-rule password-error' : 'password-rule';
  const invalid = error ? ' aria-invalid="true"' : '';
  return pageLayout(
    title,
    `<h1>${escapeHtml(title)}</h1>
<p>${escapeHtml(intro)}</p>
${alertOf('password-error', error)}
<form method="post" action="${escapeHtml(action)}" novalidate>
<label for="password">${escapeHtml(SET_PASSWORD_TEXTS.newPassword)}</label>
<input id="password" name="password" type="password" autocomplete="new-password" minlength="${PASSWORD_MIN_LENGTH}" required autofocus aria-describedby="${describedBy}"${invalid}>
<p class="hint" id="password-rule">${escapeHtml(PASSWORD_RULE)}</p>
<label for="password_confirmation">${escapeHtml(SET_PASSWORD_TEXTS.repeatPassword)}</label>
<input id="password_confirmation" name="password_confirmation" type="password" autocomplete="new-password" minlength="${PASSWORD_MIN_LENGTH}" required${error ? ' aria-describedby="password-error"' : ''}${invalid}>
<button type="submit">${escapeHtml(submit)}</button>
</form>`,
  );
}

export interface ForgotPasswordPageOptions {
  action: string;
  /** Where "Back to sign in" goes: the console, which starts a sign-in. */
  signInHref: string;
  email?: string;
  error?: string;
}

/** "Forgot password?": asks for the e-mail address of the account. */
export function forgotPasswordPage({ action, signInHref, email = '', error }: ForgotPasswordPageOptions): string {
  const texts = PASSWORD_RESET_TEXTS;
  const described = error ? ' aria-describedby="email-error" aria-invalid="true"' : '';
  return pageLayout(
    texts.title,
    `<h1>${escapeHtml(texts.title)}</h1>
<p>${escapeHtml(texts.intro)}</p>
${alertOf('email-error', error)}
<form method="post" action="${escapeHtml(action)}" novalidate>
<label for="email">${escapeHtml(SIGN_IN_TEXTS.email)}</label>
<input id="email" name="email" type="email" autocomplete="username" required autofocus value="${escapeHtml(email)}"${described}>
<button type="submit">${escapeHtml(texts.submit)}</button>
</form>
<p class="after"><a href="${escapeHtml(signInHref)}">${escapeHtml(texts.backToSignIn)}</a></p>`,
  );
}

/** The answer to a reset request, the same whether or not the address has an account. */
export function resetRequestedPage(signInHref: string): string {
  const texts = PASSWORD_RESET_TEXTS;
  return pageLayout(
    texts.title,
    `<h1>${escapeHtml(texts.title)}</h1>
<p role="status" class="notice">${escapeHtml(texts.sent)}</p>
<p>${escapeHtml(texts.sentHint)}</p>
<p class="after"><a href="${escapeHtml(signInHref)}">${escapeHtml(texts.backToSignIn)}</a></p>`,
  );
}
