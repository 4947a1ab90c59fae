import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { ViewAnswer } from '@reelbase/contract';
import {
  embedPagePath,
  isValidDomain,
  VIEW_DATA_ELEMENT_ID,
  VIEW_DATA_PLACEHOLDER,
  VIEW_HEAD_PLACEHOLDER,
  type ViewSurface,
  type ViewVideo,
} from '@reelbase/contract';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { z } from 'zod';
import { viewPageSecurityPolicy } from '../http/security-headers.ts';
import { escapeHtml, frameSizeOf } from './view-oembed.ts';
import type { ViewVideoRow } from './view-repository.ts';
import { accessOf, loadView, type ViewDeps, viewVideoOf } from './view-service.ts';

const NO_CACHE = 'no-cache';
const NOT_BUILT =
  'The Reelbase console has not been built yet. Run `npm run build` (or `npm start`), then reload this page.';
const SITE_NAME = 'Reelbase';

/** The head of a page that shows nothing of a video (not available, password, or no id). */
const GENERIC_HEAD = `<title>${SITE_NAME}</title>\n<meta name="robots" content="noindex" />`;

/**
 * The `frame-ancestors` sources of a library's whitelisted domains: any site without a list; else
 * the server itself and each domain on any port (a host source without a port only matches the
 * default port of the scheme).
 */
function frameAncestorsOf(domains: readonly string[]): string {
  const valid = domains.map((domain) => domain.trim().toLowerCase()).filter((domain) => isValidDomain(domain));
  if (valid.length === 0) return '*';
  return ["'self'", ...new Set(valid.map((domain) => `${domain}:*`))].join(' ');
}

/** The JSON of the page's data block, kept from closing the script element or breaking a line in it. */
function scriptJson(value: unknown): string {
  return JSON.stringify(value).replace(
    /[<>&\u2028\u2029]/g,
    (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
}

const meta = (attribute: 'name' | 'property', key: string, content: string | number) =>
  `<meta ${attribute}="${key}" content="${escapeHtml(String(content))}" />`;

/** Title, description, link previews (Open Graph, Twitter), oEmbed discovery, poster preload and robots. */
function watchHead(publicUrl: string, video: ViewVideo): string {
  const embedUrl = `${publicUrl}${embedPagePath(video.id)}`;
  const secure = embedUrl.startsWith('https://');
  const size = frameSizeOf(video);
  const description = video.description?.trim() ?? '';
  const oembed = `${publicUrl}/api/oembed?url=${encodeURIComponent(video.share_url)}&format=json`;
  const tags = [
    `<title>${escapeHtml(video.title)}</title>`,
    description ? meta('name', 'description', description) : '',
    `<link rel="canonical" href="${escapeHtml(video.share_url)}" />`,
    meta('property', 'og:site_name', SITE_NAME),
    meta('property', 'og:type', 'video.other'),
    meta('property', 'og:title', video.title),
    description ? meta('property', 'og:description', description) : '',
    meta('property', 'og:url', video.share_url),
    video.thumbnail ? meta('property', 'og:image', video.thumbnail) : '',
    meta('property', 'og:video', embedUrl),
    secure ? meta('property', 'og:video:secure_url', embedUrl) : '',
    meta('property', 'og:video:type', 'text/html'),
    meta('property', 'og:video:width', size.width),
    meta('property', 'og:video:height', size.height),
    // A player card needs an https player; otherwise the large poster.
    meta('name', 'twitter:card', secure ? 'player' : 'summary_large_image'),
    meta('name', 'twitter:title', video.title),
    description ? meta('name', 'twitter:description', description) : '',
    video.thumbnail ? meta('name', 'twitter:image', video.thumbnail) : '',
    secure ? meta('name', 'twitter:player', embedUrl) : '',
    secure ? meta('name', 'twitter:player:width', size.width) : '',
    secure ? meta('name', 'twitter:player:height', size.height) : '',
    `<link rel="alternate" type="application/json+oembed" href="${escapeHtml(oembed)}" title="${escapeHtml(video.title)}" />`,
    video.thumbnail ? `<link rel="preload" as="image" href="${escapeHtml(video.thumbnail)}" />` : '',
    video.indexable ? '' : '<meta name="robots" content="noindex" />',
  ];
  return tags.filter(Boolean).join('\n');
}

/** The built page with its placeholders filled (function replacers: no `$` patterns apply). */
function fillPage(template: string, head: string, data: ViewAnswer | null): string {
  const block = data ? `<script type="application/json" id="${VIEW_DATA_ELEMENT_ID}">${scriptJson(data)}</script>` : '';
  return template.replace(VIEW_HEAD_PLACEHOLDER, () => head).replace(VIEW_DATA_PLACEHOLDER, () => block);
}

/** The built viewing page, read once it exists. */
function pageSource(consoleDist: string) {
  const file = path.join(consoleDist, 'view.html');
  let cached: Promise<string> | null = null;
  return (): Promise<string> | null => {
    if (cached) return cached;
    if (!existsSync(file)) return null;
    cached = readFile(file, 'utf8');
    cached.catch(() => {
      cached = null;
    });
    return cached;
  };
}

/**
 * GET /view/{id} and /embed/{id}: the built viewing page with the video's head and data when an
 * anonymous visitor may watch it on that surface, else a head that says nothing of the video. The
 * page may be framed by the sites its library whitelists (any site without a list); a video that
 * is missing or not out is framed by this server only, as if it did not exist.
 */
export async function viewPageRoutes(app: FastifyInstance, deps: ViewDeps & { consoleDist: string }) {
  const source = pageSource(deps.consoleDist);
  const origin = new URL(deps.publicUrl).origin;

  async function answer(reply: FastifyReply, surface: ViewSurface, id: string | null) {
    const template = source();
    if (!template) {
      return reply.code(503).header('cache-control', NO_CACHE).type('text/plain; charset=utf-8').send(NOT_BUILT);
    }
    const now = new Date();
    const row: ViewVideoRow | null = id === null ? null : await loadView(deps, id);
    const access = row ? accessOf(deps, row, surface, { viewer: null, viewToken: null }, now) : null;
    let head = GENERIC_HEAD;
    let data: ViewAnswer | null = null;
    if (row && access?.kind === 'watch') {
      data = await viewVideoOf(deps, row, access.indexable, now);
      head = watchHead(deps.publicUrl, data);
    }
    const framed = row && access && access.kind !== 'unavailable';
    const ancestors = framed ? frameAncestorsOf(row.library.whitelistedDomains) : "'self'";
    return reply
      .header('content-type', 'text/html; charset=utf-8')
      .header('cache-control', NO_CACHE)
      .header('content-security-policy', viewPageSecurityPolicy(ancestors, [origin]))
      .send(fillPage(await template, head, data));
  }

  const params = z.object({ id: z.string() });
  for (const surface of ['view', 'embed'] as const) {
    const schema = { hide: true, params };
    app.get(`/${surface}/:id`, { schema }, (request, reply) =>
      answer(reply, surface, (request.params as { id: string }).id),
    );
    app.get(`/${surface}`, { schema: { hide: true } }, (_request, reply) => answer(reply, surface, null));
    app.get(`/${surface}/*`, { schema: { hide: true } }, (_request, reply) => answer(reply, surface, null));
  }
}
