import {
  createdExternalUploadLinkSchema,
  errorBodySchema,
  externalBasicSchema,
  externalUploadInfoSchema,
  externalUploadLinkCreateSchema,
  externalUploadLinkListSchema,
  externalVideoSchema,
  idParamsSchema,
  sendBackupDataResponseSchema,
  sendBackupDataSchema,
  videoIdParamsSchema,
} from '@reelbase/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { viewerOf } from '../auth/api-auth.ts';
import type { ApiDeps } from '../http/api-deps.ts';
import { API_ERRORS } from '../http/viewer-routes.ts';
import { chunkProtocol, drainRefusedChunks } from '../uploads/uploads-routes.ts';
import { uploadLinkOf, uploadTokenGuard } from './external-upload-auth.ts';
import {
  createLink,
  type ExternalUploadDeps,
  getLinkVideo,
  linkInfo,
  linksOfLibrary,
  revokeLinkOf,
  saveLinkVideo,
  sendBackupData,
} from './external-uploads-service.ts';

const errors = { ...API_ERRORS, 422: errorBodySchema };
const tags = ['external upload'];

/**
 * External upload: staff manage a library's token links; the holder of a valid token uploads
 * with the chunk protocol, edits the Basic data of those videos and mails themselves a backup.
 */
export async function externalUploadsRoutes(app: FastifyInstance, deps: ApiDeps & { downloadSecret: string }) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const service: ExternalUploadDeps = deps;
  const { guards } = deps;

  routes.get(
    '/api/libraries/:id/external-upload-links',
    {
      preHandler: guards.requireAuth,
      schema: {
        summary: 'The external upload links of a library (needs upload permission for it)',
        tags,
        params: idParamsSchema,
        response: { 200: externalUploadLinkListSchema, ...errors },
      },
    },
    (request) => linksOfLibrary(service, viewerOf(request), request.params.id),
  );

  routes.post(
    '/api/libraries/:id/external-upload-links',
    {
      preHandler: guards.requireAuth,
      schema: {
        summary: 'Creates an external upload link (expires in 1 to 90 days, 14 by default); the token is shown once',
        tags,
        params: idParamsSchema,
        body: externalUploadLinkCreateSchema,
        response: { 201: createdExternalUploadLinkSchema, ...errors },
      },
    },
    async (request, reply) => {
      const created = await createLink(service, viewerOf(request), request.params.id, request.body);
      return reply.code(201).send(created);
    },
  );

  routes.delete(
    '/api/external-upload-links/:id',
    {
      preHandler: guards.requireAuth,
      schema: {
        summary: 'Revokes an external upload link at once (its videos stay)',
        tags,
        params: idParamsSchema,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await revokeLinkOf(service, viewerOf(request), request.params.id);
      return reply.code(204).send(null);
    },
  );

  // The public side: no account, the link's token in the X-Upload-Token header.
  const requireUploadToken = uploadTokenGuard(app, deps.db);
  drainRefusedChunks(app);
  chunkProtocol(app, deps, '/api/external-upload/chunk', {
    preHandler: requireUploadToken,
    what: 'an upload with an external upload link (X-Upload-Token)',
    uploader: (request) => {
      const link = uploadLinkOf(request);
      return { kind: 'link', linkId: link.id, libraryId: link.libraryId, issuedBy: link.createdBy };
    },
    target: () => ({ kind: 'upload' }),
  });

  routes.get(
    '/api/external-upload',
    {
      preHandler: requireUploadToken,
      schema: {
        summary: 'The library an external upload link uploads to, and its expiry (X-Upload-Token)',
        tags,
        response: { 200: externalUploadInfoSchema, 401: errorBodySchema },
      },
    },
    (request) => linkInfo(service, uploadLinkOf(request)),
  );

  routes.get(
    '/api/external-upload/videos/:id',
    {
      preHandler: requireUploadToken,
      schema: {
        summary: 'A video uploaded with this link: state, viewing and download links (X-Upload-Token)',
        tags,
        params: videoIdParamsSchema,
        response: { 200: externalVideoSchema, ...errors },
      },
    },
    (request) => getLinkVideo(service, uploadLinkOf(request), request.params.id),
  );

  routes.put(
    '/api/external-upload/videos/:id',
    {
      preHandler: requireUploadToken,
      schema: {
        summary: 'Saves the Basic data (title, request number) of a video uploaded with this link',
        tags,
        params: videoIdParamsSchema,
        body: externalBasicSchema,
        response: { 200: externalVideoSchema, ...errors },
      },
    },
    (request) => saveLinkVideo(service, uploadLinkOf(request), request.params.id, request.body),
  );

  routes.post(
    '/api/send-backup-data',
    {
      preHandler: requireUploadToken,
      schema: {
        summary: 'Mails the viewing and download links of an uploaded video (at most once per 5 s)',
        tags,
        body: sendBackupDataSchema,
        response: { 200: sendBackupDataResponseSchema, 425: errorBodySchema, 429: errorBodySchema, ...errors },
      },
    },
    (request) => sendBackupData(service, uploadLinkOf(request), request.ip, request.body),
  );
}
