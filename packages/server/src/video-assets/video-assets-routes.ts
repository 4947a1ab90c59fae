import type { FastifyInstance } from 'fastify';
import type { ApiDeps } from '../http/api-deps.ts';
import { drainRefusedChunks } from '../uploads/uploads-routes.ts';
import { assetRouteContext } from './asset-routes-context.ts';
import { quitclaimRoutes } from './quitclaims-routes.ts';
import { textTrackRoutes } from './text-track-routes.ts';
import { thumbnailChapterRoutes } from './thumbnail-chapter-routes.ts';
import type { AssetDeps } from './video-assets-service.ts';

/**
 * A video's quitclaims, thumbnail, subtitles, transcripts and chapters. Reading needs the video's
 * library to be visible; every change needs manage-videos-of-libraries on that library.
 */
export async function videoAssetsRoutes(app: FastifyInstance, deps: AssetDeps & ApiDeps) {
  drainRefusedChunks(app);
  const context = assetRouteContext(app, deps);
  quitclaimRoutes(context);
  thumbnailChapterRoutes(context);
  textTrackRoutes(context);
}
