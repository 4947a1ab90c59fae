import { type Guard, signedOrAuth } from '../auth/api-auth.ts';
import { verifyPathToken } from '../videos/signed-urls.ts';
import type { ApiDeps } from './api-deps.ts';

/**
 * `Content-Disposition: attachment` under a file's own name: a plain `filename` without the
 * characters that would break the header, and the exact name as `filename*` (UTF-8).
 */
export const attachmentDisposition = (fileName: string) =>
  `attachment; filename="${fileName.replace(/["\\\r\n]/g, '')}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;

/** A download guard: a valid `?token=` for exactly this path, or else a signed-in user (Bearer). */
export function signedDownloadGuard(deps: Pick<ApiDeps, 'guards'> & { downloadSecret: string }): Guard {
  return signedOrAuth(deps.guards, (pathname, token) => verifyPathToken(deps.downloadSecret, pathname, token));
}
