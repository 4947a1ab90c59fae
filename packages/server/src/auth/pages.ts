import { createHash } from 'node:crypto';
import { PASSWORD_RESET_TEXTS, SIGN_IN_TEXTS } from '@reelbase/contract';

/** Escapes text for HTML element content and attribute values. */
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

/** The pages' own security policy: no scripts, no external assets, not framed. */
export const PAGE_SECURITY_POLICY =
  "default-src 'none'; style-src 'unsafe-inline'; img-src 'self' data:; base-uri 'none'; frame-ancestors 'none'";

/** The one script of the sign-out page: it confirms a sign-out the console asked for. */
const SIGN_OUT_SCRIPT = "document.getElementById('op.logoutForm').submit();";

/**
 * The policy of the pages the sign-in provider writes: the pages' policy, plus the sign-out
 * script by its hash (the provider adds the hashes of its own form scripts to `script-src`).
 */
export const PROVIDER_PAGE_SECURITY_POLICY = `${PAGE_SECURITY_POLICY}; script-src 'sha256-${createHash('sha256').update(SIGN_OUT_SCRIPT).digest('base64')}'`;

const STYLE = `
:root { color-scheme: light dark; --bg: #f4f5f7; --card: #fff; --text: #1d2433; --muted: #566074;
  --border: #d5dae3; --field-border: #7c869a; --accent: #2454d6; --accent-text: #fff; --danger-bg: #fdecec; --danger: #a11a1a; }
@media (prefers-color-scheme: dark) { :root { --bg: #14171f; --card: #1e2330; --text: #e8ebf2; --muted: #a7b0c2;
  --border: #465066; --field-border: #8791a6; --accent: #7b9cff; --accent-text: #0c1020; --danger-bg: #3a1c1f; --danger: #ffb4b4; } }
* { box-sizing: border-box; }
body { margin: 0; min-height: 100vh; display: grid; place-items: center; background: var(--bg); color: var(--text);
  font: 16px/1.5 system-ui, -apple-system, "Segoe UI", Roboto, sans-serif; }
main { width: min(100% - 2rem, 24rem); background: var(--card); border: 1px solid var(--border); border-radius: 12px;
  padding: 2rem; box-shadow: 0 4px 24px rgb(0 0 0 / 8%); }
h1 { font-size: 1.5rem; margin: 0 0 1.5rem; }
p { margin: 0 0 1rem; color: var(--muted); }
label { display: block; font-weight: 600; margin-bottom: .25rem; }
input { width: 100%; font: inherit; color: inherit; background: transparent; padding: .625rem .75rem;
  border: 1px solid var(--field-border); border-radius: 8px; margin-bottom: 1rem; }
input:focus-visible, button:focus-visible, a:focus-visible { outline: 3px solid var(--accent); outline-offset: 2px; }
button { width: 100%; font: inherit; font-weight: 600; padding: .7rem 1rem; border: 0; border-radius: 8px;
  background: var(--accent); color: var(--accent-text); cursor: pointer; }
button:hover { filter: brightness(1.08); }
a { color: var(--accent); }
.alert { background: var(--danger-bg); color: var(--danger); border-radius: 8px; padding: .75rem 1rem; margin-bottom: 1rem; }
.hint { font-size: .875rem; color: var(--muted); margin: -.5rem 0 1rem; }
.aside { margin: -.25rem 0 1rem; text-align: right; font-size: .9375rem; }
.after { margin: 1.25rem 0 0; text-align: center; font-size: .9375rem; }
.notice { color: var(--text); }
`;

/** The pages' common frame: head, styles and a centred card. */
export function pageLayout(title: string, body: string, extraHead = ''): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)}</title>
<style>${STYLE}</style>
${extraHead}
</head>
<body>
<main>
${body}
</main>
</body>
</html>
`;
}

export interface SignInPageOptions {
  action: string;
  /** The "Forgot password?" page. */
  forgotHref: string;
  email?: string;
  error?: string;
}

/** The sign-in form: email and password, with an error above the form after a failed attempt. */
export function signInPage({ action, forgotHref, email = '', error }: SignInPageOptions): string {
  const alert = error ? `<div class="alert" role="alert" id="sign-in-error">${escapeHtml(error)}</div>` : '';
  const described = error ? ' aria-describedby="sign-in-error" aria-invalid="true"' : '';
  return pageLayout(
    SIGN_IN_TEXTS.title,
    `<h1>${escapeHtml(SIGN_IN_TEXTS.title)}</h1>
${alert}
<form method="post" action="${escapeHtml(action)}" novalidate>
<label for="email">${escapeHtml(SIGN_IN_TEXTS.email)}</label>
<input id="email" name="email" type="email" autocomplete="username" required value="${escapeHtml(email)}"${described}${email ? '' : ' autofocus'}>
<label for="password">${escapeHtml(SIGN_IN_TEXTS.password)}</label>
<input id="password" name="password" type="password" autocomplete="current-password" required${described}${email ? ' autofocus' : ''}>
<p class="aside"><a href="${escapeHtml(forgotHref)}">${escapeHtml(PASSWORD_RESET_TEXTS.forgotLink)}</a></p>
<button type="submit">${escapeHtml(SIGN_IN_TEXTS.submit)}</button>
</form>`,
  );
}

/** A page with a heading and one message, e.g. an expired sign-in or a provider error. */
export function messagePage(title: string, message: string, link?: { href: string; text: string }): string {
  const linkHtml = link ? `<p><a href="${escapeHtml(link.href)}">${escapeHtml(link.text)}</a></p>` : '';
  return pageLayout(
    title,
    `<h1>${escapeHtml(title)}</h1>
<p role="status">${escapeHtml(message)}</p>
${linkHtml}`,
  );
}

/**
 * The sign-out page. When the console asked for it (`confirmed`: an id_token_hint of the signed-in
 * user), it submits the provider's form by itself so that signing out takes no extra click.
 * Otherwise any site could sign a user out with a link: the page asks, and only the button signs out.
 */
export function signOutPage(form: string, confirmed: boolean): string {
  const logout = '<input type="hidden" form="op.logoutForm" name="logout" value="yes">';
  if (confirmed) {
    return pageLayout(
      SIGN_IN_TEXTS.signingOut,
      `<h1>${escapeHtml(SIGN_IN_TEXTS.signingOut)}</h1>
${form}
${logout}
<noscript><button type="submit" form="op.logoutForm">${escapeHtml(SIGN_IN_TEXTS.signOut)}</button></noscript>
<script>${SIGN_OUT_SCRIPT}</script>`,
    );
  }
  return pageLayout(
    SIGN_IN_TEXTS.signOut,
    `<h1>${escapeHtml(SIGN_IN_TEXTS.signOutQuestion)}</h1>
${form}
${logout}
<button type="submit" form="op.logoutForm">${escapeHtml(SIGN_IN_TEXTS.signOut)}</button>`,
  );
}
