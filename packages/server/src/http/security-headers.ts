import type { FastifyInstance } from 'fastify';
import { PROVIDER_PAGE_SECURITY_POLICY } from '../auth/pages.ts';

/**
 * The console: Vite-built scripts are same-origin modules, styled-components adds <style> tags
 * while it runs, API calls and sign-in go to the same origin, video previews come from the same
 * origin or blob: addresses.
 */
export const CONSOLE_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "media-src 'self' blob:",
  "font-src 'self' data:",
  "connect-src 'self'",
  "worker-src 'self' blob:",
  "object-src 'none'",
  "base-uri 'self'",
  "frame-ancestors 'none'",
].join('; ');

/**
 * The viewing and embed pages: as the console, plus the server's public origin for media (the
 * signed addresses name it, which may differ from the origin the page was opened at), framed by
 * the given sources (each page sets them from its library's whitelisted domains).
 */
export function viewPageSecurityPolicy(frameAncestors: string, mediaOrigins: readonly string[] = []): string {
  const origins = mediaOrigins.map((origin) => ` ${origin}`).join('');
  return [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self' 'unsafe-inline'",
    `img-src 'self' data: blob:${origins}`,
    `media-src 'self' blob:${origins}`,
    "font-src 'self' data:",
    `connect-src 'self'${origins}`,
    "worker-src 'self' blob:",
    "object-src 'none'",
    "base-uri 'self'",
    `frame-ancestors ${frameAncestors}`,
  ].join('; ');
}

/** Until a viewing page says otherwise: framed by the same origin only. */
const VIEW_PAGE_SECURITY_POLICY = viewPageSecurityPolicy("'self'");

/** API answers and stored files: nothing runs, a file opened on its own still shows, nothing frames. */
const FILE_SECURITY_POLICY =
  "default-src 'none'; img-src 'self'; media-src 'self'; style-src 'unsafe-inline'; base-uri 'none'; frame-ancestors 'none'";

/** Paths of the public viewing and embed pages (`/view/{videoId}`, `/embed/{videoId}`): the pages other sites may frame. */
const EMBEDDABLE = /^\/(view|embed)(\/|\?|$)/;

/** The security headers of an answer to `pathname` (already normalised). */
function securityHeadersOf(pathname: string, mountPath: string): Record<string, string> {
  const headers: Record<string, string> = {
    'x-content-type-options': 'nosniff',
    'referrer-policy': 'no-referrer',
  };
  const underMount = pathname === mountPath || pathname.startsWith(`${mountPath}/`);
  if (pathname.startsWith('/api/')) {
    headers['content-security-policy'] = FILE_SECURITY_POLICY;
    // Signed download addresses and personal data: never kept by a browser or a proxy. A route
    // that may be cached says so with its own Cache-Control.
    headers['cache-control'] = 'no-store';
  } else if (pathname.startsWith('/media/')) {
    headers['content-security-policy'] = FILE_SECURITY_POLICY;
  } else if (underMount) {
    headers['content-security-policy'] = PROVIDER_PAGE_SECURITY_POLICY;
  } else if (EMBEDDABLE.test(pathname)) {
    // No X-Frame-Options: the page's own policy names who may frame it.
    headers['content-security-policy'] = VIEW_PAGE_SECURITY_POLICY;
    return headers;
  } else {
    headers['content-security-policy'] = CONSOLE_SECURITY_POLICY;
  }
  headers['x-frame-options'] = 'DENY';
  return headers;
}

/**
 * Sets the security headers of every answer in one place. They go on the raw response before
 * anything else runs, so that they also reach the answers the sign-in provider writes itself
 * (those bypass Fastify's reply); a route's own header of the same name wins.
 */
export function installSecurityHeaders(app: FastifyInstance, options: { mountPath: string }): void {
  app.addHook('onRequest', async (request, reply) => {
    const pathname = request.url.split('?')[0];
    for (const [name, value] of Object.entries(securityHeadersOf(pathname, options.mountPath))) {
      reply.raw.setHeader(name, value);
    }
  });
}
