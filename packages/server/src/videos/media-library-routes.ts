import {
  companyTagsSchema,
  errorBodySchema,
  videoBulkDeleteSchema,
  videoCopySchema,
  videoDeletedSchema,
  videoIdParamsSchema,
  videoListItemSchema,
  videoListQuerySchema,
  videoListSchema,
  videoMoveSchema,
  videoSchema,
  videoUpdateSchema,
} from '@reelbase/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { viewerOf } from '../auth/api-auth.ts';
import type { ApiDeps } from '../http/api-deps.ts';
import {
  companyTagsOf,
  copyVideo,
  deleteVideosOf,
  listVideosOf,
  moveVideo,
  updateVideoFields,
} from './media-library-service.ts';
import type { VideoDeps } from './videos-service.ts';

const errors = { 401: errorBodySchema, 403: errorBodySchema, 404: errorBodySchema };
const tags = ['videos'];

/** The media library: list, update, delete, company tags, move and copy. */
export async function mediaLibraryRoutes(app: FastifyInstance, deps: ApiDeps & { downloadSecret: string }) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const { guards } = deps;
  const service: VideoDeps = deps;

  routes.get(
    '/api/videos',
    {
      preHandler: guards.requirePermission('list-videos-of-libraries'),
      schema: {
        summary: 'The media library: quick search, status (privacy) and library filters, sorting, pages',
        tags,
        querystring: videoListQuerySchema,
        response: { 200: videoListSchema, 422: errorBodySchema, ...errors },
      },
    },
    (request) => listVideosOf(service, viewerOf(request), request.query),
  );

  routes.put(
    '/api/videos/:id',
    {
      preHandler: guards.requirePermission('manage-videos-of-libraries'),
      schema: {
        summary: 'Changes the fields sent (name is the title; projectNumber and playerTemplateId too)',
        tags,
        params: videoIdParamsSchema,
        body: videoUpdateSchema,
        response: { 200: videoSchema, 422: errorBodySchema, ...errors },
      },
    },
    (request) => updateVideoFields(service, viewerOf(request), request.params.id, request.body),
  );

  routes.delete(
    '/api/videos/:id',
    {
      preHandler: guards.requirePermission('manage-videos-of-libraries'),
      schema: {
        summary: 'Deletes a video with its files',
        tags,
        params: videoIdParamsSchema,
        response: { 200: videoDeletedSchema, ...errors },
      },
    },
    (request) => deleteVideosOf(service, viewerOf(request), [request.params.id]),
  );

  routes.delete(
    '/api/videos',
    {
      preHandler: guards.requirePermission('manage-videos-of-libraries'),
      schema: {
        summary: 'Deletes up to 100 videos with their files: all or none',
        tags,
        body: videoBulkDeleteSchema,
        response: { 200: videoDeletedSchema, 422: errorBodySchema, ...errors },
      },
    },
    (request) => deleteVideosOf(service, viewerOf(request), request.body.ids),
  );

  routes.get(
    '/api/videos/:id/company-tags',
    {
      preHandler: guards.requirePermission('list-videos-of-libraries'),
      schema: {
        summary: "The distinct tags of the company's videos (first item: uniqueTags)",
        tags,
        params: videoIdParamsSchema,
        response: { 200: companyTagsSchema, ...errors },
      },
    },
    (request) => companyTagsOf(service, viewerOf(request), request.params.id),
  );

  routes.post(
    '/api/videos/:id/move',
    {
      preHandler: guards.requirePermission('move-to-library'),
      schema: {
        summary: 'Moves a video to another library',
        tags,
        params: videoIdParamsSchema,
        body: videoMoveSchema,
        response: { 200: videoListItemSchema, 422: errorBodySchema, ...errors },
      },
    },
    (request) => moveVideo(service, viewerOf(request), request.params.id, request.body.library),
  );

  routes.post(
    '/api/videos/:id/copy',
    {
      preHandler: guards.requirePermission('list-videos-of-libraries'),
      schema: {
        summary: 'Copies an encoded video into another library (the files are copied by a job)',
        tags,
        params: videoIdParamsSchema,
        body: videoCopySchema,
        response: { 202: videoListItemSchema, 422: errorBodySchema, 425: errorBodySchema, ...errors },
      },
    },
    async (request, reply) => {
      const copy = await copyVideo(service, viewerOf(request), request.params.id, request.body.library);
      return reply.code(202).send(copy);
    },
  );
}
