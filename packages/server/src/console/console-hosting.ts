import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../config.ts';
import { HttpError } from '../errors.ts';
import { sendError } from '../http/error-handler.ts';
import { installPublicAddressRedirect } from './public-address.ts';

const NO_CACHE = 'no-cache';
const IMMUTABLE = 'public, max-age=31536000, immutable';
const NOT_BUILT =
  'The Reelbase console has not been built yet. Run `npm run build` (or `npm start`), then reload this page.';

/** Paths the console never owns: the API and the sign-in provider. */
function isServerPath(url: string): boolean {
  return /^\/(api|oidc)(\/|\?|$)/.test(url);
}

function wantsHtml(request: FastifyRequest): boolean {
  return request.method === 'GET' && (request.headers.accept ?? '').includes('text/html');
}

/** Assets with a content hash in their name can be cached for good. */
function isHashedAsset(file: string): boolean {
  return /[.-][A-Za-z0-9_-]{8,}\.(js|mjs|css|woff2?|png|jpe?g|svg|webp|avif|gif|ico|map|wasm)$/.test(
    path.basename(file),
  );
}

/**
 * Serves the built console at / (index.html and version.json never cached, hashed assets cached
 * for good) with a fallback to index.html for the console's own routes; everything else that is
 * not found answers 404 in the error body shape. Page loads at another host than the public
 * address move there first (`public-address.ts`).
 */
export async function installConsoleHosting(
  app: FastifyInstance,
  consoleDist: string,
  address: Pick<Config, 'publicUrl' | 'extraRedirectUris'>,
): Promise<void> {
  const built = existsSync(path.join(consoleDist, 'index.html'));

  // Before any file is served: a console page loaded at another host moves to the public address.
  installPublicAddressRedirect(app, address);

  if (built) {
    // Browsers ask for /favicon.ico by themselves on pages without an icon link (the sign-in pages).
    if (existsSync(path.join(consoleDist, 'favicon.svg'))) {
      app.get('/favicon.ico', { schema: { hide: true } }, (_request, reply) => reply.redirect('/favicon.svg', 301));
    }
    await app.register(fastifyStatic, {
      root: consoleDist,
      wildcard: true,
      index: ['index.html'],
      cacheControl: false,
      setHeaders(reply, file) {
        reply.header('cache-control', isHashedAsset(file) ? IMMUTABLE : NO_CACHE);
      },
    });
  } else {
    app.get('/', { schema: { hide: true } }, (_request, reply) => notBuilt(reply));
  }

  app.setNotFoundHandler((request, reply) => {
    const pathname = request.url.split('?')[0];
    if (!isServerPath(pathname) && wantsHtml(request)) {
      if (!built) return notBuilt(reply);
      return reply.header('cache-control', NO_CACHE).sendFile('index.html');
    }
    const what = pathname.startsWith('/api/') ? 'No API endpoint matches' : 'Nothing is found at';
    return sendError(reply, new HttpError(404, `${what} ${request.method} ${pathname}.`));
  });
}

function notBuilt(reply: FastifyReply) {
  return reply.code(503).header('cache-control', NO_CACHE).type('text/plain; charset=utf-8').send(NOT_BUILT);
}
