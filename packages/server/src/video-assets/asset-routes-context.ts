import { errorBodySchema } from '@reelbase/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { viewerOf } from '../auth/api-auth.ts';
import type { ApiDeps } from '../http/api-deps.ts';
import { API_ERRORS } from '../http/viewer-routes.ts';
import { type AssetDeps, assetVideo, readableVideo } from './video-assets-service.ts';

export const writeErrors = { ...API_ERRORS, 422: errorBodySchema };
export const noContent = { 204: z.null(), ...API_ERRORS };
export const multipart = ['multipart/form-data'];

/** What the routes of a video's assets share: the typed router, the guards and the video lookups. */
export function assetRouteContext(app: FastifyInstance, deps: AssetDeps & ApiDeps) {
  const { guards } = deps;
  return {
    routes: app.withTypeProvider<ZodTypeProvider>(),
    deps,
    manage: guards.requirePermission('manage-videos-of-libraries'),
    read: guards.requireAuth,
    /** The video, if the signed-in user's libraries show it. */
    readable: (request: FastifyRequest, id: string) => assetVideo(deps, viewerOf(request), id, 'read'),
    /** The video, if the signed-in user may change it. */
    manageable: (request: FastifyRequest, id: string) => assetVideo(deps, viewerOf(request), id, 'manage'),
    /** The video of a download: any, with a signed address; else as `readable`. */
    downloadVideo: (request: FastifyRequest, id: string) =>
      readableVideo(deps, request.signedDownload ? null : viewerOf(request), id),
  };
}
export type AssetRouteContext = ReturnType<typeof assetRouteContext>;
