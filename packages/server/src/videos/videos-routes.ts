import {
  downloadQuerySchema,
  encodingListSchema,
  encodingParamsSchema,
  encodingRequestSchema,
  errorBodySchema,
  sendMailResponseSchema,
  videoIdParamsSchema,
  videoSchema,
} from '@reelbase/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { viewerOf } from '../auth/api-auth.ts';
import { canOnLibrary } from '../auth/scope.ts';
import { NotFoundError } from '../errors.ts';
import type { ApiDeps } from '../http/api-deps.ts';
import { attachmentDisposition, signedDownloadGuard } from '../http/downloads.ts';
import { parseRange } from '../storage/media-routes.ts';
import {
  downloadTarget,
  encodingsOf,
  getVideo,
  mailEncodings,
  requestEncodings,
  type VideoDeps,
} from './videos-service.ts';

const errors = { 401: errorBodySchema, 403: errorBodySchema, 404: errorBodySchema };
const tags = ['videos'];

export async function videosRoutes(app: FastifyInstance, deps: ApiDeps & { downloadSecret: string }) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const { guards } = deps;
  const service: VideoDeps = deps;
  const signedDownload = signedDownloadGuard(deps);

  routes.get(
    '/api/videos/:id',
    {
      preHandler: guards.requirePermission('list-videos-of-libraries'),
      schema: { summary: 'One video', tags, params: videoIdParamsSchema, response: { 200: videoSchema, ...errors } },
    },
    (request) => getVideo(service, viewerOf(request), request.params.id),
  );

  routes.get(
    '/api/videos/:id/encodings',
    {
      preHandler: guards.requirePermission('list-videos-of-libraries'),
      schema: {
        summary: 'The mp4 renditions of a video (url: a signed download address, when ready)',
        tags,
        params: videoIdParamsSchema,
        response: { 200: encodingListSchema, ...errors },
      },
    },
    (request) => encodingsOf(service, viewerOf(request), request.params.id),
  );

  routes.post(
    '/api/videos/:id/encodings',
    {
      preHandler: guards.requirePermission('manage-videos-of-libraries'),
      schema: {
        summary: 'Encodes (again) the given heights: 360, 720, 1080, 2160, up to the video height',
        tags,
        params: videoIdParamsSchema,
        body: encodingRequestSchema,
        response: { 200: encodingListSchema, 422: errorBodySchema, 425: errorBodySchema, ...errors },
      },
    },
    (request) => requestEncodings(service, viewerOf(request), request.params.id, request.body.heights),
  );

  routes.post(
    '/api/videos/:id/encodings/send-mail',
    {
      preHandler: guards.requirePermission('list-videos-of-libraries'),
      schema: {
        summary: 'Mails the download addresses of the ready renditions to you',
        tags,
        params: videoIdParamsSchema,
        response: { 200: sendMailResponseSchema, 422: errorBodySchema, ...errors },
      },
    },
    (request) => mailEncodings(service, viewerOf(request), request.params.id),
  );

  async function download(request: FastifyRequest, reply: FastifyReply, id: string, height?: number) {
    const target = await downloadTarget(service, id, height);
    if (!request.signedDownload) {
      const viewer = viewerOf(request);
      const library = { id: target.video.libraryId, companyId: target.video.companyId };
      if (!canOnLibrary(viewer, 'list-videos-of-libraries', library))
        throw new NotFoundError('The video was not found.');
    }
    const whole = await deps.storage.read(target.key);
    if (!whole) throw new NotFoundError('The file was not found.');
    const range = parseRange(request.headers.range, whole.size);
    reply
      .header('accept-ranges', 'bytes')
      .header('content-type', target.contentType)
      .header('content-disposition', attachmentDisposition(target.fileName))
      .header('cache-control', 'private, no-store');
    if (range === 'invalid') {
      whole.body.destroy();
      return reply.code(416).header('content-range', `bytes */${whole.size}`).send();
    }
    if (!range) return reply.header('content-length', String(whole.size)).send(whole.body);
    whole.body.destroy();
    const part = await deps.storage.read(target.key, range);
    if (!part) throw new NotFoundError('The file was not found.');
    return reply
      .code(206)
      .header('content-range', `bytes ${range.start}-${range.end}/${whole.size}`)
      .header('content-length', String(range.end - range.start + 1))
      .send(part.body);
  }

  routes.get(
    '/api/videos/:id/download',
    {
      preHandler: signedDownload,
      schema: {
        summary: 'The source file (Range supported; Bearer token or a signed ?token=)',
        tags,
        params: videoIdParamsSchema,
        querystring: downloadQuerySchema,
      },
    },
    (request, reply) => download(request, reply, request.params.id),
  );

  routes.get(
    '/api/videos/:id/encodings/:height/download',
    {
      preHandler: signedDownload,
      schema: {
        summary: 'One rendition (Range supported; Bearer token or a signed ?token=)',
        tags,
        params: encodingParamsSchema,
        querystring: downloadQuerySchema,
      },
    },
    (request, reply) => download(request, reply, request.params.id, request.params.height),
  );
}
