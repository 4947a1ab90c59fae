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
import { viewerOf } from '../auth/api-auth.ts';
import type { ApiDeps } from '../http/api-deps.ts';
import { API_ERRORS, viewerDeleteRoute, viewerRoute } from '../http/viewer-routes.ts';
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

const tags = ['companies'];

export async function companiesRoutes(app: FastifyInstance, deps: ApiDeps) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const { guards } = deps;

  viewerRoute(
    routes,
    'GET',
    '/api/companies',
    {
      guard: guards.requirePermission('list-companies'),
      summary: 'Companies, a page at a time (super-admins and system-admins)',
      tags,
      querystring: companyListQuerySchema,
      response: companyListSchema,
    },
    (_viewer, { query }) => listCompaniesFor(deps, query),
  );

  viewerRoute(
    routes,
    'GET',
    '/api/companies/by-library/:libraryId',
    {
      guard: guards.requireAuth,
      summary: 'The company of a library you can see',
      tags,
      params: libraryIdParamsSchema,
      response: companyByLibrarySchema,
    },
    (viewer, { params }) => companyIdByLibrary(deps, viewer, params.libraryId),
  );

  viewerRoute(
    routes,
    'GET',
    '/api/companies/:id',
    {
      guard: guards.requirePermission('manage-company'),
      summary: 'One company (a company-admin: only their own)',
      tags,
      params: idParamsSchema,
      response: companySchema,
    },
    (viewer, { params }) => getCompany(deps, viewer, params.id),
  );

  viewerRoute(
    routes,
    'POST',
    '/api/companies',
    {
      guard: guards.requirePermission('store-company'),
      summary: 'Add a company',
      tags,
      body: companyInputSchema,
      response: companySchema,
      status: 201,
    },
    (viewer, { body }) => createCompany(deps, viewer, body),
  );

  viewerRoute(
    routes,
    'PUT',
    '/api/companies/:id',
    {
      guard: guards.requirePermission('manage-company'),
      summary: 'Update a company (feature flags: super-admins and system-admins only)',
      tags,
      params: idParamsSchema,
      body: companyInputSchema,
      response: companySchema,
    },
    (viewer, { params, body }) => updateCompanyOf(deps, viewer, params.id, body),
  );

  viewerDeleteRoute(
    routes,
    '/api/companies/:id',
    {
      guard: guards.requirePermission('manage-company'),
      summary: 'Delete a company with its libraries and users (not your own company)',
      tags,
      params: idParamsSchema,
    },
    (viewer, { params }) => deleteCompany(deps, viewer, params.id),
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
        response: { 200: logoResponseSchema, 422: errorBodySchema, ...API_ERRORS },
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
        response: { 200: logoResponseSchema, ...API_ERRORS },
      },
    },
    (request) => removeCompanyLogo(deps, viewerOf(request), request.params.id),
  );
}
