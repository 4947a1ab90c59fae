import formBody from '@fastify/formbody';
import multipart from '@fastify/multipart';
import rateLimit from '@fastify/rate-limit';
import Fastify, { type FastifyInstance, LogController } from 'fastify';
import { serializerCompiler } from 'fastify-type-provider-zod';
import type { PgBoss } from 'pg-boss';
import { type ApiRoute, enforceGuardedApiRoutes, installApiAuth, PUBLIC_API_ROUTES } from './auth/api-auth.ts';
import { loadSigningKeys, publicKeysOf } from './auth/keys.ts';
import { createProvider } from './auth/provider.ts';
import { mountProvider, signInRoutes } from './auth/sign-in-routes.ts';
import { type Backbone, mediaDirOf, startBackbone, storageOf } from './backbone.ts';
import { commentSecretOf } from './comments/comment-link.ts';
import { commentsRoutes } from './comments/comments-routes.ts';
import { companiesRoutes } from './companies/companies-routes.ts';
import { type Config, issuerOf, productVersion } from './config.ts';
import { installConsoleHosting } from './console/console-hosting.ts';
import { installStorybookHosting } from './console/storybook-hosting.ts';
import type { Database } from './db/database.ts';
import { TooManyRequestsError } from './errors.ts';
import { externalUploadsRoutes } from './external-uploads/external-uploads-routes.ts';
import { workFtpJobs } from './ftp/ftp-jobs.ts';
import { ftpRoutes } from './ftp/ftp-routes.ts';
import { ftpDirOf, type RunningFtpServer, startFtpServer } from './ftp/ftp-server.ts';
import { ftpConnectionOf, loadFtpTls } from './ftp/ftp-tls.ts';
import { installErrorHandler, validatorCompiler } from './http/error-handler.ts';
import { DOCS_PREFIX, installOpenApi } from './http/openapi.ts';
import { isApiRequest, rewriteRequestUrl } from './http/request-path.ts';
import { installSecurityHeaders } from './http/security-headers.ts';
import { SET_PASSWORD_PAGE } from './invitations/invitations-service.ts';
import { setPasswordRoutes } from './invitations/set-password-routes.ts';
import { QUEUE_NAMES, startWorkers } from './jobs/queues.ts';
import { requeueInterruptedJobs } from './jobs/recovery.ts';
import { librariesRoutes } from './libraries/libraries-routes.ts';
import { liveRoutes } from './live/live-routes.ts';
import { type LiveUpdates, startLiveUpdates } from './live/live-updates.ts';
import { playerTemplatesRoutes } from './player-templates/player-templates-routes.ts';
import { profileRoutes } from './profile/profile-routes.ts';
import { queuePendingPublications } from './publishing/publish-job.ts';
import { publishingRoutes } from './publishing/publishing-routes.ts';
import { loadPublishing } from './publishing/publishing-runtime.ts';
import { rolesRoutes } from './roles/roles-routes.ts';
import { statsEventsRoutes } from './stats/stats-events-routes.ts';
import { statsRoutes } from './stats/stats-routes.ts';
import { mediaRoutes } from './storage/media-routes.ts';
import { systemRoutes } from './system/system-routes.ts';
import { completeInterruptedFinishes } from './uploads/upload-finish.ts';
import { uploadsRoutes } from './uploads/uploads-routes.ts';
import { usageStatsRoutes } from './usage-stats/usage-stats-routes.ts';
import { ensureFirstAdmin, type FirstAdmin } from './users/first-admin.ts';
import { usersRoutes } from './users/users-routes.ts';
import { videoAssetsRoutes } from './video-assets/video-assets-routes.ts';
import { videoEditorsRoutes } from './video-editors/video-editors-routes.ts';
import { mediaLibraryRoutes } from './videos/media-library-routes.ts';
import { downloadSecretOf } from './videos/signed-urls.ts';
import { videoArchiveRoutes } from './videos/video-archive.ts';
import { videosRoutes } from './videos/videos-routes.ts';
import { viewPageRoutes } from './view/view-page.ts';
import { viewRoutes } from './view/view-routes.ts';
import { viewSecretOf } from './view/view-token.ts';

export interface ReelbaseServer {
  app: FastifyInstance;
  db: Database;
  boss: PgBoss;
  config: Config;
  /** The super-admin created at this start (only on an empty database). */
  firstAdmin: FirstAdmin | null;
  /** Every /api route with who may call it (the permission matrix reads it). */
  apiRoutes: readonly ApiRoute[];
  /** The built-in FTP server, when it is on. */
  ftp: RunningFtpServer | null;
  /** The change notices of this process, streamed to the console at GET /api/live. */
  live: LiveUpdates;
  /** Stops the HTTP server, the job workers and the database, in that order. */
  close(): Promise<void>;
}

/** How long requests in progress may take to finish when the server closes. */
const CLOSE_GRACE_MS = 5000;

/**
 * Builds the whole server; the caller listens (`app.listen`) and calls `close()` at the end.
 * `backbone`: the backbone already being started (`startBackbone`), else it is started here.
 */
export async function createServer(config: Config, backbone?: Promise<Backbone>): Promise<ReelbaseServer> {
  const { connection, boss, mailer } = await (backbone ?? startBackbone(config));
  const { db } = connection;
  const app = Fastify({
    logger: { level: config.logLevel },
    // The console posts new records to e.g. `api/users/` (the path with an empty id).
    // A bulk download's address names its videos' ids (up to 50) in one path segment.
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 2000 },
    // `/%61pi/...` is `/api/...`: every hook sees the path the router matches.
    rewriteUrl: rewriteRequestUrl,
    trustProxy: config.trustProxy,
    logController: new LogController({
      disableRequestLogging: config.logLevel !== 'debug' && config.logLevel !== 'trace',
    }),
  });
  boss.on('error', (error) => app.log.error({ err: error }, 'job queue error'));
  let live: LiveUpdates | null = null;

  const closeBackbone = async () => {
    await live?.close();
    await boss.stop({ graceful: true, timeout: 10_000 });
    mailer.close();
    await connection.close();
  };

  try {
    const firstAdmin = await ensureFirstAdmin(db, { email: config.adminEmail, password: config.adminPassword });
    const storage = storageOf(config);
    live = await startLiveUpdates(connection, (message, error) => app.log.warn({ err: error }, message));
    const publishing = await loadPublishing(config);
    if (config.jobWorkers) {
      if (connection.kind === 'pglite') {
        const requeued = await requeueInterruptedJobs(boss, QUEUE_NAMES);
        if (requeued > 0) app.log.warn(`${requeued} job(s) interrupted by the last stop were queued again`);
        const finished = await completeInterruptedFinishes(
          { db, storage, boss, publicUrl: config.publicUrl },
          (message, error) => app.log.error({ err: error }, message),
        );
        if (finished > 0) app.log.warn(`${finished} upload(s) interrupted while finishing were completed`);
      }
      await startWorkers(boss, {
        db,
        mailer,
        storage,
        webhookAllowPrivate: config.webhookAllowPrivate,
        statsRetentionDays: config.statsRetentionDays,
        publishing,
        log: (message) => app.log.warn(message),
      });
      // Publications recorded but not queued when the last process stopped (the others resume).
      const queued = await queuePendingPublications(boss, db);
      if (queued > 0) app.log.warn(`${queued} pending publication(s) were queued again`);
    }

    const keys = await loadSigningKeys(config.dataDir);
    const issuer = issuerOf(config);
    const mountPath = new URL(issuer).pathname;
    const provider = createProvider({ config, db, keys });
    provider.on('server_error', (_ctx, error) => app.log.error({ err: error }, 'sign-in provider error'));

    app.setValidatorCompiler(validatorCompiler);
    app.setSerializerCompiler(serializerCompiler);
    installErrorHandler(app);
    // Before the provider's hook: its answers bypass Fastify's reply.
    installSecurityHeaders(app, { mountPath });
    const apiRoutes = enforceGuardedApiRoutes(app, ['/api/health', DOCS_PREFIX, ...PUBLIC_API_ROUTES]);
    mountProvider(app, provider, mountPath, [SET_PASSWORD_PAGE]);
    const guards = installApiAuth(app, {
      db,
      issuer,
      publicKeys: publicKeysOf(keys.jwks),
      writes: connection.kind === 'pglite' ? connection.writes : null,
    });

    await app.register(formBody);
    await app.register(multipart, { limits: { fileSize: 5 * 1024 * 1024, files: 1, fields: 10 } });
    await app.register(rateLimit, {
      global: true,
      hook: 'preHandler',
      max: config.apiRateLimitPerMinute,
      timeWindow: 60_000,
      allowList: (request) => !isApiRequest(request),
      keyGenerator: (request) =>
        request.accessToken && 'subject' in request.accessToken
          ? `user:${request.accessToken.subject}`
          : `ip:${request.ip}`,
      errorResponseBuilder: (_request, context) => new TooManyRequestsError(undefined, Math.ceil(context.ttl / 1000)),
    });
    const version = productVersion();
    await installOpenApi(app, { version, publicUrl: config.publicUrl });

    await app.register(signInRoutes, { db, provider, mountPath, publicUrl: config.publicUrl });
    await app.register(systemRoutes, {
      db,
      mediaDir: mediaDirOf(config),
      storage,
      consoleDist: config.consoleDist,
      version,
    });
    await app.register(profileRoutes, { db, guards });
    await app.register(liveRoutes, { db, guards, live });
    await app.register(rolesRoutes, { db, guards });
    const deps = { db, guards, storage, boss, publicUrl: config.publicUrl, maxChunkBytes: config.maxChunkBytes };
    await app.register(companiesRoutes, deps);
    await app.register(librariesRoutes, deps);
    await app.register(playerTemplatesRoutes, deps);
    await app.register(usersRoutes, deps);
    await app.register(usageStatsRoutes, deps);
    const downloadSecret = downloadSecretOf(keys.cookieKeys);
    await app.register(uploadsRoutes, deps);
    await app.register(videosRoutes, { ...deps, downloadSecret });
    await app.register(videoAssetsRoutes, { ...deps, downloadSecret });
    await app.register(videoEditorsRoutes, { ...deps, downloadSecret });
    await app.register(mediaLibraryRoutes, { ...deps, downloadSecret });
    await app.register(videoArchiveRoutes, { ...deps, downloadSecret });
    const ftpTls = config.ftp ? await loadFtpTls(config.ftp, config.dataDir, new URL(config.publicUrl).hostname) : null;
    let ftpPort = 0;
    const ftpConnection = () =>
      ftpConnectionOf(config.ftp && ftpPort ? { config: config.ftp, port: ftpPort } : null, ftpTls, config.publicUrl);
    await app.register(ftpRoutes, { ...deps, ftpDir: ftpDirOf(config), connection: ftpConnection });
    if (config.jobWorkers) await workFtpJobs(boss, { ...deps, downloadSecret, ftpDir: ftpDirOf(config) });
    await app.register(externalUploadsRoutes, { ...deps, downloadSecret });
    const viewDeps = {
      ...deps,
      downloadSecret,
      viewSecret: viewSecretOf(keys.cookieKeys),
      viewMediaSeconds: config.viewMediaSeconds,
    };
    await app.register(commentsRoutes, { ...viewDeps, commentSecret: commentSecretOf(keys.cookieKeys) });
    await app.register(viewRoutes, viewDeps);
    await app.register(viewPageRoutes, { ...viewDeps, consoleDist: config.consoleDist });
    await app.register(statsEventsRoutes, viewDeps);
    await app.register(statsRoutes, viewDeps);
    await app.register(publishingRoutes, { ...deps, publishing });
    await app.register(setPasswordRoutes, { db, boss, publicUrl: config.publicUrl, mountPath });
    await app.register(mediaRoutes, { storage });
    await installStorybookHosting(app, config.storybookDist);
    await installConsoleHosting(app, config.consoleDist, config);
    await app.ready();
    const ftp = config.ftp
      ? await startFtpServer(config.ftp, { db, ftpDir: ftpDirOf(config), log: app.log, tls: ftpTls })
      : null;
    ftpPort = ftp?.port ?? 0;

    return {
      app,
      db,
      boss,
      config,
      firstAdmin,
      apiRoutes,
      ftp,
      live,
      async close() {
        await ftp?.close();
        // A keep-alive connection whose response finishes while closing becomes idle only then:
        // close those too, or the close waits for the keep-alive timeout.
        const sweep = setInterval(() => app.server.closeIdleConnections(), 100);
        // A connection opened ahead of time that never sent a request is neither idle nor busy
        // for Node: after a grace period every connection left is closed.
        const cutoff = setTimeout(() => app.server.closeAllConnections(), CLOSE_GRACE_MS);
        try {
          await app.close();
        } finally {
          clearInterval(sweep);
          clearTimeout(cutoff);
        }
        await closeBackbone();
      },
    };
  } catch (error) {
    await app.close().catch(() => undefined);
    await closeBackbone().catch(() => undefined);
    throw error;
  }
}
