import { API_AUDIENCE, hasPermission, type PermissionKey, type Profile } from '@reelbase/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import { createLocalJWKSet, type JWK, jwtVerify } from 'jose';
import type { Database } from '../db/database.ts';
import type { WriteWatch } from '../db/write-watch.ts';
import { AuthenticationRequiredError, ForbiddenError } from '../errors.ts';
import { isApiRequest } from '../http/request-path.ts';
import type { Viewer } from '../users/accounts.ts';
import { signedInAccounts } from './signed-in-accounts.ts';
import { type AccessTokenClaims, VerifiedTokens } from './verified-tokens.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in user of an API request, loaded by `requireAuth`. */
    viewer: Viewer | null;
    /** The verified access token's subject and issue time (seconds), or why the token was refused. */
    accessToken: AccessTokenClaims | { refused: string } | null;
    /** The signed-in user's own profile, read together with the viewer. */
    ownProfile: Readonly<Profile> | null;
  }
}

/**
 * /api routes anyone may call without a guard, each checking its own proof: the viewing pages'
 * event batches carry a signed statistics token.
 */
export const PUBLIC_API_ROUTES: readonly string[] = ['/api/stats/events'];

/** Marks a pre-handler as an authentication guard, so that unguarded API routes are refused at start. */
export const GUARD = Symbol('reelbase.guard');

/** Who a guard lets through: what the permission matrix and the route table read. */
export type GuardAccess =
  | { kind: 'signed-in' }
  | { kind: 'permission'; key: PermissionKey }
  /** The holder of an external upload link's token (no account). */
  | { kind: 'upload-token' }
  /** A valid signed address (`?token=`) for exactly this path, or else the `otherwise` guard. */
  | { kind: 'signed-address'; otherwise: GuardAccess }
  /** The valid hash of a video's comments link (anyone holding the link), or else the `otherwise` guard. */
  | { kind: 'comment-link'; otherwise: GuardAccess }
  /**
   * Anyone: the viewing rule (view/view-access.ts) decides what the caller gets; a valid Bearer
   * token counts when one is sent (staff who may see the library), as does a video's view token.
   */
  | { kind: 'viewing' }
  /** A valid signed address (`?token=`) for exactly this path, and nothing else (403 otherwise). */
  | { kind: 'signed-only' };

export type Guard = preHandlerAsyncHookHandler & { [GUARD]: GuardAccess };

/** Who may call an /api route: a guard's access, or `public` for the listed public prefixes. */
type RouteAccess = GuardAccess | { kind: 'public' };

/** One /api route as registered, with who may call it. */
export interface ApiRoute {
  method: string;
  url: string;
  access: RouteAccess;
}

export interface Guards {
  /** Any signed-in user. */
  requireAuth: Guard;
  /** A signed-in user holding the permission (anywhere in their scope). */
  requirePermission: (key: PermissionKey) => Guard;
}

const EXPIRED = 'The access token is invalid or has expired.';

/** Marks a pre-handler as the guard of its routes, saying who it lets through. */
export function asGuard(handler: preHandlerAsyncHookHandler, access: GuardAccess): Guard {
  return Object.assign(handler, { [GUARD]: access });
}

/**
 * Verifies `Authorization: Bearer` access tokens on /api requests (signature by the provider's
 * keys, issuer, audience, `at+jwt` type) and provides the guards that load the current user.
 * A token verified once is known until it expires (`VerifiedTokens`); the user's account is read
 * at every request, or kept while the embedded database has not changed (`writes`, see
 * `signedInAccounts`).
 */
export function installApiAuth(
  app: FastifyInstance,
  options: { db: Database; issuer: string; publicKeys: { keys: JWK[] }; writes: WriteWatch | null },
): Guards {
  const keySet = createLocalJWKSet(options.publicKeys);
  const verified = new VerifiedTokens();
  const accounts = signedInAccounts(options.db, options.writes);
  app.decorateRequest('viewer', null);
  app.decorateRequest('accessToken', null);
  app.decorateRequest('ownProfile', null);

  app.addHook('onRequest', async (request) => {
    if (!isApiRequest(request)) return;
    const header = request.headers.authorization;
    if (!header) return;
    const [scheme, token] = header.split(' ');
    if (scheme?.toLowerCase() !== 'bearer' || !token) {
      request.accessToken = { refused: 'The Authorization header must be "Bearer <access token>".' };
      return;
    }
    const known = verified.get(token);
    if (known) {
      request.accessToken = known;
      return;
    }
    try {
      const { payload } = await jwtVerify(token, keySet, {
        issuer: options.issuer,
        audience: API_AUDIENCE,
        typ: 'at+jwt',
        algorithms: ['ES256'],
      });
      if (!payload.sub) {
        request.accessToken = { refused: EXPIRED };
        return;
      }
      const claims: AccessTokenClaims = {
        subject: payload.sub,
        issuedAt: payload.iat ?? 0,
        session: typeof payload.sid === 'string' ? payload.sid : null,
      };
      verified.add(token, claims, payload.exp);
      request.accessToken = claims;
    } catch {
      request.accessToken = { refused: EXPIRED };
    }
  });

  async function authenticate(request: FastifyRequest): Promise<Viewer> {
    if (request.viewer) return request.viewer;
    const token = request.accessToken;
    if (!token) throw new AuthenticationRequiredError();
    if ('refused' in token) throw new AuthenticationRequiredError(token.refused);
    const account = await accounts.load(Number(token.subject));
    if (!account) throw new AuthenticationRequiredError('The user of this access token no longer exists.');
    if (!issuedAfterSessionsEnded(token.issuedAt, account.sessionsValidAfter)) {
      throw new AuthenticationRequiredError(EXPIRED);
    }
    request.viewer = { ...account.viewer, session: token.session };
    request.ownProfile = account.profile;
    return request.viewer;
  }

  return {
    requireAuth: asGuard(
      async (request) => {
        await authenticate(request);
      },
      { kind: 'signed-in' },
    ),
    requirePermission: (key) =>
      asGuard(
        async (request) => {
          const viewer = await authenticate(request);
          if (!hasPermission(viewer.permissions, key)) throw new ForbiddenError();
        },
        { kind: 'permission', key },
      ),
  };
}

/**
 * Whether a token issued at `issuedAt` (seconds) outlives the user's last "end all sessions". A
 * token of the very second the sessions ended is refused too (`iat` has whole seconds).
 */
export function issuedAfterSessionsEnded(issuedAt: number, sessionsValidAfter: Date | null): boolean {
  return sessionsValidAfter === null || issuedAt > Math.floor(sessionsValidAfter.getTime() / 1000);
}

/** The viewer of a guarded route (the guard has run). */
export function viewerOf(request: FastifyRequest): Viewer {
  if (!request.viewer) throw new AuthenticationRequiredError();
  return request.viewer;
}

/**
 * Refuses, at start, an /api route that declares no guard and is not marked public, and returns
 * the table of /api routes with who may call each (filled as the routes are registered).
 */
export function enforceGuardedApiRoutes(app: FastifyInstance, publicPrefixes: readonly string[]): ApiRoute[] {
  const table: ApiRoute[] = [];
  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith('/api/')) return;
    const methods = [route.method].flat().filter((method) => method !== 'HEAD');
    const record = (access: RouteAccess) => {
      for (const method of methods) table.push({ method, url: route.url, access });
    };
    if (publicPrefixes.some((prefix) => route.url.startsWith(prefix))) return record({ kind: 'public' });
    const handlers = [route.preHandler ?? []].flat();
    const guards = handlers.filter((handler): handler is Guard => GUARD in handler);
    // The guard runs before the request is validated: a caller who may not call the route learns
    // nothing of its input rules (401/403 before 422).
    route.preHandler = handlers.filter((handler) => !(GUARD in handler));
    route.preValidation = [...guards, ...[route.preValidation ?? []].flat()];
    if (guards.length !== 1) {
      throw new Error(
        `API route ${route.method} ${route.url} must declare exactly one guard (requireAuth, requirePermission, ...)`,
      );
    }
    record(guards[0][GUARD]);
  });
  return table;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** Set when a download was authorised by a valid `?token=` signature instead of a Bearer token. */
    signedDownload?: boolean;
  }
}

/**
 * A download guard: a valid `?token=` signature for exactly this path (`verify`), or else a
 * signed-in user (Bearer). Sets `request.signedDownload` when the signature let it through.
 */
export function signedOrAuth(guards: Guards, verify: (pathname: string, token: string) => boolean): Guard {
  const handler = async (request: FastifyRequest, reply: FastifyReply) => {
    const token = (request.query as { token?: unknown }).token;
    if (typeof token === 'string' && token && verify(request.url.split('?')[0], token)) {
      request.signedDownload = true;
      return;
    }
    await guards.requireAuth.call(request.server, request, reply);
  };
  return asGuard(handler, { kind: 'signed-address', otherwise: guards.requireAuth[GUARD] });
}
