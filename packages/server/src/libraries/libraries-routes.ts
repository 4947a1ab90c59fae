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
import { z } from 'zod';
import { viewerOf } from '../auth/api-auth.ts';
import type { ApiDeps } from '../http/api-deps.ts';
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

const errors = { 401: errorBodySchema, 403: errorBodySchema, 404: errorBodySchema };
const tags = ['libraries'];

export async function librariesRoutes(app: FastifyInstance, deps: ApiDeps) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const { guards } = deps;

  routes.get(
    '/api/libraries',
    {
      preHandler: guards.requirePermission('list-libraries'),
      schema: {
        summary: 'Libraries, a page at a time (a company-admin: their company only)',
        tags,
        querystring: libraryListQuerySchema,
        response: { 200: libraryListSchema, 422: errorBodySchema, ...errors },
      },
    },
    (request) => listLibrariesFor(deps, viewerOf(request), request.query),
  );

  routes.get(
    '/api/libraries-i-can-see',
    {
      preHandler: guards.requireAuth,
      schema: {
        summary: 'Every library you hold any permission for',
        tags,
        response: { 200: librarySummaryListSchema, ...errors },
      },
    },
    (request) => librariesICanSee(deps, viewerOf(request)),
  );

  routes.get(
    '/api/libraries/for-upload',
    {
      preHandler: guards.requireAuth,
      schema: {
        summary: 'The libraries you may upload videos to',
        tags,
        response: { 200: librarySummaryListSchema, ...errors },
      },
    },
    (request) => librariesForUpload(deps, viewerOf(request)),
  );

  routes.get(
    '/api/libraries/my-libraries',
    {
      preHandler: guards.requireAuth,
      schema: {
        summary: 'The libraries assigned to you, with your library role',
        tags,
        response: { 200: myLibraryListSchema, ...errors },
      },
    },
    (request) => myLibrariesOf(deps, viewerOf(request)),
  );

  routes.get(
    '/api/libraries/:id',
    {
      preHandler: guards.requirePermission('list-libraries'),
      schema: { summary: 'One library', tags, params: idParamsSchema, response: { 200: librarySchema, ...errors } },
    },
    (request) => getLibrary(deps, viewerOf(request), request.params.id),
  );

  routes.get(
    '/api/libraries/:id/assigned-users',
    {
      preHandler: guards.requirePermission('manage-library'),
      schema: {
        summary: 'The users holding a library role in this library',
        tags,
        params: idParamsSchema,
        response: { 200: assignedUserListSchema, ...errors },
      },
    },
    (request) => assignedUsersOf(deps, viewerOf(request), request.params.id),
  );

  routes.post(
    '/api/libraries',
    {
      preHandler: guards.requirePermission('store-library'),
      schema: {
        summary: 'Add a library (with a default player template)',
        tags,
        body: libraryInputSchema,
        response: { 201: librarySchema, 422: errorBodySchema, ...errors },
      },
    },
    async (request, reply) => reply.code(201).send(await createLibrary(deps, viewerOf(request), request.body)),
  );

  routes.put(
    '/api/libraries/:id',
    {
      preHandler: guards.requirePermission('manage-library'),
      schema: {
        summary: 'Update a library',
        tags,
        params: idParamsSchema,
        body: libraryInputSchema,
        response: { 200: librarySchema, 422: errorBodySchema, ...errors },
      },
    },
    (request) => updateLibraryOf(deps, viewerOf(request), request.params.id, request.body),
  );

  routes.delete(
    '/api/libraries/:id',
    {
      preHandler: guards.requirePermission('manage-library'),
      schema: { summary: 'Delete a library', tags, params: idParamsSchema, response: { 204: z.null(), ...errors } },
    },
    async (request, reply) => {
      await deleteLibraryOf(deps, viewerOf(request), request.params.id);
      return reply.code(204).send(null);
    },
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
          response: { 200: image.schema, 422: errorBodySchema, ...errors },
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
          response: { 200: image.schema, ...errors },
        },
      },
      async (request) => {
        const url = await removeLibraryImage(deps, viewerOf(request), request.params.id, image.column);
        return { [image.field]: url } as z.infer<typeof image.schema>;
      },
    );
  }
}
