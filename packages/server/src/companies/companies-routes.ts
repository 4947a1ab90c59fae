import {
  companyByLibrarySchema,
  companyInputSchema,
  companyListQuerySchema,
  companyListSchema,
  companySchema,
  errorBodySchema,
  idParamsSchema,
  libraryIdParamsSchema,
  logoResponseSchema,
} from '@reelbase/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { viewerOf } from '../auth/api-auth.ts';
import type { ApiDeps } from '../http/api-deps.ts';
import { readImageUpload } from '../storage/images.ts';
import {
  companyIdByLibrary,
  createCompany,
  deleteCompany,
  getCompany,
  listCompaniesFor,
  removeCompanyLogo,
  updateCompanyOf,
  uploadCompanyLogo,
} from './companies-service.ts';

const errors = { 401: errorBodySchema, 403: errorBodySchema, 404: errorBodySchema };
const tags = ['companies'];

export async function companiesRoutes(app: FastifyInstance, deps: ApiDeps) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const { guards } = deps;

  routes.get(
    '/api/companies',
    {
      preHandler: guards.requirePermission('list-companies'),
      schema: {
        summary: 'Companies, a page at a time (super-admins and system-admins)',
        tags,
        querystring: companyListQuerySchema,
        response: { 200: companyListSchema, 422: errorBodySchema, ...errors },
      },
    },
    (request) => listCompaniesFor(deps, request.query),
  );

  routes.get(
    '/api/companies/by-library/:libraryId',
    {
      preHandler: guards.requireAuth,
      schema: {
        summary: 'The company of a library you can see',
        tags,
        params: libraryIdParamsSchema,
        response: { 200: companyByLibrarySchema, ...errors },
      },
    },
    (request) => companyIdByLibrary(deps, viewerOf(request), request.params.libraryId),
  );

  routes.get(
    '/api/companies/:id',
    {
      preHandler: guards.requirePermission('manage-company'),
      schema: {
        summary: 'One company (a company-admin: only their own)',
        tags,
        params: idParamsSchema,
        response: { 200: companySchema, ...errors },
      },
    },
    (request) => getCompany(deps, viewerOf(request), request.params.id),
  );

  routes.post(
    '/api/companies',
    {
      preHandler: guards.requirePermission('store-company'),
      schema: {
        summary: 'Add a company',
        tags,
        body: companyInputSchema,
        response: { 201: companySchema, 422: errorBodySchema, ...errors },
      },
    },
    async (request, reply) => reply.code(201).send(await createCompany(deps, viewerOf(request), request.body)),
  );

  routes.put(
    '/api/companies/:id',
    {
      preHandler: guards.requirePermission('manage-company'),
      schema: {
        summary: 'Update a company (feature flags: super-admins and system-admins only)',
        tags,
        params: idParamsSchema,
        body: companyInputSchema,
        response: { 200: companySchema, 422: errorBodySchema, ...errors },
      },
    },
    (request) => updateCompanyOf(deps, viewerOf(request), request.params.id, request.body),
  );

  routes.delete(
    '/api/companies/:id',
    {
      preHandler: guards.requirePermission('manage-company'),
      schema: {
        summary: 'Delete a company with its libraries and users (not your own company)',
        tags,
        params: idParamsSchema,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await deleteCompany(deps, viewerOf(request), request.params.id);
      return reply.code(204).send(null);
    },
  );

  routes.post(
    '/api/companies/:id/logo',
    {
      preHandler: guards.requirePermission('manage-company'),
      schema: {
        summary: 'Upload the company logo (multipart field "logo": jpg, jpeg or png)',
        tags,
        consumes: ['multipart/form-data'],
        params: idParamsSchema,
        response: { 200: logoResponseSchema, 422: errorBodySchema, ...errors },
      },
    },
    async (request) => {
      const viewer = viewerOf(request);
      await getCompany(deps, viewer, request.params.id);
      const image = await readImageUpload(request, 'logo', 'logo');
      return uploadCompanyLogo(deps, viewer, request.params.id, image);
    },
  );

  routes.delete(
    '/api/companies/:id/logo',
    {
      preHandler: guards.requirePermission('manage-company'),
      schema: {
        summary: 'Remove the company logo',
        tags,
        params: idParamsSchema,
        response: { 200: logoResponseSchema, ...errors },
      },
    },
    (request) => removeCompanyLogo(deps, viewerOf(request), request.params.id),
  );
}
