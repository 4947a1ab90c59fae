import { errorBodySchema } from '@reelbase/contract';
import type {
  FastifyBaseLogger,
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
} from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { type Guard, viewerOf } from '../auth/api-auth.ts';
import type { Viewer } from '../users/accounts.ts';

/** The answers every guarded API route may give besides its own: not signed in, not allowed, not found. */
export const API_ERRORS = { 401: errorBodySchema, 403: errorBodySchema, 404: errorBodySchema };

/** The API routes of an area, validated and documented with the contract's zod schemas. */
type ApiRoutes = FastifyInstance<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  FastifyBaseLogger,
  ZodTypeProvider
>;

type Schema = z.ZodType | undefined;
type Parsed<S extends Schema> = S extends z.ZodType ? z.output<S> : undefined;

/** What a route declares: its guard, its documentation and the contract's schemas of its parts. */
interface ViewerRouteSpec<Params extends Schema, Query extends Schema, Body extends Schema> {
  guard: Guard;
  summary: string;
  tags: string[];
  params?: Params;
  querystring?: Query;
  body?: Body;
  /** Answers besides the guarded route's own (422 is listed already when a query or body is read). */
  errors?: Record<number, z.ZodType>;
}

/** The validated parts of the request a route's service call reads. */
interface ViewerRequest<Params extends Schema, Query extends Schema, Body extends Schema> {
  params: Parsed<Params>;
  query: Parsed<Query>;
  body: Parsed<Body>;
}

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

function register<Params extends Schema, Query extends Schema, Body extends Schema>(
  routes: ApiRoutes,
  method: Method,
  url: string,
  spec: ViewerRouteSpec<Params, Query, Body>,
  response: Record<number, z.ZodType>,
  handler: (request: FastifyRequest, reply: FastifyReply) => Promise<unknown>,
) {
  const validates = spec.querystring !== undefined || spec.body !== undefined;
  routes.route({
    method,
    url,
    preHandler: spec.guard,
    schema: {
      summary: spec.summary,
      tags: spec.tags,
      ...(spec.params ? { params: spec.params } : {}),
      ...(spec.querystring ? { querystring: spec.querystring } : {}),
      ...(spec.body ? { body: spec.body } : {}),
      response: { ...response, ...(validates ? { 422: errorBodySchema } : {}), ...spec.errors, ...API_ERRORS },
    },
    handler,
  });
}

const partsOf = <Params extends Schema, Query extends Schema, Body extends Schema>(request: FastifyRequest) =>
  ({ params: request.params, query: request.query, body: request.body }) as ViewerRequest<Params, Query, Body>;

/**
 * A guarded route that answers what a service gives the signed-in viewer for the request's
 * validated parts: `status` (200, or 201 for a created record) with `response`.
 */
export function viewerRoute<
  Answer extends z.ZodType,
  Params extends Schema = undefined,
  Query extends Schema = undefined,
  Body extends Schema = undefined,
>(
  routes: ApiRoutes,
  method: Method,
  url: string,
  spec: ViewerRouteSpec<Params, Query, Body> & { response: Answer; status?: 200 | 201 | 202 },
  answer: (viewer: Viewer, request: ViewerRequest<Params, Query, Body>) => Promise<z.input<Answer>>,
) {
  const status = spec.status ?? 200;
  register(routes, method, url, spec, { [status]: spec.response }, async (request, reply) =>
    reply.code(status).send(await answer(viewerOf(request), partsOf<Params, Query, Body>(request))),
  );
}

/** A guarded DELETE that removes what the service removes for the viewer and answers 204 without a body. */
export function viewerDeleteRoute<Params extends Schema = undefined>(
  routes: ApiRoutes,
  url: string,
  spec: ViewerRouteSpec<Params, undefined, undefined>,
  remove: (viewer: Viewer, request: ViewerRequest<Params, undefined, undefined>) => Promise<unknown>,
) {
  register(routes, 'DELETE', url, spec, { 204: z.null() }, async (request, reply) => {
    await remove(viewerOf(request), partsOf<Params, undefined, undefined>(request));
    return reply.code(204).send(null);
  });
}
