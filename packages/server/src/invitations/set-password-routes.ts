import { PASSWORD_MAX_LENGTH, PASSWORD_RESET_TEXTS, SET_PASSWORD_TEXTS } from '@reelbase/contract';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { PgBoss } from 'pg-boss';
import { z } from 'zod';
import { messagePage, PAGE_SECURITY_POLICY } from '../auth/pages.ts';
import { passwordProblem } from '../auth/passwords.ts';
import type { Database } from '../db/database.ts';
import { passwordResetExists } from '../password-reset/password-reset-repository.ts';
import { isOpenPasswordReset, requestPasswordReset, resetPassword } from '../password-reset/password-reset-service.ts';
import {
  acceptInvitation,
  FORGOT_PASSWORD_PAGE,
  hashToken,
  isOpenInvitation,
  SET_PASSWORD_PAGE,
} from './invitations-service.ts';
import {
  forgotPasswordPage,
  type PasswordLinkKind,
  resetRequestedPage,
  setPasswordPage,
} from './set-password-pages.ts';

const paramsSchema = z.object({ token: z.string().min(1).max(200) });
// Longer input than the rule allows reaches the rule, which answers on the page.
const formSchema = z.object({
  password: z
    .string()
    .max(PASSWORD_MAX_LENGTH * 4)
    .default(''),
  password_confirmation: z
    .string()
    .max(PASSWORD_MAX_LENGTH * 4)
    .default(''),
});
const forgotSchema = z.object({ email: z.string().max(1000).default('') });
const emailSchema = z.email().max(320);

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

export interface SetPasswordRoutesOptions {
  db: Database;
  boss: PgBoss;
  publicUrl: string;
  mountPath: string;
}

/**
 * The pages of choosing a password, under the sign-in provider's path:
 * - GET and POST /oidc/set-password/{token}: the page an invitation mail or a reset mail links to;
 * - GET and POST /oidc/set-password/forgot: "Forgot password?", which mails a reset link.
 */
export async function setPasswordRoutes(app: FastifyInstance, options: SetPasswordRoutesOptions) {
  const { db } = options;
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const consoleHref = `${options.publicUrl}/`;
  const consoleLink = { href: consoleHref, text: SET_PASSWORD_TEXTS.openConsole };
  const forgotPath = `${options.mountPath}/${FORGOT_PASSWORD_PAGE}`;
  const path = `${options.mountPath}/${SET_PASSWORD_PAGE}/:token`;
  const actionOf = (token: string) => path.replace(':token', encodeURIComponent(token));

  /** What an open link is for, or null when it is unknown, used or expired. */
  const openLink = async (token: string): Promise<PasswordLinkKind | null> => {
    if (await isOpenInvitation(db, token)) return 'invitation';
    if (await isOpenPasswordReset(db, token)) return 'reset';
    return null;
  };
  const expired = async (reply: FastifyReply, token: string) => {
    if (await passwordResetExists(db, hashToken(token))) {
      const link = { href: forgotPath, text: PASSWORD_RESET_TEXTS.forgotLink };
      return sendPage(reply, 410, messagePage(PASSWORD_RESET_TEXTS.newTitle, PASSWORD_RESET_TEXTS.expired, link));
    }
    return sendPage(reply, 410, messagePage(SET_PASSWORD_TEXTS.title, SET_PASSWORD_TEXTS.expired));
  };

  routes.get(forgotPath, { schema: { hide: true } }, async (_request, reply) =>
    sendPage(reply, 200, forgotPasswordPage({ action: forgotPath, signInHref: consoleHref })),
  );

  routes.post(forgotPath, { schema: { hide: true, body: forgotSchema } }, async (request, reply) => {
    const email = request.body.email.trim();
    const page = (error: string) => forgotPasswordPage({ action: forgotPath, signInHref: consoleHref, email, error });
    if (!emailSchema.safeParse(email).success) return sendPage(reply, 422, page(PASSWORD_RESET_TEXTS.invalidEmail));
    const outcome = await requestPasswordReset(options, { email, ip: request.ip });
    if (outcome.kind === 'refused') {
      reply.header('retry-after', String(outcome.retryAfterSeconds));
      return sendPage(reply, 429, page(PASSWORD_RESET_TEXTS.tooMany));
    }
    return sendPage(reply, 200, resetRequestedPage(consoleHref));
  });

  routes.get(path, { schema: { hide: true, params: paramsSchema } }, async (request, reply) => {
    const kind = await openLink(request.params.token);
    if (!kind) return expired(reply, request.params.token);
    return sendPage(reply, 200, setPasswordPage(actionOf(request.params.token), kind));
  });

  routes.post(path, { schema: { hide: true, params: paramsSchema, body: formSchema } }, async (request, reply) => {
    const { token } = request.params;
    const { password, password_confirmation } = request.body;
    const kind = await openLink(token);
    if (!kind) return expired(reply, token);
    const problem = passwordProblem(password, password_confirmation);
    if (problem) return sendPage(reply, 422, setPasswordPage(actionOf(token), kind, problem));
    const done =
      kind === 'reset' ? await resetPassword(db, token, password) : await acceptInvitation(db, token, password);
    if (!done) return expired(reply, token);
    const [title, message] =
      kind === 'reset'
        ? [PASSWORD_RESET_TEXTS.newTitle, PASSWORD_RESET_TEXTS.done]
        : [SET_PASSWORD_TEXTS.title, SET_PASSWORD_TEXTS.done];
    return sendPage(reply, 200, messagePage(title, message, consoleLink));
  });
}
