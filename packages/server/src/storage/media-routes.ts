import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { NotFoundError } from '../errors.ts';
import { type ByteRange, isServedPublicly, type Storage } from './storage.ts';

const CONTENT_TYPES: Record<string, string> = {
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  webp: 'image/webp',
  vtt: 'text/vtt; charset=utf-8',
  mp4: 'video/mp4',
};

/** Public media keys carry a random part, so a stored file never changes under its address. */
const CACHE_FOREVER = 'public, max-age=31536000, immutable';

export function parseRange(header: string | undefined, size: number): ByteRange | null | 'invalid' {
  if (!header) return null;
  const match = /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  if (!match || (!match[1] && !match[2])) return 'invalid';
  const start = match[1] ? Number(match[1]) : Math.max(0, size - Number(match[2]));
  const end = match[1] && match[2] ? Math.min(Number(match[2]), size - 1) : size - 1;
  return start > end || start >= size ? 'invalid' : { start, end };
}

/**
 * GET /media/{key}: the files under `public/` (logos, viewing-page backgrounds), without a token.
 * A video's thumbnails and subtitles are not among them (404): they have signed addresses.
 */
export async function mediaRoutes(app: FastifyInstance, options: { storage: Storage }) {
  app.get('/media/*', { schema: { hide: true, params: z.object({ '*': z.string() }) } }, async (request, reply) => {
    const key = (request.params as { '*': string })['*'];
    const notFound = new NotFoundError('The file was not found.');
    if (!isServedPublicly(key)) throw notFound;
    let object = await options.storage.read(key);
    if (!object) throw notFound;
    const range = parseRange(request.headers.range, object.size);
    if (range) object.body.destroy();
    if (range === 'invalid') {
      return reply.code(416).header('content-range', `bytes */${object.size}`).send();
    }
    if (range) object = await options.storage.read(key, range);
    if (!object) throw notFound;
    const extension = key.split('.').pop()?.toLowerCase() ?? '';
    reply
      .header('content-type', CONTENT_TYPES[extension] ?? 'application/octet-stream')
      .header('cache-control', CACHE_FOREVER)
      .header('x-content-type-options', 'nosniff')
      .header('accept-ranges', 'bytes');
    if (object.range) {
      reply
        .code(206)
        .header('content-range', `bytes ${object.range.start}-${object.range.end}/${object.size}`)
        .header('content-length', String(object.range.end - object.range.start + 1));
    } else {
      reply.header('content-length', String(object.size));
    }
    return reply.send(object.body);
  });
}
