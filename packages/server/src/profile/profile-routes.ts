import { errorBodySchema, profileSchema, profileUpdateSchema } from '@reelbase/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { type Guards, viewerOf } from '../auth/api-auth.ts';
import { endSessionsOf } from '../auth/end-sessions.ts';
import type { Database } from '../db/database.ts';
import { getProfile, updateProfile } from './profile-service.ts';

export async function profileRoutes(app: FastifyInstance, options: { db: Database; guards: Guards }) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const errors = { 401: errorBodySchema, 404: errorBodySchema };

  routes.get(
    '/api/profile',
    {
      preHandler: options.guards.requireAuth,
      schema: { summary: 'Your own profile', tags: ['profile'], response: { 200: profileSchema, ...errors } },
    },
    // The profile was read with the viewer by the guard.
    (request) => request.ownProfile ?? getProfile(options.db, viewerOf(request)),
  );

  routes.put(
    '/api/profile',
    {
      preHandler: options.guards.requireAuth,
      schema: {
        summary: 'Update your own name and phone number (the email address is read-only)',
        tags: ['profile'],
        body: profileUpdateSchema,
        response: { 200: profileSchema, 422: errorBodySchema, ...errors },
      },
    },
    (request) => updateProfile(options.db, viewerOf(request), request.body),
  );

  routes.post(
    '/api/profile/sign-out-everywhere',
    {
      preHandler: options.guards.requireAuth,
      schema: {
        summary: 'Sign out everywhere: ends all your sessions, this one included (access and refresh tokens)',
        tags: ['profile'],
        response: { 204: z.null().describe('All sessions ended'), ...errors },
      },
    },
    async (request, reply) => {
      await endSessionsOf(options.db, viewerOf(request).id);
      return reply.code(204).send(null);
    },
  );
}
