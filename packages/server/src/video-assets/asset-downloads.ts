import type { FastifyReply } from 'fastify';
import { NotFoundError } from '../errors.ts';
import { attachmentDisposition } from '../http/downloads.ts';
import type { Storage } from '../storage/storage.ts';

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
    .header('content-disposition', attachmentDisposition(file.fileName))
    .header('cache-control', 'private, no-store')
    .header('x-content-type-options', 'nosniff')
    .send(object.body);
}
