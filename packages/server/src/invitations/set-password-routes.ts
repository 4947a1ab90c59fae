import { PASSWORD_MIN_LENGTH, SET_PASSWORD_TEXTS } from '@reelbase/contract';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { escapeHtml, messagePage, PAGE_SECURITY_POLICY, pageLayout } from '../auth/pages.ts';
import type { Database } from '../db/database.ts';
import { acceptInvitation, isOpenInvitation, SET_PASSWORD_PAGE } from './invitations-service.ts';

const paramsSchema = z.object({ token: z.string().min(1).max(200) });
const formSchema = z.object({
  password: z.string().max(1024).default(''),
  password_confirmation: z.string().max(1024).default(''),
});

function sendPage(reply: FastifyReply, status: number, body: string) {
  return reply
    .code(status)
    .header('content-security-policy', PAGE_SECURITY_POLICY)
    .header('cache-control', 'no-store')
    .header('referrer-policy', 'no-referrer')
    .header('x-frame-options', 'DENY')
    .type('text/html; charset=utf-8')
    .send(body);
}

/** The form of the set-password page, with an error above it after a refused attempt. */
export function setPasswordPage(action: string, error?: string): string {
  const texts = SET_PASSWORD_TEXTS;
  const alert = error ? `<div class="alert" role="alert" id="password-error">${escapeHtml(error)}</div>` : '';
  const described = error ? ' aria-describedby="password-error" aria-invalid="true"' : '';
  return pageLayout(
    texts.title,
    `<h1>${escapeHtml(texts.title)}</h1>
<p>${escapeHtml(texts.intro)}</p>
${alert}
<form method="post" action="${escapeHtml(action)}" novalidate>
<label for="password">${escapeHtml(texts.newPassword)}</label>
<input id="password" name="password" type="password" autocomplete="new-password" minlength="${PASSWORD_MIN_LENGTH}" required autofocus${described}>
<label for="password_confirmation">${escapeHtml(texts.repeatPassword)}</label>
<input id="password_confirmation" name="password_confirmation" type="password" autocomplete="new-password" minlength="${PASSWORD_MIN_LENGTH}" required${described}>
<button type="submit">${escapeHtml(texts.submit)}</button>
</form>`,
  );
}

/** GET and POST /oidc/set-password/{token}: the page an invitation mail links to. */
export async function setPasswordRoutes(
  app: FastifyInstance,
  options: { db: Database; publicUrl: string; mountPath: string },
) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const consoleLink = { href: `${options.publicUrl}/`, text: SET_PASSWORD_TEXTS.openConsole };
  const expired = (reply: FastifyReply) =>
    sendPage(reply, 410, messagePage(SET_PASSWORD_TEXTS.title, SET_PASSWORD_TEXTS.expired));
  const path = `${options.mountPath}/${SET_PASSWORD_PAGE}/:token`;
  const actionOf = (token: string) => path.replace(':token', encodeURIComponent(token));

  routes.get(path, { schema: { hide: true, params: paramsSchema } }, async (request, reply) => {
    if (!(await isOpenInvitation(options.db, request.params.token))) return expired(reply);
    return sendPage(reply, 200, setPasswordPage(actionOf(request.params.token)));
  });

  routes.post(path, { schema: { hide: true, params: paramsSchema, body: formSchema } }, async (request, reply) => {
    const { token } = request.params;
    const { password, password_confirmation } = request.body;
    if (!(await isOpenInvitation(options.db, token))) return expired(reply);
    const problem =
      password.length < PASSWORD_MIN_LENGTH
        ? SET_PASSWORD_TEXTS.tooShort
        : password.trim() === ''
          ? SET_PASSWORD_TEXTS.blank
          : password !== password_confirmation
            ? SET_PASSWORD_TEXTS.mismatch
            : null;
    if (problem) return sendPage(reply, 422, setPasswordPage(actionOf(token), problem));
    if (!(await acceptInvitation(options.db, token, password))) return expired(reply);
    return sendPage(reply, 200, messagePage(SET_PASSWORD_TEXTS.title, SET_PASSWORD_TEXTS.done, consoleLink));
  });
}
