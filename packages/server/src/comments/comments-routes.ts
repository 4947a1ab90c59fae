import {
  commentCreatedSchema,
  commentCreateSchema,
  commentListQuerySchema,
  commentListSchema,
  commentParamsSchema,
  commentResolveSchema,
  commentSchema,
  commentVideoSchema,
  errorBodySchema,
  videoIdParamsSchema,
} from '@reelbase/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { viewerOf } from '../auth/api-auth.ts';
import type { ApiDeps } from '../http/api-deps.ts';
import { API_ERRORS } from '../http/viewer-routes.ts';
import { commentLinkOrAuth } from './comment-link.ts';
import {
  type CommentCaller,
  type CommentDeps,
  commentVideoOf,
  deleteVideoComment,
  listVideoComments,
  postComment,
  resolveVideoComment,
} from './comments-service.ts';

const errors = { ...API_ERRORS, 422: errorBodySchema };
const tags = ['comments'];
const linkQuery = z.object({ hash: commentListQuerySchema.shape.hash });

const callerOf = (request: FastifyRequest): CommentCaller => ({
  viewer: request.viewer,
  viaLink: request.commentLink === true,
});

/**
 * Time-coded comments of a video. Reading and posting: staff who may see the video, or anyone
 * holding its comments link (`?hash=` or `X-Comment-Hash`). Resolving and deleting: signed-in
 * staff by the comment rules.
 */
export async function commentsRoutes(app: FastifyInstance, deps: ApiDeps & CommentDeps) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const viaLink = commentLinkOrAuth(deps.guards, deps.commentSecret);

  routes.get(
    '/api/videos/:id/comments',
    {
      preHandler: viaLink,
      schema: {
        summary: "A video's comments (newest first unless direction=asc), with the comments link's hash or signed in",
        tags,
        params: videoIdParamsSchema,
        querystring: commentListQuerySchema,
        response: { 200: commentListSchema, ...errors },
      },
    },
    (request) => listVideoComments(deps, callerOf(request), request.params.id, request.query.direction),
  );

  routes.get(
    '/api/videos/:id/comments/video',
    {
      preHandler: viaLink,
      schema: {
        summary: 'What the comments page plays: title, poster, renditions (signed addresses), subtitles, chapters',
        tags,
        params: videoIdParamsSchema,
        querystring: linkQuery,
        response: { 200: commentVideoSchema, ...errors },
      },
    },
    (request) => commentVideoOf(deps, callerOf(request), request.params.id),
  );

  routes.post(
    '/api/videos/:id/comments',
    {
      preHandler: viaLink,
      schema: {
        summary: 'Posts a comment at a time index (name and e-mail when not signed in); limited per address and video',
        tags,
        params: videoIdParamsSchema,
        querystring: linkQuery,
        body: commentCreateSchema,
        response: { 201: commentCreatedSchema, 429: errorBodySchema, ...errors },
      },
    },
    async (request, reply) => {
      const created = await postComment(deps, callerOf(request), request.params.id, request.body, request.ip);
      return reply.code(201).send(created);
    },
  );

  routes.put(
    '/api/videos/:id/comments/:commentId/resolve',
    {
      preHandler: deps.guards.requireAuth,
      schema: {
        summary: 'Resolves a comment (super-admin, or manage-videos-of-libraries on the library)',
        tags,
        params: commentParamsSchema,
        body: commentResolveSchema,
        response: { 200: commentSchema, ...errors },
      },
    },
    (request) => resolveVideoComment(deps, viewerOf(request), request.params.id, request.params.commentId),
  );

  routes.delete(
    '/api/videos/:id/comments/:commentId',
    {
      preHandler: deps.guards.requireAuth,
      schema: {
        summary: 'Deletes a comment (its author, platform admins, or who may edit the company and manage its videos)',
        tags,
        params: commentParamsSchema,
        response: { 200: z.object({ message: z.string() }), ...errors },
      },
    },
    (request) => deleteVideoComment(deps, viewerOf(request), request.params.id, request.params.commentId),
  );
}
