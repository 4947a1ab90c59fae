import { errorBodySchema } from '@reelbase/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { decodeJwt } from 'jose';
import { type Guards, issuedAfterSessionsEnded, viewerOf } from '../auth/api-auth.ts';
import type { Database } from '../db/database.ts';
import { TooManyRequestsError } from '../errors.ts';
import { loadAccount } from '../users/accounts.ts';
import { LIVE_STREAM_SETTINGS, type LiveStream, openLiveStream } from './live-stream.ts';
import type { LiveUpdates } from './live-updates.ts';

const TOO_MANY_STREAMS = 'Too many live update streams are open for this user. Close a console tab and try again.';

/** When the request's access token expires (epoch ms); the guard has verified it. */
function tokenExpiry(request: FastifyRequest): number | null {
  const token = request.headers.authorization?.split(' ')[1];
  if (!token) return null;
  try {
    const { exp } = decodeJwt(token);
    return typeof exp === 'number' ? exp * 1000 : null;
  } catch {
    return null;
  }
}

/**
 * GET /api/live: the change notices the viewer may hear, as Server-Sent Events. Authenticated as
 * every API call, by the Bearer token in the Authorization header only: a token in the address
 * would be written to access logs, proxies and the browser's history, and the console reads the
 * stream with fetch, which sends headers.
 */
export async function liveRoutes(app: FastifyInstance, deps: { db: Database; guards: Guards; live: LiveUpdates }) {
  const open = new Set<LiveStream>();
  const perUser = new Map<number, number>();

  // Open streams would hold the server's close until the clients go: end them first.
  app.addHook('preClose', async () => {
    for (const stream of [...open]) stream.close();
  });

  // Not typed by the response schemas: the answer is a stream, its error answers are the schemas'.
  app.get(
    '/api/live',
    {
      preHandler: deps.guards.requireAuth,
      // A HEAD request would open a stream nobody reads.
      exposeHeadRoute: false,
      schema: {
        summary: 'Change notices as Server-Sent Events (text/event-stream): videos and FTP folders you may see',
        description:
          'Events `video` ({ kind, id, libraryId, companyId, status?, progress? }), `ftp` ({ kind, companyId }) and ' +
          '`resync` (reload what is shown); a comment line every 25 s; the stream ends when the access token expires.',
        tags: ['live'],
        response: { 401: errorBodySchema, 429: errorBodySchema },
      },
    },
    async (request, reply) => {
      const viewer = viewerOf(request);
      const count = perUser.get(viewer.id) ?? 0;
      if (count >= LIVE_STREAM_SETTINGS.maxPerUser) {
        throw new TooManyRequestsError(TOO_MANY_STREAMS, Math.ceil(LIVE_STREAM_SETTINGS.retryMs / 1000));
      }
      perUser.set(viewer.id, count + 1);
      const issuedAt = request.accessToken && 'issuedAt' in request.accessToken ? request.accessToken.issuedAt : 0;
      const stream: LiveStream = openLiveStream({
        bus: deps.live.bus,
        viewer,
        expiresAt: tokenExpiry(request),
        async refreshViewer() {
          const account = await loadAccount(deps.db, viewer.id);
          if (!account || !issuedAfterSessionsEnded(issuedAt, account.user.sessionsValidAfter)) return null;
          return account.viewer;
        },
        onClose() {
          open.delete(stream);
          const left = (perUser.get(viewer.id) ?? 1) - 1;
          if (left > 0) perUser.set(viewer.id, left);
          else perUser.delete(viewer.id);
        },
      });
      open.add(stream);
      // The client went away: remove the listener and timers at once.
      reply.raw.on('close', () => stream.close());
      reply
        .header('content-type', 'text/event-stream; charset=utf-8')
        .header('cache-control', 'no-cache, no-store, no-transform')
        .header('x-accel-buffering', 'no');
      return reply.send(stream.body);
    },
  );
}
