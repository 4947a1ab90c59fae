import type { IncomingMessage } from 'node:http';
import type { FastifyRequest } from 'fastify';

/** A percent-encoded letter, digit, `-`, `.`, `_` or `~`: characters that mean the same encoded or not. */
const ENCODED_UNRESERVED = /%(?:[46][1-9A-F]|[57][0-9A]|3[0-9]|2D|2E|5F|7E)/gi;

/**
 * The request address with the percent-encoded unreserved characters of its path decoded
 * (`/%61pi/profile` -> `/api/profile`), the query left as sent. The router decodes them when it
 * matches a route, so every check of `request.url` must see the same path the router sees.
 */
export function normalizeRequestUrl(url: string): string {
  const queryAt = url.indexOf('?');
  const pathname = queryAt === -1 ? url : url.slice(0, queryAt);
  if (!pathname.includes('%')) return url;
  const decoded = pathname.replace(ENCODED_UNRESERVED, (encoded) =>
    String.fromCharCode(Number.parseInt(encoded.slice(1), 16)),
  );
  return queryAt === -1 ? decoded : decoded + url.slice(queryAt);
}

/** Fastify's `rewriteUrl`: runs before routing, so hooks, the router and the sign-in provider see one path. */
export function rewriteRequestUrl(request: IncomingMessage): string {
  return normalizeRequestUrl(request.url ?? '/');
}

/** Whether a request is an API call: by its route when it has one, else by its (normalised) path. */
export function isApiRequest(request: FastifyRequest): boolean {
  return (request.routeOptions.url ?? request.url).startsWith('/api/');
}
