import {
  errorBodySchema,
  libraryIdParamsSchema,
  playerTemplateInputSchema,
  playerTemplateListSchema,
  playerTemplateOptionListSchema,
  playerTemplateParamsSchema,
  playerTemplateSchema,
} from '@reelbase/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { viewerOf } from '../auth/api-auth.ts';
import type { ApiDeps } from '../http/api-deps.ts';
import { API_ERRORS } from '../http/viewer-routes.ts';
import {
  createPlayerTemplate,
  deletePlayerTemplate,
  getPlayerTemplate,
  listPlayerTemplates,
  playerTemplatesForVideo,
  updatePlayerTemplate,
} from './player-templates-service.ts';

const tags = ['player templates'];
const base = '/api/libraries/:libraryId/player-templates';

export async function playerTemplatesRoutes(app: FastifyInstance, deps: ApiDeps) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const manage = deps.guards.requirePermission('manage-library');

  routes.get(
    base,
    {
      preHandler: manage,
      schema: {
        summary: "A library's player templates (the default first)",
        tags,
        params: libraryIdParamsSchema,
        response: { 200: playerTemplateListSchema, ...API_ERRORS },
      },
    },
    (request) => listPlayerTemplates(deps, viewerOf(request), request.params.libraryId),
  );

  routes.get(
    '/api/libraries/:libraryId/player-templates-for-video',
    {
      preHandler: deps.guards.requirePermission('list-videos-of-libraries'),
      schema: {
        summary: "The template choice of a video's panel",
        tags,
        params: libraryIdParamsSchema,
        response: { 200: playerTemplateOptionListSchema, ...API_ERRORS },
      },
    },
    (request) => playerTemplatesForVideo(deps, viewerOf(request), request.params.libraryId),
  );

  routes.get(
    `${base}/:id`,
    {
      preHandler: manage,
      schema: {
        summary: 'One player template',
        tags,
        params: playerTemplateParamsSchema,
        response: { 200: playerTemplateSchema, ...API_ERRORS },
      },
    },
    (request) => getPlayerTemplate(deps, viewerOf(request), request.params.libraryId, request.params.id),
  );

  routes.post(
    base,
    {
      preHandler: manage,
      schema: {
        summary: 'Add a player template',
        tags,
        params: libraryIdParamsSchema,
        body: playerTemplateInputSchema,
        response: { 201: playerTemplateSchema, 422: errorBodySchema, ...API_ERRORS },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await createPlayerTemplate(deps, viewerOf(request), request.params.libraryId, request.body)),
  );

  routes.put(
    `${base}/:id`,
    {
      preHandler: manage,
      schema: {
        summary: 'Update a player template (is_default 1 makes it the default)',
        tags,
        params: playerTemplateParamsSchema,
        body: playerTemplateInputSchema,
        response: { 200: playerTemplateSchema, 422: errorBodySchema, ...API_ERRORS },
      },
    },
    (request) =>
      updatePlayerTemplate(deps, viewerOf(request), request.params.libraryId, request.params.id, request.body),
  );

  routes.delete(
    `${base}/:id`,
    {
      preHandler: manage,
      schema: {
        summary: 'Delete a player template (not the default one)',
        tags,
        params: playerTemplateParamsSchema,
        response: { 204: z.null(), 422: errorBodySchema, ...API_ERRORS },
      },
    },
    async (request, reply) => {
      await deletePlayerTemplate(deps, viewerOf(request), request.params.libraryId, request.params.id);
      return reply.code(204).send(null);
    },
  );
}
