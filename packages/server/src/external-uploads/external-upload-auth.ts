import { UPLOAD_TOKEN_HEADER } from '@reelbase/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { asGuard, type Guard } from '../auth/api-auth.ts';
import type { Database } from '../db/database.ts';
import type { ExternalUploadLinkRow } from './external-uploads-repository.ts';
import { InvalidTokenError, linkOfToken } from './external-uploads-service.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** The external upload link whose token authorised the request (`requireUploadToken`). */
    uploadLink: ExternalUploadLinkRow | null;
  }
}

/**
 * The guard of the public external upload calls: the `X-Upload-Token` header must hold the token
 * of a link that is neither expired nor revoked ("Invalid token." otherwise). No account is needed.
 */
export function uploadTokenGuard(app: FastifyInstance, db: Database): Guard {
  app.decorateRequest('uploadLink', null);
  const handler = async (request: FastifyRequest) => {
    const header = request.headers[UPLOAD_TOKEN_HEADER];
    request.uploadLink = await linkOfToken({ db }, Array.isArray(header) ? header[0] : header);
  };
  return asGuard(handler, { kind: 'upload-token' });
}

/** The link of a request that passed `uploadTokenGuard`. */
export function uploadLinkOf(request: FastifyRequest): ExternalUploadLinkRow {
  if (!request.uploadLink) throw new InvalidTokenError();
  return request.uploadLink;
}
