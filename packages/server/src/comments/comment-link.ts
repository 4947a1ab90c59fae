import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import { COMMENT_TEXTS } from '@reelbase/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { asGuard, GUARD, type Guard, type Guards } from '../auth/api-auth.ts';
import { NotFoundError } from '../errors.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** Set when the call carries the valid hash of the video's comments link. */
    commentLink?: boolean;
  }
}

/** The key of the comments links' hashes, derived from the server's cookie keys. */
export function commentSecretOf(cookieKeys: string[]): string {
  return createHash('sha256')
    .update(`reelbase-comments\n${cookieKeys[0] ?? ''}`)
    .digest('hex');
}

/** The hash of a video's comments link (`/comments/{videoId}/{hash}`): an HMAC of the video id. */
export function commentHashOf(secret: string, videoId: string): string {
  return createHmac('sha256', secret).update(`comments\n${videoId.toLowerCase()}`).digest('base64url').slice(0, 22);
}

function verifyCommentHash(secret: string, videoId: string, hash: string): boolean {
  const expected = Buffer.from(commentHashOf(secret, videoId));
  const given = Buffer.from(hash);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/** The hash a call carries: `?hash=` or the `X-Comment-Hash` header. */
function hashOf(request: FastifyRequest): string | null {
  const query = (request.query as { hash?: unknown } | undefined)?.hash;
  if (typeof query === 'string' && query) return query;
  const header = request.headers['x-comment-hash'];
  return typeof header === 'string' && header ? header : null;
}

/**
 * The guard of reading and posting comments: the valid hash of the video's comments link (anyone
 * holding the link, signed in or not; a token that comes along is used when it is valid), or else
 * a signed-in user. A hash that does not verify answers 404, as the comments page's invalid link.
 */
export function commentLinkOrAuth(guards: Guards, secret: string): Guard {
  const handler = async (request: FastifyRequest, reply: FastifyReply) => {
    const hash = hashOf(request);
    const videoId = (request.params as { id?: unknown } | undefined)?.id;
    if (hash !== null) {
      if (typeof videoId !== 'string' || !verifyCommentHash(secret, videoId, hash)) {
        throw new NotFoundError(COMMENT_TEXTS.linkInvalid);
      }
      request.commentLink = true;
      if (request.headers.authorization) {
        await guards.requireAuth.call(request.server, request, reply).catch(() => undefined);
      }
      return;
    }
    await guards.requireAuth.call(request.server, request, reply);
  };
  return asGuard(handler, { kind: 'comment-link', otherwise: guards.requireAuth[GUARD] });
}
