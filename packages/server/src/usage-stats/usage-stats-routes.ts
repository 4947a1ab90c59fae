import { companyIdParamsSchema, errorBodySchema, usageStatsListSchema, usageStatsSchema } from '@reelbase/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { viewerOf } from '../auth/api-auth.ts';
import type { ApiDeps } from '../http/api-deps.ts';
import { usageStatsOfAll, usageStatsOfCompany } from './usage-stats-service.ts';

const errors = { 401: errorBodySchema, 403: errorBodySchema, 404: errorBodySchema };
const tags = ['usage stats'];

export async function usageStatsRoutes(app: FastifyInstance, deps: ApiDeps) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const guard = deps.guards.requirePermission('company-usage-stats');

  routes.get(
    '/api/usage-stats',
    {
      preHandler: guard,
      schema: {
        summary: 'Users, libraries, videos and used storage (bytes) of every company',
        tags,
        response: { 200: usageStatsListSchema, ...errors },
      },
    },
    (request) => usageStatsOfAll(deps, viewerOf(request)),
  );

  routes.get(
    '/api/usage-stats/:companyId',
    {
      preHandler: guard,
      schema: {
        summary: "One company's users, libraries, videos and used storage (bytes)",
        tags,
        params: companyIdParamsSchema,
        response: { 200: usageStatsSchema, ...errors },
      },
    },
    (request) => usageStatsOfCompany(deps, viewerOf(request), request.params.companyId),
  );
}
