import {
  errorBodySchema,
  oembedQuerySchema,
  oembedSchema,
  VIEW_TOKEN_HEADER,
  viewAnswerSchema,
  viewPasswordSchema,
  viewQuerySchema,
  viewTokenSchema,
} from '@reelbase/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { asGuard, type Guard, type Guards } from '../auth/api-auth.ts';
import { HttpError } from '../errors.ts';
import type { ApiDeps } from '../http/api-deps.ts';
import { sendError } from '../http/error-handler.ts';
import { parseRange } from '../storage/media-routes.ts';
import { findSubtitle } from '../video-assets/video-assets-repository.ts';
import { findInteractiveImage } from '../video-editors/interactive-repository.ts';
import { findSlide } from '../video-editors/presentation-repository.ts';
import { verifyPathToken } from '../videos/signed-urls.ts';
import { listEncodings } from '../videos/videos-repository.ts';
import { oembedOf } from './view-oembed.ts';
import { givePassword } from './view-password.ts';
import { loadView, unavailable, type ViewCaller, type ViewDeps, viewOf } from './view-service.ts';

const tags = ['view'];
/** Any id: a malformed one is answered as a missing video (404), never 422. */
const idParams = z.object({ id: z.string() });
const mediaQuery = z.object({ token: z.string().optional() });
/** The console's thumbnail addresses also carry `v`, a mark of the stored file (only for caches). */
const thumbnailQuery = mediaQuery.extend({ v: z.string().optional() });
const EXPIRED = 'The address has expired or is not valid.';

/**
 * The guard of the viewing answers: anyone may call; a Bearer token is used when it is valid (an
 * invalid one leaves the caller signed out, as on the comments link).
 */
function viewingGuard(guards: Guards): Guard {
  const handler = async (request: FastifyRequest, reply: FastifyReply) => {
    if (request.headers.authorization) {
      await guards.requireAuth.call(request.server, request, reply).catch(() => undefined);
    }
  };
  return asGuard(handler, { kind: 'viewing' });
}

/** The guard of the viewing pages' media: a valid `?token=` for exactly this path, else 403. */
function signedOnly(secret: string): Guard {
  const handler = async (request: FastifyRequest) => {
    const token = (request.query as { token?: unknown } | undefined)?.token;
    if (typeof token !== 'string' || !token || !verifyPathToken(secret, request.url.split('?')[0], token)) {
      throw new HttpError(403, EXPIRED);
    }
  };
  return asGuard(handler, { kind: 'signed-only' });
}

const callerOf = (request: FastifyRequest): ViewCaller => {
  const header = request.headers[VIEW_TOKEN_HEADER];
  return { viewer: request.viewer, viewToken: typeof header === 'string' && header ? header : null };
};

const IMAGE_TYPES: Record<string, string> = { jpg: 'image/jpeg', jpeg: 'image/jpeg', png: 'image/png' };

/**
 * Streams a stored file inline, with byte ranges (players seek), cached privately until the
 * address ends (`private, max-age=<seconds left>`, at most a day) instead of the API's no-store.
 */
async function sendMedia(
  deps: ViewDeps,
  request: FastifyRequest,
  reply: FastifyReply,
  key: string,
  contentType: string,
): Promise<FastifyReply> {
  const whole = await deps.storage.read(key);
  if (!whole) throw unavailable();
  const range = parseRange(request.headers.range, whole.size);
  const expires = Number((request.query as { token?: string }).token?.split('.')[0]);
  const seconds = Math.max(0, Math.min(expires - Math.floor(Date.now() / 1000), 86_400));
  reply
    .header('accept-ranges', 'bytes')
    .header('content-type', contentType)
    .header('cache-control', `private, max-age=${Number.isFinite(seconds) ? seconds : 0}`)
    .header('x-content-type-options', 'nosniff');
  if (range === 'invalid') {
    whole.body.destroy();
    return reply.code(416).header('content-range', `bytes */${whole.size}`).send();
  }
  if (!range) return reply.header('content-length', String(whole.size)).send(whole.body);
  whole.body.destroy();
  const part = await deps.storage.read(key, range);
  if (!part) throw unavailable();
  return reply
    .code(206)
    .header('content-range', `bytes ${range.start}-${range.end}/${whole.size}`)
    .header('content-length', String(range.end - range.start + 1))
    .send(part.body);
}

/**
 * The public viewing answers: what a page plays (anyone, by the viewing rule), the password of a
 * `password` video, oEmbed, and the signed media addresses the answers give.
 */
export async function viewRoutes(app: FastifyInstance, deps: ApiDeps & ViewDeps) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const viewing = viewingGuard(deps.guards);
  const media = signedOnly(deps.downloadSecret);

  routes.get(
    '/api/view/:id',
    {
      preHandler: viewing,
      schema: {
        summary:
          'What a public page plays (signed media addresses), with its interactive elements and slides; 401 view.password_required when the password opens it',
        tags,
        params: idParams,
        querystring: viewQuerySchema,
        response: { 200: viewAnswerSchema, 401: errorBodySchema, 404: errorBodySchema },
      },
    },
    (request) => viewOf(deps, request.params.id, request.query.surface, callerOf(request)),
  );

  routes.post(
    '/api/view/:id/password',
    {
      preHandler: viewing,
      schema: {
        summary: "A view token (header X-View-Token, 12 hours) for the video's password; 10 tries a minute",
        tags,
        params: idParams,
        body: viewPasswordSchema,
        response: { 200: viewTokenSchema, 404: errorBodySchema, 422: errorBodySchema, 429: errorBodySchema },
      },
    },
    (request) => givePassword(deps, request.params.id, request.body.password, request.ip),
  );

  routes.get(
    '/api/oembed',
    {
      preHandler: viewing,
      schema: {
        summary: 'oEmbed (json) of a viewing or embed page address of a video anyone may watch in embeds',
        tags,
        querystring: oembedQuerySchema,
        response: { 200: oembedSchema, 404: errorBodySchema, 501: errorBodySchema },
      },
    },
    async (request, reply) => {
      const format = request.query.format?.trim().toLowerCase();
      if (format && format !== 'json') {
        return sendError(
          reply,
          new HttpError(501, 'Only the json format is available.', { code: 'request.malformed' }),
        );
      }
      const answer = await oembedOf(deps, request.query);
      return reply.header('cache-control', 'public, max-age=300').send(answer);
    },
  );

  routes.get(
    '/api/view/:id/thumbnail',
    {
      preHandler: media,
      schema: {
        summary: 'The poster of a viewing answer or a console answer (signed address)',
        tags,
        params: idParams,
        querystring: thumbnailQuery,
      },
    },
    async (request, reply) => {
      const video = (await loadView(deps, request.params.id))?.video;
      if (!video?.thumbnailKey) throw unavailable();
      const extension = video.thumbnailKey.split('.').pop()?.toLowerCase() ?? '';
      return sendMedia(deps, request, reply, video.thumbnailKey, IMAGE_TYPES[extension] ?? 'image/jpeg');
    },
  );

  routes.get(
    '/api/view/:id/subtitles/:subtitleId',
    {
      preHandler: media,
      schema: {
        summary: 'A WebVTT subtitle of a viewing answer or a console answer (signed address)',
        tags,
        params: z.object({ id: z.string(), subtitleId: z.string() }),
        querystring: mediaQuery,
      },
    },
    async (request, reply) => {
      const { id, subtitleId } = request.params;
      const row =
        (await loadView(deps, id)) && z.uuid().safeParse(subtitleId).success
          ? await findSubtitle(deps.db, id.toLowerCase(), subtitleId.toLowerCase())
          : null;
      if (!row) throw unavailable();
      return sendMedia(deps, request, reply, row.storageKey, 'text/vtt; charset=utf-8');
    },
  );

  routes.get(
    '/api/view/:id/slides/:slideId',
    {
      preHandler: media,
      schema: {
        summary: "A slide's image of a presentation answer (signed address)",
        tags,
        params: z.object({ id: z.string(), slideId: z.string() }),
        querystring: thumbnailQuery,
      },
    },
    async (request, reply) => {
      const { id, slideId } = request.params;
      const uuids = z.uuid().safeParse(id).success && z.uuid().safeParse(slideId).success;
      const row = uuids ? await findSlide(deps.db, id.toLowerCase(), slideId.toLowerCase()) : null;
      if (!row) throw unavailable();
      return sendMedia(deps, request, reply, row.storageKey, row.mimeType);
    },
  );

  routes.get(
    '/api/view/:id/interactive-images/:imageId',
    {
      preHandler: media,
      schema: {
        summary: 'An image of interactive elements (signed address)',
        tags,
        params: z.object({ id: z.string(), imageId: z.string() }),
        querystring: mediaQuery,
      },
    },
    async (request, reply) => {
      const { id, imageId } = request.params;
      const uuids = z.uuid().safeParse(id).success && z.uuid().safeParse(imageId).success;
      const row = uuids ? await findInteractiveImage(deps.db, id.toLowerCase(), imageId.toLowerCase()) : null;
      if (!row) throw unavailable();
      return sendMedia(deps, request, reply, row.storageKey, row.mimeType);
    },
  );

  routes.get(
    '/api/view/:id/encodings/:height',
    {
      preHandler: media,
      schema: {
        summary: 'A rendition of a viewing answer (signed address, Range supported)',
        tags,
        params: z.object({ id: z.string(), height: z.string() }),
        querystring: mediaQuery,
      },
    },
    async (request, reply) => {
      const { id, height } = request.params;
      const video = (await loadView(deps, id))?.video;
      const rendition = video
        ? (await listEncodings(deps.db, video.id)).find((row) => String(row.height) === height)
        : undefined;
      if (!rendition?.ready || !rendition.storageKey) throw unavailable();
      return sendMedia(deps, request, reply, rendition.storageKey, 'video/mp4');
    },
  );
}
