import {
  errorBodySchema,
  idParamsSchema,
  invitationSentSchema,
  userCreateSchema,
  userDetailSchema,
  userListQuerySchema,
  userListSchema,
  userUpdateSchema,
} from '@reelbase/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { viewerOf } from '../auth/api-auth.ts';
import type { ApiDeps } from '../http/api-deps.ts';
import { createUser, deleteUserOf, getUser, listUsersFor, resendInvitation, updateUserOf } from './users-service.ts';

const errors = { 401: errorBodySchema, 403: errorBodySchema, 404: errorBodySchema };
const tags = ['users'];

export async function usersRoutes(app: FastifyInstance, deps: ApiDeps) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const guard = deps.guards.requirePermission('manage-user-crud');

  routes.get(
    '/api/users',
    {
      preHandler: guard,
      schema: {
        summary: 'Users, a page at a time (a company-admin: their company only)',
        tags,
        querystring: userListQuerySchema,
        response: { 200: userListSchema, 422: errorBodySchema, ...errors },
      },
    },
    (request) => listUsersFor(deps, viewerOf(request), request.query),
  );

  routes.get(
    '/api/users/:id',
    {
      preHandler: guard,
      schema: { summary: 'One user', tags, params: idParamsSchema, response: { 200: userDetailSchema, ...errors } },
    },
    (request) => getUser(deps, viewerOf(request), request.params.id),
  );

  routes.post(
    '/api/users',
    {
      preHandler: guard,
      schema: {
        summary: 'Add a user; an invitation mail lets them choose a password',
        tags,
        body: userCreateSchema,
        response: { 201: userDetailSchema, 422: errorBodySchema, ...errors },
      },
    },
    async (request, reply) => reply.code(201).send(await createUser(deps, viewerOf(request), request.body)),
  );

  routes.put(
    '/api/users/:id',
    {
      preHandler: guard,
      schema: {
        summary: 'Update a user (not yourself; the email cannot change)',
        tags,
        params: idParamsSchema,
        body: userUpdateSchema,
        response: { 200: userDetailSchema, 422: errorBodySchema, ...errors },
      },
    },
    (request) => updateUserOf(deps, viewerOf(request), request.params.id, request.body),
  );

  routes.delete(
    '/api/users/:id',
    {
      preHandler: guard,
      schema: {
        summary: 'Delete a user (not yourself)',
        tags,
        params: idParamsSchema,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await deleteUserOf(deps, viewerOf(request), request.params.id);
      return reply.code(204).send(null);
    },
  );

  routes.post(
    '/api/users/:id/invitation',
    {
      preHandler: guard,
      schema: {
        summary: 'Mail a user who has no password yet a new link to choose one (the old link stops working)',
        tags,
        params: idParamsSchema,
        response: { 202: invitationSentSchema, 422: errorBodySchema, 429: errorBodySchema, ...errors },
      },
    },
    async (request, reply) => reply.code(202).send(await resendInvitation(deps, viewerOf(request), request.params.id)),
  );
}
