import {
  assignedUserListSchema,
  errorBodySchema,
  idParamsSchema,
  libraryInputSchema,
  libraryListQuerySchema,
  libraryListSchema,
  librarySchema,
  librarySummaryListSchema,
  logoResponseSchema,
  myLibraryListSchema,
  viewingPageBackgroundResponseSchema,
} from '@reelbase/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { viewerOf } from '../auth/api-auth.ts';
import type { ApiDeps } from '../http/api-deps.ts';
import { API_ERRORS, viewerDeleteRoute, viewerRoute } from '../http/viewer-routes.ts';
import { readImageUpload } from '../storage/images.ts';
import {
  assignedUsersOf,
  createLibrary,
  deleteLibraryOf,
  getLibrary,
  librariesForUpload,
  librariesICanSee,
  listLibrariesFor,
  myLibrariesOf,
  reachableLibrary,
  updateLibraryOf,
} from './libraries-service.ts';
import { removeLibraryImage, uploadLibraryImage } from './library-images.ts';

const tags = ['libraries'];

export async function librariesRoutes(app: FastifyInstance, deps: ApiDeps) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const { guards } = deps;

  viewerRoute(
    routes,
    'GET',
    '/api/libraries',
    {
      guard: guards.requirePermission('list-libraries'),
      summary: 'Libraries, a page at a time (a company-admin: their company only)',
      tags,
      querystring: libraryListQuerySchema,
      response: libraryListSchema,
    },
    (viewer, { query }) => listLibrariesFor(deps, viewer, query),
  );

  viewerRoute(
    routes,
    'GET',
    '/api/libraries-i-can-see',
    {
      guard: guards.requireAuth,
      summary: 'Every library you hold any permission for',
      tags,
      response: librarySummaryListSchema,
    },
    (viewer) => librariesICanSee(deps, viewer),
  );

  viewerRoute(
    routes,
    'GET',
    '/api/libraries/for-upload',
    {
      guard: guards.requireAuth,
      summary: 'The libraries you may upload videos to',
      tags,
      response: librarySummaryListSchema,
    },
    (viewer) => librariesForUpload(deps, viewer),
  );

  viewerRoute(
    routes,
    'GET',
    '/api/libraries/my-libraries',
    {
      guard: guards.requireAuth,
      summary: 'The libraries assigned to you, with your library role',
      tags,
      response: myLibraryListSchema,
    },
    (viewer) => myLibrariesOf(deps, viewer),
  );

  viewerRoute(
    routes,
    'GET',
    '/api/libraries/:id',
    {
      guard: guards.requirePermission('list-libraries'),
      summary: 'One library',
      tags,
      params: idParamsSchema,
      response: librarySchema,
    },
    (viewer, { params }) => getLibrary(deps, viewer, params.id),
  );

  viewerRoute(
    routes,
    'GET',
    '/api/libraries/:id/assigned-users',
    {
      guard: guards.requirePermission('manage-library'),
      summary: 'The users holding a library role in this library',
      tags,
      params: idParamsSchema,
      response: assignedUserListSchema,
    },
    (viewer, { params }) => assignedUsersOf(deps, viewer, params.id),
  );

  viewerRoute(
    routes,
    'POST',
    '/api/libraries',
    {
      guard: guards.requirePermission('store-library'),
      summary: 'Add a library (with a default player template)',
      tags,
      body: libraryInputSchema,
      response: librarySchema,
      status: 201,
    },
    (viewer, { body }) => createLibrary(deps, viewer, body),
  );

  viewerRoute(
    routes,
    'PUT',
    '/api/libraries/:id',
    {
      guard: guards.requirePermission('manage-library'),
      summary: 'Update a library',
      tags,
      params: idParamsSchema,
      body: libraryInputSchema,
      response: librarySchema,
    },
    (viewer, { params, body }) => updateLibraryOf(deps, viewer, params.id, body),
  );

  viewerDeleteRoute(
    routes,
    '/api/libraries/:id',
    { guard: guards.requirePermission('manage-library'), summary: 'Delete a library', tags, params: idParamsSchema },
    (viewer, { params }) => deleteLibraryOf(deps, viewer, params.id),
  );

  const images = [
    { path: 'logo', field: 'logo', label: 'logo', column: 'logoPath', schema: logoResponseSchema },
    {
      path: 'viewing-page-background',
      field: 'viewingPageBackground',
      label: 'viewing page background',
      column: 'viewingPageBackgroundPath',
      schema: viewingPageBackgroundResponseSchema,
    },
  ] as const;

  for (const image of images) {
    routes.post(
      `/api/libraries/:id/${image.path}`,
      {
        preHandler: guards.requirePermission('manage-library'),
        schema: {
          summary: `Upload the library's ${image.label} (multipart field "${image.field}": jpg, jpeg or png)`,
          tags,
          consumes: ['multipart/form-data'],
          params: idParamsSchema,
          response: { 200: image.schema, 422: errorBodySchema, ...API_ERRORS },
        },
      },
      async (request) => {
        const viewer = viewerOf(request);
        await reachableLibrary(deps, viewer, request.params.id, 'manage-library');
        const upload = await readImageUpload(request, image.field, image.label);
        const url = await uploadLibraryImage(deps, viewer, request.params.id, image.column, upload);
        return { [image.field]: url } as z.infer<typeof image.schema>;
      },
    );

    routes.delete(
      `/api/libraries/:id/${image.path}`,
      {
        preHandler: guards.requirePermission('manage-library'),
        schema: {
          summary: `Remove the library's ${image.label}`,
          tags,
          params: idParamsSchema,
          response: { 200: image.schema, ...API_ERRORS },
        },
      },
      async (request) => {
        const url = await removeLibraryImage(deps, viewerOf(request), request.params.id, image.column);
        return { [image.field]: url } as z.infer<typeof image.schema>;
      },
    );
  }
}
