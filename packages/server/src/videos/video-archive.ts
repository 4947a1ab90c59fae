import { videoArchiveParamsSchema, videoArchiveRequestSchema, videoArchiveSchema } from '@reelbase/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ZipFile } from 'yazl';
import { viewerOf } from '../auth/api-auth.ts';
import { canOnLibrary } from '../auth/scope.ts';
import { NotFoundError } from '../errors.ts';
import type { ApiDeps } from '../http/api-deps.ts';
import { attachmentDisposition, signedDownloadGuard } from '../http/downloads.ts';
import { viewerRoute } from '../http/viewer-routes.ts';
import type { Viewer } from '../users/accounts.ts';
import { findVideos } from './media-library-repository.ts';
import { signedUrl } from './signed-urls.ts';

const NOT_FOUND = 'The video was not found.';
const NO_FILE = 'The video has no file yet.';

type ArchiveDeps = ApiDeps & { downloadSecret: string };

/**
 * The videos of an archive in the asked order, each in sight of the viewer (else 404, as for one
 * video) and with a source file (else 404 naming that it has none yet). Nothing is sent before
 * every video has passed.
 */
async function archiveVideos(deps: ArchiveDeps, viewer: Viewer | null, ids: readonly string[]) {
  const unique = [...new Set(ids.map((id) => id.toLowerCase()))];
  const found = new Map((await findVideos(deps.db, unique)).map((video) => [video.id, video]));
  return unique.map((id) => {
    const video = found.get(id);
    const library = video && { id: video.libraryId, companyId: video.companyId };
    if (!video || !library || (viewer && !canOnLibrary(viewer, 'list-videos-of-libraries', library))) {
      throw new NotFoundError(NOT_FOUND);
    }
    if (!video.sourceKey || video.status === 'uploading') throw new NotFoundError(`${NO_FILE} (${video.title})`);
    return { ...video, sourceKey: video.sourceKey };
  });
}

/** Entry names as the single download names them (title and extension), made unique within the zip. */
export function archiveNames(videos: ReadonlyArray<{ title: string; sourceKey: string }>): string[] {
  const taken = new Set<string>();
  return videos.map((video) => {
    const base = video.title.replace(/[^A-Za-z0-9._ -]+/g, '_').trim() || 'video';
    const extension = video.sourceKey.split('.').pop() ?? 'bin';
    let name = `${base}.${extension}`;
    for (let copy = 2; taken.has(name.toLowerCase()); copy += 1) name = `${base} (${copy}).${extension}`;
    taken.add(name.toLowerCase());
    return name;
  });
}

/**
 * Bulk download as one archive: POST api/videos/archive answers a signed address of a zip of the
 * videos' source files; GET streams it (stored, not compressed: video does not shrink), reading
 * each file from storage only when its turn comes.
 */
export async function videoArchiveRoutes(app: FastifyInstance, deps: ArchiveDeps) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['videos'];

  viewerRoute(
    routes,
    'POST',
    '/api/videos/archive',
    {
      guard: deps.guards.requirePermission('list-videos-of-libraries'),
      summary: 'A signed address of one zip with the source files of the videos (at most 50)',
      tags,
      body: videoArchiveRequestSchema,
      response: videoArchiveSchema,
    },
    async (viewer, { body }) => {
      const videos = await archiveVideos(deps, viewer, body.ids);
      const path = `/api/videos/archive/${videos.map((video) => video.id).join(',')}`;
      return { url: signedUrl(deps.publicUrl, deps.downloadSecret, path) };
    },
  );

  routes.get(
    '/api/videos/archive/:ids',
    {
      preHandler: signedDownloadGuard(deps),
      schema: {
        summary: 'The zip of the videos’ source files (a signed ?token= from POST api/videos/archive, or Bearer)',
        tags,
        params: videoArchiveParamsSchema,
      },
    },
    async (request, reply) => {
      const viewer = request.signedDownload ? null : viewerOf(request);
      const videos = await archiveVideos(deps, viewer, request.params.ids);
      const zip = new ZipFile();
      const names = archiveNames(videos);
      for (const [index, video] of videos.entries()) {
        const name = names[index] ?? `video-${index + 1}`;
        zip.addReadStreamLazy(name, { compress: false }, (done) => {
          deps.storage.read(video.sourceKey).then(
            (stored) =>
              stored ? done(null, stored.body) : done(new Error(`${NO_FILE} (${video.title})`), null as never),
            (error: unknown) => done(error, null as never),
          );
        });
      }
      // The length is not known ahead: entries carry data descriptors, and the body is chunked.
      zip.end();
      const day = new Date().toISOString().slice(0, 10);
      return reply
        .header('content-type', 'application/zip')
        .header('content-disposition', attachmentDisposition(`videos-${day}.zip`))
        .header('cache-control', 'private, no-store')
        .send(zip.outputStream);
    },
  );
}
