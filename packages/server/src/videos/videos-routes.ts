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
import { viewerRoute } from '../http/viewer-routes.ts';
import { parseRange } from '../storage/media-routes.ts';
import {
  downloadTarget,
  encodingsOf,
  getVideo,
  mailEncodings,
  requestEncodings,
  type VideoDeps,
} from './videos-service.ts';

const tags = ['videos'];

export async function videosRoutes(app: FastifyInstance, deps: ApiDeps & { downloadSecret: string }) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const { guards } = deps;
  const service: VideoDeps = deps;
  const signedDownload = signedDownloadGuard(deps);

  viewerRoute(
    routes,
    'GET',
    '/api/videos/:id',
    {
      guard: guards.requirePermission('list-videos-of-libraries'),
      summary: 'One video',
      tags,
      params: videoIdParamsSchema,
      response: videoSchema,
    },
    (viewer, { params }) => getVideo(service, viewer, params.id),
  );

  viewerRoute(
    routes,
    'GET',
    '/api/videos/:id/encodings',
    {
      guard: guards.requirePermission('list-videos-of-libraries'),
      summary: 'The mp4 renditions of a video (url: a signed download address, when ready)',
      tags,
      params: videoIdParamsSchema,
      response: encodingListSchema,
    },
    (viewer, { params }) => encodingsOf(service, viewer, params.id),
  );

  viewerRoute(
    routes,
    'POST',
    '/api/videos/:id/encodings',
    {
      guard: guards.requirePermission('manage-videos-of-libraries'),
      summary: 'Encodes (again) the given heights: 360, 720, 1080, 2160, up to the video height',
      tags,
      params: videoIdParamsSchema,
      body: encodingRequestSchema,
      response: encodingListSchema,
      errors: { 425: errorBodySchema },
    },
    (viewer, { params, body }) => requestEncodings(service, viewer, params.id, body.heights),
  );

  viewerRoute(
    routes,
    'POST',
    '/api/videos/:id/encodings/send-mail',
    {
      guard: guards.requirePermission('list-videos-of-libraries'),
      summary: 'Mails the download addresses of the ready renditions to you',
      tags,
      params: videoIdParamsSchema,
      response: sendMailResponseSchema,
      errors: { 422: errorBodySchema },
    },
    (viewer, { params }) => mailEncodings(service, viewer, params.id),
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
