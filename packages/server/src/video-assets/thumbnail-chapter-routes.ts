import {
  ASSET_MAX_BYTES,
  captureFrameSchema,
  chapterInputSchema,
  chapterListSchema,
  chapterParamsSchema,
  chapterSchema,
  chapterUpdateSchema,
  errorBodySchema,
  thumbnailResponseSchema,
  videoIdParamsSchema,
} from '@reelbase/contract';
import { API_ERRORS } from '../http/viewer-routes.ts';
import { readAssetForm } from './asset-files.ts';
import { type AssetRouteContext, multipart, noContent, writeErrors } from './asset-routes-context.ts';
import { addChapter, changeChapter, chaptersOf, removeChapter } from './chapters-service.ts';
import { captureFrame, uploadThumbnail } from './thumbnails-service.ts';

/** A video's thumbnail (uploaded or captured from a frame) and its chapters. */
export function thumbnailChapterRoutes(context: AssetRouteContext) {
  const { routes, deps, manage, read, readable, manageable } = context;

  routes.post(
    '/api/videos/:id/thumbnails',
    {
      preHandler: manage,
      schema: {
        summary: "Upload the video's thumbnail (multipart: file, a jpg, jpeg or png image)",
        tags: ['thumbnails'],
        consumes: multipart,
        params: videoIdParamsSchema,
        response: { 200: thumbnailResponseSchema, ...writeErrors },
      },
    },
    async (request) => {
      const video = await manageable(request, request.params.id);
      return uploadThumbnail(deps, video, await readAssetForm(request, ASSET_MAX_BYTES.thumbnail));
    },
  );

  routes.post(
    '/api/videos/:id/thumbnails/capture-frame',
    {
      preHandler: manage,
      schema: {
        summary: 'Make the frame at `time` seconds the thumbnail',
        tags: ['thumbnails'],
        params: videoIdParamsSchema,
        body: captureFrameSchema,
        response: { 200: thumbnailResponseSchema, 425: errorBodySchema, ...writeErrors },
      },
    },
    async (request) => captureFrame(deps, await manageable(request, request.params.id), request.body.time),
  );

  routes.get(
    '/api/videos/:id/chapters',
    {
      preHandler: read,
      schema: {
        summary: "A video's chapters, by offset",
        tags: ['chapters'],
        params: videoIdParamsSchema,
        response: { 200: chapterListSchema, ...API_ERRORS },
      },
    },
    async (request) => chaptersOf(deps, await readable(request, request.params.id)),
  );

  routes.post(
    '/api/videos/:id/chapters',
    {
      preHandler: manage,
      schema: {
        summary: 'Add a chapter (offset in seconds, at most the duration; value defaults to "New Chapter")',
        tags: ['chapters'],
        params: videoIdParamsSchema,
        body: chapterInputSchema,
        response: { 200: chapterSchema, ...writeErrors },
      },
    },
    async (request) => addChapter(deps, await manageable(request, request.params.id), request.body),
  );

  routes.put(
    '/api/videos/:id/chapters/:chapterId',
    {
      preHandler: manage,
      schema: {
        summary: "Change a chapter's offset or text",
        tags: ['chapters'],
        params: chapterParamsSchema,
        body: chapterUpdateSchema,
        response: { 200: chapterSchema, ...writeErrors },
      },
    },
    async (request) => {
      const video = await manageable(request, request.params.id);
      return changeChapter(deps, video, request.params.chapterId, request.body);
    },
  );

  routes.delete(
    '/api/videos/:id/chapters/:chapterId',
    {
      preHandler: manage,
      schema: { summary: 'Delete a chapter', tags: ['chapters'], params: chapterParamsSchema, response: noContent },
    },
    async (request, reply) => {
      const video = await manageable(request, request.params.id);
      await removeChapter(deps, video, request.params.chapterId);
      return reply.code(204).send(null);
    },
  );
}
