import {
  errorBodySchema,
  INTERACTIVE_IMAGE_MAX_BYTES,
  interactiveElementInputSchema,
  interactiveElementParamsSchema,
  interactiveElementSchema,
  interactiveImageSchema,
  interactiveListSchema,
  presentationSchema,
  presentationSettingsAnswerSchema,
  presentationSettingsSchema,
  SLIDE_IMAGE_MAX_BYTES,
  slideDuplicateSchema,
  slideParamsSchema,
  slideReorderSchema,
  slideSchema,
  slideUpdateSchema,
  videoIdParamsSchema,
} from '@reelbase/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { viewerOf } from '../auth/api-auth.ts';
import type { ApiDeps } from '../http/api-deps.ts';
import { API_ERRORS } from '../http/viewer-routes.ts';
import { drainRefusedChunks } from '../uploads/uploads-routes.ts';
import { readAssetForm } from '../video-assets/asset-files.ts';
import { type AssetDeps, assetVideo } from '../video-assets/video-assets-service.ts';
import { elementsOf, removeElement, saveElement, uploadInteractiveImage } from './interactive-service.ts';
import {
  addSlide,
  changePresentationSettings,
  changeSlide,
  duplicateSlide,
  presentationOf,
  removeSlide,
  reorderPresentation,
  replaceSlideImage,
} from './presentation-service.ts';

const writeErrors = { ...API_ERRORS, 422: errorBodySchema };
const noContent = { 204: z.null(), ...API_ERRORS };
const multipart = ['multipart/form-data'];
const interactive = ['interactive'];
const presentation = ['presentation'];

/**
 * The interactive elements and the slide presentation of a video. Reading needs the video's
 * library to be visible; every change needs manage-videos-of-libraries on that library.
 */
export async function videoEditorsRoutes(app: FastifyInstance, deps: AssetDeps & ApiDeps) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const { guards } = deps;
  const manage = guards.requirePermission('manage-videos-of-libraries');
  const read = guards.requireAuth;
  const readable = (request: FastifyRequest, id: string) => assetVideo(deps, viewerOf(request), id, 'read');
  const manageable = (request: FastifyRequest, id: string) => assetVideo(deps, viewerOf(request), id, 'manage');
  drainRefusedChunks(app);

  // Interactive elements

  routes.get(
    '/api/videos/:id/interactive',
    {
      preHandler: read,
      schema: {
        summary: "A video's interactive elements, by start",
        tags: interactive,
        params: videoIdParamsSchema,
        response: { 200: interactiveListSchema, ...API_ERRORS },
      },
    },
    async (request) => elementsOf(deps, await readable(request, request.params.id)),
  );

  routes.post(
    '/api/videos/:id/interactive',
    {
      preHandler: manage,
      schema: {
        summary: 'Add an interactive element (its `_id` is kept; the same `_id` again updates it)',
        tags: interactive,
        params: videoIdParamsSchema,
        body: interactiveElementInputSchema,
        response: { 200: interactiveElementSchema, ...writeErrors },
      },
    },
    async (request) => saveElement(deps, await manageable(request, request.params.id), request.body),
  );

  routes.post(
    '/api/videos/:id/interactive/image-upload',
    {
      preHandler: manage,
      schema: {
        summary: 'Upload an image for interactive elements (multipart: file, a jpg, jpeg or png image)',
        tags: interactive,
        consumes: multipart,
        params: videoIdParamsSchema,
        response: { 200: interactiveImageSchema, ...writeErrors },
      },
    },
    async (request) => {
      const video = await manageable(request, request.params.id);
      return uploadInteractiveImage(deps, video, await readAssetForm(request, INTERACTIVE_IMAGE_MAX_BYTES));
    },
  );

  routes.put(
    '/api/videos/:id/interactive/:elementId',
    {
      preHandler: manage,
      schema: {
        summary: 'Save an interactive element (stored under the id of the path)',
        tags: interactive,
        params: interactiveElementParamsSchema,
        body: interactiveElementInputSchema,
        response: { 200: interactiveElementSchema, ...writeErrors },
      },
    },
    async (request) => {
      const video = await manageable(request, request.params.id);
      return saveElement(deps, video, request.body, request.params.elementId);
    },
  );

  routes.delete(
    '/api/videos/:id/interactive/:elementId',
    {
      preHandler: manage,
      schema: {
        summary: 'Delete an interactive element',
        tags: interactive,
        params: interactiveElementParamsSchema,
        response: noContent,
      },
    },
    async (request, reply) => {
      const video = await manageable(request, request.params.id);
      await removeElement(deps, video, request.params.elementId);
      return reply.code(204).send(null);
    },
  );

  // Presentation

  routes.get(
    '/api/videos/:id/presentation',
    {
      preHandler: read,
      schema: {
        summary: "A video's presentation: the default view position and the slides by start",
        tags: presentation,
        params: videoIdParamsSchema,
        response: { 200: presentationSchema, ...API_ERRORS },
      },
    },
    async (request) => presentationOf(deps, await readable(request, request.params.id)),
  );

  routes.post(
    '/api/videos/:id/presentation',
    {
      preHandler: manage,
      schema: {
        summary: 'Add a slide (multipart: file (an image), _id, name, start; end defaults to the next slide)',
        tags: presentation,
        consumes: multipart,
        params: videoIdParamsSchema,
        response: { 200: slideSchema, ...writeErrors },
      },
    },
    async (request) => {
      const video = await manageable(request, request.params.id);
      return addSlide(deps, video, await readAssetForm(request, SLIDE_IMAGE_MAX_BYTES));
    },
  );

  routes.post(
    '/api/videos/:id/presentation/duplicate',
    {
      preHandler: manage,
      schema: {
        summary: "Copy a slide (name + ' - copy', its own copy of the image)",
        tags: presentation,
        params: videoIdParamsSchema,
        body: slideDuplicateSchema,
        response: { 200: slideSchema, ...writeErrors },
      },
    },
    async (request) => {
      const video = await manageable(request, request.params.id);
      return duplicateSlide(deps, video, request.body._id, request.body.new_id);
    },
  );

  routes.post(
    '/api/videos/:id/presentation/reorder',
    {
      preHandler: manage,
      schema: {
        summary: 'Give every slide of the video its new start (all slides exactly once, in one transaction)',
        tags: presentation,
        params: videoIdParamsSchema,
        body: slideReorderSchema,
        response: { 200: presentationSchema, ...writeErrors },
      },
    },
    async (request) => reorderPresentation(deps, await manageable(request, request.params.id), request.body),
  );

  routes.put(
    '/api/videos/:id/presentation/settings',
    {
      preHandler: manage,
      schema: {
        summary: 'Set the default view position of the slides (PIP, SBS or Single)',
        tags: presentation,
        params: videoIdParamsSchema,
        body: presentationSettingsSchema,
        response: { 200: presentationSettingsAnswerSchema, ...writeErrors },
      },
    },
    async (request) => {
      const video = await manageable(request, request.params.id);
      return changePresentationSettings(deps, video, request.body.position);
    },
  );

  routes.put(
    '/api/videos/:id/presentation/:slideId',
    {
      preHandler: manage,
      schema: {
        summary: "Change a slide's name, start, end or active mark",
        tags: presentation,
        params: slideParamsSchema,
        body: slideUpdateSchema,
        response: { 200: slideSchema, ...writeErrors },
      },
    },
    async (request) => {
      const video = await manageable(request, request.params.id);
      return changeSlide(deps, video, request.params.slideId, request.body);
    },
  );

  routes.post(
    '/api/videos/:id/presentation/:slideId',
    {
      preHandler: manage,
      schema: {
        summary: "Replace a slide's image (multipart: file, _method=PUT); the slide keeps its id",
        tags: presentation,
        consumes: multipart,
        params: slideParamsSchema,
        response: { 200: slideSchema, ...writeErrors },
      },
    },
    async (request) => {
      const video = await manageable(request, request.params.id);
      const form = await readAssetForm(request, SLIDE_IMAGE_MAX_BYTES);
      return replaceSlideImage(deps, video, request.params.slideId, form);
    },
  );

  routes.delete(
    '/api/videos/:id/presentation/:slideId',
    {
      preHandler: manage,
      schema: {
        summary: 'Delete a slide and its image',
        tags: presentation,
        params: slideParamsSchema,
        response: noContent,
      },
    },
    async (request, reply) => {
      const video = await manageable(request, request.params.id);
      await removeSlide(deps, video, request.params.slideId);
      return reply.code(204).send(null);
    },
  );
}
