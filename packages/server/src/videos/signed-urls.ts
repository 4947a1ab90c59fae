import { createHash, createHmac, timingSafeEqual } from 'node:crypto';

/** Signed download addresses live one hour; the ones in mail a week. */
const SIGNED_URL_SECONDS = 3600;
export const MAILED_URL_SECONDS = 7 * 24 * 3600;

/** The HMAC key of download tokens, derived from the server's cookie keys (shared by every server process). */
export function downloadSecretOf(cookieKeys: string[]): string {
  return createHash('sha256')
    .update(`reelbase-download\n${cookieKeys[0] ?? ''}`)
    .digest('hex');
}

const signatureOf = (secret: string, pathname: string, expires: number) =>
  createHmac('sha256', secret).update(`${pathname}\n${expires}`).digest('base64url');

/** `{expires}.{HMAC-SHA256(path, expires)}`: valid for exactly that path until `expires` (unix seconds). */
function signPath(secret: string, pathname: string, seconds = SIGNED_URL_SECONDS): string {
  return signPathUntil(secret, pathname, Math.floor(Date.now() / 1000) + seconds);
}

/** The token of `signPath` with a given end (unix seconds), so that addresses signed together end together. */
export function signPathUntil(secret: string, pathname: string, expires: number): string {
  return `${expires}.${signatureOf(secret, pathname, expires)}`;
}

export function verifyPathToken(secret: string, pathname: string, token: string): boolean {
  const [expiresText, signature] = token.split('.');
  const expires = Number(expiresText);
  if (!signature || !Number.isSafeInteger(expires) || expires < Date.now() / 1000) return false;
  const expected = Buffer.from(signatureOf(secret, pathname, expires));
  const given = Buffer.from(signature);
  return expected.length === given.length && timingSafeEqual(expected, given);
}

/** The full signed address of an API download path. */
export function signedUrl(publicUrl: string, secret: string, pathname: string, seconds?: number): string {
  return `${publicUrl}${pathname}?token=${signPath(secret, pathname, seconds)}`;
}
