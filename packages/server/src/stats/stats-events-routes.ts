import { errorBodySchema, STATS_TEXTS, statsBatchAnswerSchema, statsBatchSchema } from '@reelbase/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { HttpError } from '../errors.ts';
import { receiveBatch, type StatsEventDeps } from './stats-events-service.ts';

/** The largest batch body (100 events fit in a few kilobytes). */
const BODY_LIMIT = 64 * 1024;

/**
 * POST api/stats/events: the viewing pages' event batches. Public (declared so in the API route
 * table): the signed statistics token in the body is the proof. `navigator.sendBeacon` sends its
 * JSON as text/plain, so that type is read as JSON too. The API's per-address rate limit applies.
 */
export async function statsEventsRoutes(app: FastifyInstance, deps: StatsEventDeps) {
  app.removeContentTypeParser('text/plain');
  app.addContentTypeParser('text/plain', { parseAs: 'string', bodyLimit: BODY_LIMIT }, (_request, body, done) => {
    try {
      done(null, JSON.parse(body as string));
    } catch {
      done(new HttpError(400, STATS_TEXTS.invalidBody), undefined);
    }
  });
  const routes = app.withTypeProvider<ZodTypeProvider>();
  routes.post(
    '/api/stats/events',
    {
      bodyLimit: BODY_LIMIT,
      schema: {
        summary: "A viewing page's batch of view events (JSON, or JSON sent as text/plain)",
        tags: ['statistics'],
        consumes: ['application/json', 'text/plain'],
        body: statsBatchSchema,
        response: { 202: statsBatchAnswerSchema, 400: errorBodySchema, 403: errorBodySchema, 422: errorBodySchema },
      },
    },
    async (request, reply) => {
      const stored = await receiveBatch(deps, request.body, {
        userAgent: request.headers['user-agent'],
        address: request.ip,
        referer: request.headers.referer,
      });
      return reply.code(202).send({ stored });
    },
  );
}
