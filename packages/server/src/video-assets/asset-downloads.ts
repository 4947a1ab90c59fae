import type { FastifyReply, FastifyRequest } from 'fastify';
import { GUARD, type Guard } from '../auth/api-auth.ts';
import { NotFoundError } from '../errors.ts';
import type { ApiDeps } from '../http/api-deps.ts';
import type { Storage } from '../storage/storage.ts';
import { verifyPathToken } from '../videos/signed-urls.ts';
import { attachment } from './asset-files.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** Set when an asset download was authorised by a valid `?token=` signature. */
    signedAssetDownload?: boolean;
  }
}

/** A download: a valid `?token=` for exactly this path, or else a signed-in user (Bearer). */
export function signedOrAuth(deps: Pick<ApiDeps, 'guards'> & { downloadSecret: string }): Guard {
  const handler = async (request: FastifyRequest, reply: FastifyReply) => {
    const token = (request.query as { token?: string }).token;
    if (token && verifyPathToken(deps.downloadSecret, request.url.split('?')[0], token)) {
      request.signedAssetDownload = true;
      return;
    }
    await deps.guards.requireAuth.call(request.server, request, reply);
  };
  return Object.assign(handler, { [GUARD]: true as const });
}

/** Streams a stored asset file as an attachment under its original name. */
export async function sendAssetFile(
  storage: Storage,
  reply: FastifyReply,
  file: { key: string; fileName: string; contentType: string },
): Promise<FastifyReply> {
  const object = await storage.read(file.key);
  if (!object) throw new NotFoundError('The file was not found.');
  return reply
    .header('content-type', file.contentType)
    .header('content-length', String(object.size))
    .header('content-disposition', attachment(file.fileName))
    .header('cache-control', 'private, no-store')
    .header('x-content-type-options', 'nosniff')
    .send(object.body);
}
