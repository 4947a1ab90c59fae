import { companyIdParamsSchema, usageStatsListSchema, usageStatsSchema } from '@reelbase/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { ApiDeps } from '../http/api-deps.ts';
import { viewerRoute } from '../http/viewer-routes.ts';
import { usageStatsOfAll, usageStatsOfCompany } from './usage-stats-service.ts';

const tags = ['usage stats'];

export async function usageStatsRoutes(app: FastifyInstance, deps: ApiDeps) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const guard = deps.guards.requirePermission('company-usage-stats');

  viewerRoute(
    routes,
    'GET',
    '/api/usage-stats',
    {
      guard: guard,
      summary: 'Users, libraries, videos and used storage (bytes) of every company',
      tags,
      response: usageStatsListSchema,
    },
    (viewer) => usageStatsOfAll(deps, viewer),
  );

  viewerRoute(
    routes,
    'GET',
    '/api/usage-stats/:companyId',
    {
      guard: guard,
      summary: "One company's users, libraries, videos and used storage (bytes)",
      tags,
      params: companyIdParamsSchema,
      response: usageStatsSchema,
    },
    (viewer, { params }) => usageStatsOfCompany(deps, viewer, params.companyId),
  );
}
