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
import type { ApiDeps } from '../http/api-deps.ts';
import { viewerDeleteRoute, viewerRoute } from '../http/viewer-routes.ts';
import { createUser, deleteUserOf, getUser, listUsersFor, resendInvitation, updateUserOf } from './users-service.ts';

const tags = ['users'];

export async function usersRoutes(app: FastifyInstance, deps: ApiDeps) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const guard = deps.guards.requirePermission('manage-user-crud');

  viewerRoute(
    routes,
    'GET',
    '/api/users',
    {
      guard,
      summary: 'Users, a page at a time (a company-admin: their company only)',
      tags,
      querystring: userListQuerySchema,
      response: userListSchema,
    },
    (viewer, { query }) => listUsersFor(deps, viewer, query),
  );

  viewerRoute(
    routes,
    'GET',
    '/api/users/:id',
    { guard, summary: 'One user', tags, params: idParamsSchema, response: userDetailSchema },
    (viewer, { params }) => getUser(deps, viewer, params.id),
  );

  viewerRoute(
    routes,
    'POST',
    '/api/users',
    {
      guard,
      summary: 'Add a user; an invitation mail lets them choose a password',
      tags,
      body: userCreateSchema,
      response: userDetailSchema,
      status: 201,
    },
    (viewer, { body }) => createUser(deps, viewer, body),
  );

  viewerRoute(
    routes,
    'PUT',
    '/api/users/:id',
    {
      guard,
      summary: 'Update a user (not yourself; the email cannot change)',
      tags,
      params: idParamsSchema,
      body: userUpdateSchema,
      response: userDetailSchema,
    },
    (viewer, { params, body }) => updateUserOf(deps, viewer, params.id, body),
  );

  viewerDeleteRoute(
    routes,
    '/api/users/:id',
    { guard, summary: 'Delete a user (not yourself)', tags, params: idParamsSchema },
    (viewer, { params }) => deleteUserOf(deps, viewer, params.id),
  );

  viewerRoute(
    routes,
    'POST',
    '/api/users/:id/invitation',
    {
      guard,
      summary: 'Mail a user who has no password yet a new link to choose one (the old link stops working)',
      tags,
      params: idParamsSchema,
      response: invitationSentSchema,
      status: 202,
      errors: { 422: errorBodySchema, 429: errorBodySchema },
    },
    (viewer, { params }) => resendInvitation(deps, viewer, params.id),
  );
}
