import { createReadStream, existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';

const NOT_BUILT =
  'The Storybook of the UI kit and the editors has not been built yet. Run `npm run build-storybook`, then reload this page.';

/**
 * The built Storybook: its manager frames its preview (same origin) and both pages carry small
 * inline scripts, so it gets its own policy. It is static and read-only; no user content is in it.
 */
export const STORYBOOK_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self' 'unsafe-inline'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "media-src 'self' data: blob:",
  "font-src 'self' data:",
  "connect-src 'self'",
  "frame-src 'self'",
  "worker-src 'self' blob:",
  "object-src 'none'",
  "base-uri 'self'",
  "frame-ancestors 'self'",
].join('; ');

const PREFIX = '/storybook';

function storybookHeaders(reply: FastifyReply) {
  reply.header('content-security-policy', STORYBOOK_SECURITY_POLICY);
  reply.header('x-frame-options', 'SAMEORIGIN');
}

/**
 * Serves `npm run build-storybook`'s output read-only at /storybook/ for designers to review the UI
 * kit and the editors; until it is built, /storybook says how to build it.
 */
export async function installStorybookHosting(app: FastifyInstance, storybookDist: string): Promise<void> {
  const built = existsSync(path.join(storybookDist, 'index.html'));
  // Its pages load their files relative to /storybook/: the address without the slash moves there.
  app.addHook('onRequest', async (request, reply) => {
    const [pathname, query] = request.url.split('?');
    if (pathname === PREFIX) return reply.redirect(`${PREFIX}/${query === undefined ? '' : `?${query}`}`, 301);
  });
  await app.register(async (scope) => {
    scope.addHook('onRequest', async (_request, reply) => storybookHeaders(reply));
    if (built) {
      // The router ignores trailing slashes: /storybook/ lands here, the hook above redirected /storybook.
      scope.get(PREFIX, { schema: { hide: true } }, (_request, reply) =>
        reply
          .header('cache-control', 'no-cache')
          .type('text/html; charset=utf-8')
          .send(createReadStream(path.join(storybookDist, 'index.html'))),
      );
      await scope.register(fastifyStatic, {
        root: storybookDist,
        prefix: PREFIX,
        decorateReply: false,
        index: ['index.html'],
        cacheControl: false,
        setHeaders(reply) {
          reply.header('cache-control', 'no-cache');
        },
      });
    } else {
      const notBuilt = (_request: unknown, reply: FastifyReply) =>
        reply.code(503).header('cache-control', 'no-cache').type('text/plain; charset=utf-8').send(NOT_BUILT);
      scope.get(PREFIX, { schema: { hide: true } }, notBuilt);
      scope.get(`${PREFIX}/*`, { schema: { hide: true } }, notBuilt);
    }
  });
}
