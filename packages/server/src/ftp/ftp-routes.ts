import {
  errorBodySchema,
  type FtpConnection,
  ftpConnectionSchema,
  ftpDeleteResponseSchema,
  ftpDeleteSchema,
  ftpListingSchema,
  ftpListQuerySchema,
  ftpUploadResponseSchema,
  ftpUploadSchema,
} from '@reelbase/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { viewerOf } from '../auth/api-auth.ts';
import type { ApiDeps } from '../http/api-deps.ts';
import { API_ERRORS } from '../http/viewer-routes.ts';
import { deleteFtp, ftpConnectionFor, listFtp, startFtpImport } from './ftp-service.ts';
import type { FtpServerConnection } from './ftp-tls.ts';

const errors = { ...API_ERRORS, 422: errorBodySchema };
const tags = ['ftp'];

/** The FTP folder of the viewer's company: list, delete, import into a library (`ftp-folder-access`). */
export async function ftpRoutes(
  app: FastifyInstance,
  deps: ApiDeps & { ftpDir: string; connection: () => FtpServerConnection },
) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const preHandler = deps.guards.requirePermission('ftp-folder-access');

  routes.get(
    '/api/ftp/connection',
    {
      preHandler,
      schema: {
        summary:
          'How an FTP client reaches the built-in FTP server: host, port, user name, passive ports, FTPS and the certificate fingerprint',
        tags,
        response: { 200: ftpConnectionSchema, ...errors },
      },
    },
    (request): Promise<FtpConnection> => ftpConnectionFor(deps, viewerOf(request), deps.connection()),
  );

  routes.get(
    '/api/ftp',
    {
      preHandler,
      schema: {
        summary: 'The files and folders of one folder of your FTP folder (path: `.` or `/` is its root)',
        tags,
        querystring: ftpListQuerySchema,
        response: { 200: ftpListingSchema, ...errors },
      },
    },
    (request) => listFtp(deps, viewerOf(request), request.query.path),
  );

  routes.delete(
    '/api/ftp',
    {
      preHandler,
      schema: {
        summary: 'Deletes files and folders (with their contents) from your FTP folder',
        tags,
        body: ftpDeleteSchema,
        response: { 200: ftpDeleteResponseSchema, ...errors },
      },
    },
    (request) => deleteFtp(deps, viewerOf(request), request.body.paths),
  );

  routes.post(
    '/api/ftp/upload',
    {
      preHandler,
      schema: {
        summary: 'Imports one file of your FTP folder into a library (the copy and the encoding run as jobs)',
        tags,
        body: ftpUploadSchema,
        response: { 202: ftpUploadResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const answer = await startFtpImport(deps, viewerOf(request), request.body);
      return reply.code(202).send(answer);
    },
  );
}
