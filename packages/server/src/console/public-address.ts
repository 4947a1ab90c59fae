import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Config } from '../config.ts';

/**
 * Paths that answer at whatever address they are asked: the API, the sign-in provider (its
 * issuer is the public address anyway), the viewing and embed pages (framed by other sites,
 * shared by their address), the signed media addresses, the Storybook and well-known files.
 */
const ANSWERED_WHERE_ASKED = /^\/(api|oidc|view|embed|media|storybook|\.well-known)(\/|\?|$)/;

/**
 * Whether a request is a browser loading a page: a navigation by its fetch metadata
 * (`Sec-Fetch-Mode: navigate`), or, from a client that sends none, a GET for HTML. A script's
 * request (`cors`, `no-cors`, `same-origin`) is never one: a redirect to another origin would
 * only make it fail.
 */
export function isPageLoad(request: Pick<FastifyRequest, 'method' | 'headers'>): boolean {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false;
  const mode = request.headers['sec-fetch-mode'];
  if (mode !== undefined) return mode === 'navigate';
  return (request.headers.accept ?? '').includes('text/html');
}

/** `name[:port]` as a URL of that scheme writes it: lower case, without the scheme's default port. */
function hostAs(protocol: string, host: string): string | null {
  try {
    const url = new URL(`${protocol}//${host}`);
    return url.username || url.password || url.pathname !== '/' ? null : url.host;
  } catch {
    return null;
  }
}

/**
 * The addresses the console may be used at: the public address, and the origins of the extra
 * sign-in redirect addresses (EXTRA_REDIRECT_URIS), since sign-in may return to those too.
 */
function consoleHostsOf(config: Pick<Config, 'publicUrl' | 'extraRedirectUris'>): Set<string> {
  const hosts = new Set([new URL(config.publicUrl).host]);
  for (const uri of config.extraRedirectUris) {
    try {
      hosts.add(new URL(uri).host);
    } catch {
      // not an address: the provider refuses it at start
    }
  }
  return hosts;
}

/**
 * Where to send a browser that loads a console page at a host the console is not used at (e.g.
 * http://127.0.0.1:8080 when PUBLIC_URL is http://localhost:8080, or the server's own address
 * behind a domain name): the same path and query on the public address, because sign-in returns
 * only there and would otherwise end in "redirect_uri did not match". Null when the request
 * stays where it is.
 */
export function publicAddressFor(
  config: Pick<Config, 'publicUrl' | 'extraRedirectUris'>,
  request: { host: string | undefined; url: string },
  consoleHosts: ReadonlySet<string> = consoleHostsOf(config),
): string | null {
  if (!request.host || ANSWERED_WHERE_ASKED.test(request.url)) return null;
  const target = new URL(config.publicUrl);
  const asked = hostAs(target.protocol, request.host);
  if (asked === null || consoleHosts.has(asked)) return null;
  const pathAndQuery = request.url.startsWith('/') ? request.url : '/';
  return `${target.origin}${pathAndQuery}`;
}

/**
 * Moves page loads at another host to the public address before anything else answers them
 * (307, path and query kept). Behind a reverse proxy the server must see the public host: the
 * proxy passes the Host header on, or sets X-Forwarded-Host with TRUST_PROXY on.
 */
export function installPublicAddressRedirect(
  app: FastifyInstance,
  config: Pick<Config, 'publicUrl' | 'extraRedirectUris'>,
): void {
  const consoleHosts = consoleHostsOf(config);
  app.addHook('onRequest', async (request, reply) => {
    if (!isPageLoad(request)) return;
    const target = publicAddressFor(config, { host: request.host, url: request.url }, consoleHosts);
    if (target) return reply.header('cache-control', 'no-store').redirect(target, 307);
  });
}
