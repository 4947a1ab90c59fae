import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { HttpError } from '../errors.ts';
import { sendError } from '../http/error-handler.ts';

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

const LOOPBACK_NAMES = new Set(['localhost', '127.0.0.1', '[::1]', '::1']);

/**
 * The address to send a browser to when it opened the console at another loopback name than the
 * public address's (127.0.0.1 for localhost, or the other way round): sign-in only returns to the
 * public address, so the console is moved there first. Null otherwise (other host names are left
 * alone: a proxy may put them in front).
 */
export function canonicalConsoleUrl(publicUrl: string, host: string | undefined, url: string): string | null {
  const target = new URL(publicUrl);
  if (!host || !LOOPBACK_NAMES.has(target.hostname)) return null;
  let asked: URL;
  try {
    asked = new URL(`http://${host}`);
  } catch {
    return null;
  }
  if (!LOOPBACK_NAMES.has(asked.hostname) || asked.hostname === target.hostname) return null;
  if (asked.port !== target.port) return null;
  return `${target.origin}${url.startsWith('/') ? url : '/'}`;
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
 * not found answers 404 in the error body shape.
 */
export async function installConsoleHosting(
  app: FastifyInstance,
  consoleDist: string,
  publicUrl: string,
): Promise<void> {
  const built = existsSync(path.join(consoleDist, 'index.html'));

  app.addHook('onRequest', async (request, reply) => {
    if (!wantsHtml(request) || isServerPath(request.url)) return;
    const canonical = canonicalConsoleUrl(publicUrl, request.headers.host, request.url);
    if (canonical) return reply.redirect(canonical, 307);
  });

  if (built) {
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
