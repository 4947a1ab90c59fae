import type { IncomingMessage } from 'node:http';
import { SIGN_IN_TEXTS } from '@reelbase/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type Provider from 'oidc-provider';
import type { InteractionResults } from 'oidc-provider';
import { z } from 'zod';
import type { Database } from '../db/database.ts';
import { FORGOT_PASSWORD_PAGE } from '../invitations/invitations-service.ts';
import { checkCredentials } from '../users/accounts.ts';
import { awaitNewSessionsOf } from './end-sessions.ts';
import { messagePage, PAGE_SECURITY_POLICY, signInPage } from './pages.ts';
import { attemptSignIn } from './sign-in-limiter.ts';

export interface SignInRoutesOptions {
  db: Database;
  provider: Provider;
  /** Where the provider is mounted, e.g. /oidc. */
  mountPath: string;
  publicUrl: string;
}

const paramsSchema = z.object({ uid: z.string().min(1).max(200) });
const credentialsSchema = z.object({
  email: z.string().max(320).default(''),
  password: z.string().max(1024).default(''),
});

function sendPage(reply: FastifyReply, status: number, body: string) {
  return reply
    .code(status)
    .header('content-security-policy', PAGE_SECURITY_POLICY)
    .header('cache-control', 'no-store')
    .header('x-frame-options', 'DENY')
    .type('text/html; charset=utf-8')
    .send(body);
}

/**
 * Hands the provider's requests to it: everything under the mount path except the sign-in
 * pages and the product's own pages there (`ownPages`, e.g. set-password), with the prefix
 * stripped and the body left unread.
 */
export function mountProvider(
  app: FastifyInstance,
  provider: Provider,
  mountPath: string,
  ownPages: readonly string[] = [],
): void {
  const callback = provider.callback();
  const ownPrefixes = [`${mountPath}/interaction/`, ...ownPages.map((page) => `${mountPath}/${page}/`)];
  app.addHook('onRequest', async (request, reply) => {
    const url = request.raw.url ?? '';
    const underMount = url === mountPath || url.startsWith(`${mountPath}/`) || url.startsWith(`${mountPath}?`);
    if (!underMount || ownPrefixes.some((prefix) => url.startsWith(prefix))) return;
    const raw = request.raw as IncomingMessage & { originalUrl?: string };
    raw.originalUrl = url;
    raw.url = url.slice(mountPath.length) || '/';
    reply.hijack();
    callback(raw, reply.raw);
  });
}

/** The sign-in page of an authorization request (server-rendered, no scripts). */
export async function signInRoutes(app: FastifyInstance, options: SignInRoutesOptions) {
  const { db, provider, mountPath, publicUrl } = options;
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const forgotHref = `${mountPath}/${FORGOT_PASSWORD_PAGE}`;
  const expired = (reply: FastifyReply) =>
    sendPage(
      reply,
      400,
      messagePage(SIGN_IN_TEXTS.title, SIGN_IN_TEXTS.expired, { href: `${publicUrl}/`, text: 'Open Reelbase' }),
    );

  /** The interaction of this browser, or null when its cookie is missing, expired or for another page. */
  async function interactionOf(request: FastifyRequest, reply: FastifyReply, uid: string) {
    try {
      const details = await provider.interactionDetails(request.raw, reply.raw);
      return details.uid === uid ? details : null;
    } catch {
      return null;
    }
  }

  /** Gives the first-party console the scopes it asks for, without a consent screen. */
  async function consentResult(details: Awaited<ReturnType<Provider['interactionDetails']>>) {
    const accountId = details.session?.accountId;
    if (!accountId) return null;
    const grant = details.grantId
      ? await provider.Grant.find(details.grantId)
      : new provider.Grant({ accountId, clientId: String(details.params.client_id) });
    if (!grant) return null;
    const missing = details.prompt.details as {
      missingOIDCScope?: string[];
      missingOIDCClaims?: string[];
      missingResourceScopes?: Record<string, string[]>;
    };
    if (missing.missingOIDCScope) grant.addOIDCScope(missing.missingOIDCScope.join(' '));
    if (missing.missingOIDCClaims) grant.addOIDCClaims(missing.missingOIDCClaims);
    for (const [indicator, scopes] of Object.entries(missing.missingResourceScopes ?? {})) {
      grant.addResourceScope(indicator, scopes.join(' '));
    }
    const grantId = await grant.save();
    const result: InteractionResults = { consent: details.grantId ? {} : { grantId } };
    return result;
  }

  const page = { hide: true, params: paramsSchema };

  routes.get(`${mountPath}/interaction/:uid`, { schema: page }, async (request, reply) => {
    const details = await interactionOf(request, reply, request.params.uid);
    if (!details) return expired(reply);
    if (details.prompt.name === 'consent') {
      const result = await consentResult(details);
      if (!result) return expired(reply);
      const returnTo = await provider.interactionResult(request.raw, reply.raw, result, {
        mergeWithLastSubmission: true,
      });
      return reply.redirect(returnTo, 303);
    }
    const hint = typeof details.params.login_hint === 'string' ? details.params.login_hint : '';
    return sendPage(reply, 200, signInPage({ action: request.url, forgotHref, email: hint }));
  });

  routes.post(
    `${mountPath}/interaction/:uid`,
    { schema: { ...page, body: credentialsSchema } },
    async (request, reply) => {
      const details = await interactionOf(request, reply, request.params.uid);
      if (details?.prompt.name !== 'login') return expired(reply);
      const { email, password } = request.body;
      const outcome = await attemptSignIn(db, { email, ip: request.ip }, async () =>
        email && password ? checkCredentials(db, email, password) : null,
      );
      if (outcome.kind === 'refused') {
        reply.header('retry-after', String(outcome.retryAfterSeconds));
        return sendPage(
          reply,
          429,
          signInPage({ action: request.url, forgotHref, email, error: SIGN_IN_TEXTS.tooManyAttempts }),
        );
      }
      if (outcome.kind === 'wrong') {
        return sendPage(
          reply,
          401,
          signInPage({ action: request.url, forgotHref, email, error: SIGN_IN_TEXTS.invalidCredentials }),
        );
      }
      await awaitNewSessionsOf(db, outcome.userId);
      const returnTo = await provider.interactionResult(
        request.raw,
        reply.raw,
        { login: { accountId: String(outcome.userId), amr: ['pwd'] } },
        { mergeWithLastSubmission: false },
      );
      return reply.redirect(returnTo, 303);
    },
  );
}
