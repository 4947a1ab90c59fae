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
import type { ApiDeps } from '../http/api-deps.ts';
import { viewerRoute } from '../http/viewer-routes.ts';
import {
  companyTagsOf,
  copyVideo,
  deleteVideosOf,
  listVideosOf,
  moveVideo,
  updateVideoFields,
} from './media-library-service.ts';
import type { VideoDeps } from './videos-service.ts';

const tags = ['videos'];

/** The media library: list, update, delete, company tags, move and copy. */
export async function mediaLibraryRoutes(app: FastifyInstance, deps: ApiDeps & { downloadSecret: string }) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const { guards } = deps;
  const service: VideoDeps = deps;

  viewerRoute(
    routes,
    'GET',
    '/api/videos',
    {
      guard: guards.requirePermission('list-videos-of-libraries'),
      summary: 'The media library: quick search, status (privacy) and library filters, sorting, pages',
      tags,
      querystring: videoListQuerySchema,
      response: videoListSchema,
    },
    (viewer, { query }) => listVideosOf(service, viewer, query),
  );

  viewerRoute(
    routes,
    'PUT',
    '/api/videos/:id',
    {
      guard: guards.requirePermission('manage-videos-of-libraries'),
      summary: 'Changes the fields sent (name is the title; projectNumber and playerTemplateId too)',
      tags,
      params: videoIdParamsSchema,
      body: videoUpdateSchema,
      response: videoSchema,
    },
    (viewer, { params, body }) => updateVideoFields(service, viewer, params.id, body),
  );

  viewerRoute(
    routes,
    'DELETE',
    '/api/videos/:id',
    {
      guard: guards.requirePermission('manage-videos-of-libraries'),
      summary: 'Deletes a video with its files',
      tags,
      params: videoIdParamsSchema,
      response: videoDeletedSchema,
    },
    (viewer, { params }) => deleteVideosOf(service, viewer, [params.id]),
  );

  viewerRoute(
    routes,
    'DELETE',
    '/api/videos',
    {
      guard: guards.requirePermission('manage-videos-of-libraries'),
      summary: 'Deletes up to 100 videos with their files: all or none',
      tags,
      body: videoBulkDeleteSchema,
      response: videoDeletedSchema,
    },
    (viewer, { body }) => deleteVideosOf(service, viewer, body.ids),
  );

  viewerRoute(
    routes,
    'GET',
    '/api/videos/:id/company-tags',
    {
      guard: guards.requirePermission('list-videos-of-libraries'),
      summary: "The distinct tags of the company's videos (first item: uniqueTags)",
      tags,
      params: videoIdParamsSchema,
      response: companyTagsSchema,
    },
    (viewer, { params }) => companyTagsOf(service, viewer, params.id),
  );

  viewerRoute(
    routes,
    'POST',
    '/api/videos/:id/move',
    {
      guard: guards.requirePermission('move-to-library'),
      summary: 'Moves a video to another library',
      tags,
      params: videoIdParamsSchema,
      body: videoMoveSchema,
      response: videoListItemSchema,
    },
    (viewer, { params, body }) => moveVideo(service, viewer, params.id, body.library),
  );

  viewerRoute(
    routes,
    'POST',
    '/api/videos/:id/copy',
    {
      guard: guards.requirePermission('list-videos-of-libraries'),
      summary: 'Copies an encoded video into another library (the files are copied by a job)',
      tags,
      params: videoIdParamsSchema,
      body: videoCopySchema,
      response: videoListItemSchema,
      status: 202,
      errors: { 425: errorBodySchema },
    },
    (viewer, { params, body }) => copyVideo(service, viewer, params.id, body.library),
  );
}
