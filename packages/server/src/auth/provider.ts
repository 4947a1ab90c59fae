import { createHash } from 'node:crypto';
import { API_AUDIENCE, API_SCOPE, CONSOLE_CLIENT_ID } from '@reelbase/contract';
import Provider, { type ClientMetadata, type Configuration, errors, type KoaContextWithOIDC } from 'oidc-provider';
import { type Config, issuerOf } from '../config.ts';
import type { Database } from '../db/database.ts';
import { accessClaimsOf, loadAccount } from '../users/accounts.ts';
import type { SigningKeys } from './keys.ts';
import { databaseAdapter } from './oidc-adapter.ts';
import { messagePage, signOutPage } from './pages.ts';

const ACCESS_TOKEN_TTL_SECONDS = 15 * 60;

/** A sign-in session's id as access tokens carry it: a hash of its grant, which stays on the server. */
function sessionIdOf(grantId: string): string {
  return createHash('sha256').update(`session:${grantId}`).digest('base64url').slice(0, 32);
}
const REFRESH_TOKEN_TTL_SECONDS = 30 * 24 * 3600;
const SESSION_TTL_SECONDS = 14 * 24 * 3600;

/** The OpenID scopes the console asks for; the API scope belongs to the resource server. */
const OIDC_SCOPES = 'openid profile email offline_access';

/** The path of the sign-in page of an interaction, under the issuer's path. */
function interactionPath(issuer: string, uid: string): string {
  return `${new URL(issuer).pathname.replace(/\/$/, '')}/interaction/${uid}`;
}

/** Where the console may send users back to: its /auth page, and the origins of the extra redirect addresses. */
export function consoleClient(config: Pick<Config, 'publicUrl' | 'extraRedirectUris'>): ClientMetadata {
  const redirectUris = [`${config.publicUrl}/auth`, ...config.extraRedirectUris];
  const postLogoutRedirectUris = [
    ...new Set([`${config.publicUrl}/`, ...config.extraRedirectUris.map((uri) => `${new URL(uri).origin}/`)]),
  ];
  return {
    client_id: CONSOLE_CLIENT_ID,
    client_name: 'Reelbase console',
    application_type: 'web',
    token_endpoint_auth_method: 'none',
    grant_types: ['authorization_code', 'refresh_token'],
    response_types: ['code'],
    redirect_uris: redirectUris,
    post_logout_redirect_uris: postLogoutRedirectUris,
  };
}

/**
 * Whether a sign-out request carries the signed-in user's own ID token (`id_token_hint`, which the
 * provider has verified by then): only the console holds it, so no other site can send it.
 */
function signOutRequestedByUser(ctx: KoaContextWithOIDC): boolean {
  const hint = ctx.oidc.entities.IdTokenHint as { payload?: { sub?: unknown } } | undefined;
  const accountId = ctx.oidc.session?.accountId;
  return Boolean(accountId && hint?.payload?.sub === accountId);
}

function html(ctx: KoaContextWithOIDC, body: string) {
  ctx.type = 'html';
  ctx.body = body;
}

/**
 * The built-in OpenID Connect provider: authorization code with PKCE (S256) for the console,
 * rotating refresh tokens, and JWT access tokens (ES256) for the API carrying the user's role
 * and permissions.
 */
export function createProvider(options: { config: Config; db: Database; keys: SigningKeys }): Provider {
  const { config, db, keys } = options;
  const issuer = issuerOf(config);
  const configuration: Configuration = {
    adapter: databaseAdapter(db),
    clients: [consoleClient(config)],
    jwks: keys.jwks as Configuration['jwks'],
    cookies: {
      keys: keys.cookieKeys,
      long: { sameSite: 'lax' },
      short: { sameSite: 'lax' },
    },
    responseTypes: ['code'],
    pkce: { required: () => true },
    scopes: OIDC_SCOPES.split(' '),
    claims: { openid: ['sub'], email: ['email'], profile: ['name', 'picture'] },
    async findAccount(_ctx, sub) {
      const account = await loadAccount(db, Number(sub));
      if (!account) return undefined;
      return {
        accountId: sub,
        claims: () => ({
          sub,
          name: account.user.name,
          email: account.user.email,
          picture: account.user.picture ?? undefined,
        }),
      };
    },
    interactions: { url: (_ctx, interaction) => interactionPath(issuer, interaction.uid) },
    features: {
      devInteractions: { enabled: false },
      revocation: {
        enabled: true,
        /** A client may revoke only its own tokens (the console revokes its refresh token at sign-out). */
        allowedPolicy: (_ctx, client, token) => token.clientId === client.clientId,
      },
      rpInitiatedLogout: {
        enabled: true,
        logoutSource: (ctx, form) => html(ctx, signOutPage(form, signOutRequestedByUser(ctx))),
        postLogoutSuccessSource: (ctx) =>
          html(
            ctx,
            messagePage('Signed out', 'You have been signed out of Reelbase.', {
              href: `${config.publicUrl}/`,
              text: 'Sign in again',
            }),
          ),
      },
      resourceIndicators: {
        enabled: true,
        defaultResource: () => API_AUDIENCE,
        useGrantedResource: () => true,
        getResourceServerInfo: (_ctx, resource) => {
          if (resource !== API_AUDIENCE) throw new errors.InvalidTarget();
          return {
            scope: API_SCOPE,
            audience: API_AUDIENCE,
            accessTokenTTL: ACCESS_TOKEN_TTL_SECONDS,
            accessTokenFormat: 'jwt',
            jwt: { sign: { alg: 'ES256' } },
          };
        },
      },
    },
    async extraTokenClaims(_ctx, token) {
      if (!('accountId' in token) || !token.accountId) return undefined;
      const account = await loadAccount(db, Number(token.accountId));
      if (!account) return undefined;
      // The sign-in session (its grant outlives refreshes), for what must stay with one session.
      const grantId = 'grantId' in token && typeof token.grantId === 'string' ? token.grantId : null;
      return { ...accessClaimsOf(account), ...(grantId ? { sid: sessionIdOf(grantId) } : {}) };
    },
    /** The console is first-party: its grant is given without a consent screen. */
    async loadExistingGrant(ctx) {
      const { client, session } = ctx.oidc;
      if (!client || !session?.accountId) return undefined;
      const grantId = ctx.oidc.result?.consent?.grantId || session.grantIdFor(client.clientId);
      if (grantId) {
        const existing = await ctx.oidc.provider.Grant.find(grantId);
        if (existing && existing.accountId === session.accountId) return existing;
      }
      const grant = new ctx.oidc.provider.Grant({ clientId: client.clientId, accountId: session.accountId });
      grant.addOIDCScope(OIDC_SCOPES);
      grant.addResourceScope(API_AUDIENCE, API_SCOPE);
      await grant.save();
      return grant;
    },
    /** Refresh tokens without asking for offline_access; they rotate on every use. */
    issueRefreshToken: (_ctx, client) => client.grantTypeAllowed('refresh_token'),
    async renderError(ctx, out) {
      const message = out.error_description ?? out.error;
      html(ctx, messagePage('Sign-in problem', message, { href: `${config.publicUrl}/`, text: 'Back to Reelbase' }));
    },
    ttl: {
      AccessToken: ACCESS_TOKEN_TTL_SECONDS,
      AuthorizationCode: 60,
      IdToken: ACCESS_TOKEN_TTL_SECONDS,
      Interaction: 3600,
      Grant: REFRESH_TOKEN_TTL_SECONDS,
      RefreshToken: REFRESH_TOKEN_TTL_SECONDS,
      Session: SESSION_TTL_SECONDS,
    },
  };
  const provider = new Provider(issuer, configuration);
  provider.proxy = config.trustProxy;
  return provider;
}
