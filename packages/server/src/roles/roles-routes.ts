import { errorBodySchema, rolesResponseSchema } from '@reelbase/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { type Guards, viewerOf } from '../auth/api-auth.ts';
import type { Database } from '../db/database.ts';
import { rolesFor } from './roles-service.ts';

export async function rolesRoutes(app: FastifyInstance, options: { db: Database; guards: Guards }) {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/roles',
    {
      preHandler: options.guards.requirePermission('manage-user-crud'),
      schema: {
        summary: 'The company-level roles you may give, and the library-level roles',
        tags: ['users'],
        response: { 200: rolesResponseSchema, 401: errorBodySchema, 403: errorBodySchema },
      },
    },
    (request) => rolesFor(options.db, viewerOf(request)),
  );
}
