import { errorBodySchema, healthSchema, versionInfoSchema } from '@reelbase/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Database } from '../db/database.ts';
import type { Storage } from '../storage/storage.ts';
import { checkHealth, versionInfo } from './system-service.ts';

export interface SystemRoutesOptions {
  db: Database;
  mediaDir: string;
  /** The media storage; one with a `check` (S3) is checked by it instead of a file written to mediaDir. */
  storage?: Storage;
  consoleDist: string;
  version: string;
}

export async function systemRoutes(app: FastifyInstance, options: SystemRoutesOptions) {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.get(
    '/api/health',
    {
      schema: {
        summary: 'Whether the server can reach its database and write its storage',
        tags: ['system'],
        security: [],
        response: { 200: healthSchema, 503: healthSchema },
      },
    },
    async (_request, reply) => {
      const health = await checkHealth(options.db, options.mediaDir, options.storage);
      return reply.code(health.status === 'ok' ? 200 : 503).send(health);
    },
  );

  routes.get(
    '/version.json',
    {
      schema: {
        summary: 'The running build; open consoles reload when it changes',
        tags: ['system'],
        security: [],
        response: { 200: versionInfoSchema, 500: errorBodySchema },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'no-cache');
      return versionInfo(options.consoleDist, options.version);
    },
  );
}
