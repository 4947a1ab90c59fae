import type { FastifyReply } from 'fastify';
import { type Guard, signedOrAuth } from '../auth/api-auth.ts';
import { NotFoundError } from '../errors.ts';
import type { ApiDeps } from '../http/api-deps.ts';
import type { Storage } from '../storage/storage.ts';
import { verifyPathToken } from '../videos/signed-urls.ts';
import { attachment } from './asset-files.ts';

/** A download guard: a valid `?token=` for exactly this path, or else a signed-in user (Bearer). */
export function signedAssetDownload(deps: Pick<ApiDeps, 'guards'> & { downloadSecret: string }): Guard {
  return signedOrAuth(deps.guards, (pathname, token) => verifyPathToken(deps.downloadSecret, pathname, token));
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
