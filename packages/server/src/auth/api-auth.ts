import { API_AUDIENCE, hasPermission, type PermissionKey } from '@reelbase/contract';
import type { FastifyInstance, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import { createLocalJWKSet, type JWK, jwtVerify } from 'jose';
import type { Database } from '../db/database.ts';
import { AuthenticationRequiredError, ForbiddenError } from '../errors.ts';
import { loadAccount, type Viewer } from '../users/accounts.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in user of an API request, loaded by `requireAuth`. */
    viewer: Viewer | null;
    /** The verified access token's subject, or why the token was refused. */
    accessToken: { subject: string } | { refused: string } | null;
  }
}

/** Marks a pre-handler as an authentication guard, so that unguarded API routes are refused at start. */
export const GUARD = Symbol('reelbase.guard');
export type Guard = preHandlerAsyncHookHandler & { [GUARD]: true };

export interface Guards {
  /** Any signed-in user. */
  requireAuth: Guard;
  /** A signed-in user holding the permission (anywhere in their scope). */
  requirePermission: (key: PermissionKey) => Guard;
}

const EXPIRED = 'The access token is invalid or has expired.';

function guard(handler: preHandlerAsyncHookHandler): Guard {
  return Object.assign(handler, { [GUARD]: true as const });
}

/**
 * Verifies `Authorization: Bearer` access tokens on /api requests (signature by the provider's
 * keys, issuer, audience, `at+jwt` type) and provides the guards that load the current user.
 */
export function installApiAuth(
  app: FastifyInstance,
  options: { db: Database; issuer: string; publicKeys: { keys: JWK[] } },
): Guards {
  const keySet = createLocalJWKSet(options.publicKeys);
  app.decorateRequest('viewer', null);
  app.decorateRequest('accessToken', null);

  app.addHook('onRequest', async (request) => {
    if (!request.url.startsWith('/api/')) return;
    const header = request.headers.authorization;
    if (!header) return;
    const [scheme, token] = header.split(' ');
    if (scheme?.toLowerCase() !== 'bearer' || !token) {
      request.accessToken = { refused: 'The Authorization header must be "Bearer <access token>".' };
      return;
    }
    try {
      const { payload } = await jwtVerify(token, keySet, {
        issuer: options.issuer,
        audience: API_AUDIENCE,
        typ: 'at+jwt',
        algorithms: ['ES256'],
      });
      request.accessToken = payload.sub ? { subject: payload.sub } : { refused: EXPIRED };
    } catch {
      request.accessToken = { refused: EXPIRED };
    }
  });

  async function authenticate(request: FastifyRequest): Promise<Viewer> {
    if (request.viewer) return request.viewer;
    const token = request.accessToken;
    if (!token) throw new AuthenticationRequiredError();
    if ('refused' in token) throw new AuthenticationRequiredError(token.refused);
    const account = await loadAccount(options.db, Number(token.subject));
    if (!account) throw new AuthenticationRequiredError('The user of this access token no longer exists.');
    request.viewer = account.viewer;
    return account.viewer;
  }

  return {
    requireAuth: guard(async (request) => {
      await authenticate(request);
    }),
    requirePermission: (key) =>
      guard(async (request) => {
        const viewer = await authenticate(request);
        if (!hasPermission(viewer.permissions, key)) throw new ForbiddenError();
      }),
  };
}

/** The viewer of a guarded route (the guard has run). */
export function viewerOf(request: FastifyRequest): Viewer {
  if (!request.viewer) throw new AuthenticationRequiredError();
  return request.viewer;
}

/** Refuses, at start, an /api route that declares no guard and is not marked public. */
export function enforceGuardedApiRoutes(app: FastifyInstance, publicPrefixes: readonly string[]): void {
  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith('/api/')) return;
    if (publicPrefixes.some((prefix) => route.url.startsWith(prefix))) return;
    const handlers = [route.preHandler ?? []].flat();
    if (!handlers.some((handler) => GUARD in handler)) {
      throw new Error(`API route ${route.method} ${route.url} declares no requireAuth or requirePermission`);
    }
  });
}
