import { createHash, createHmac, timingSafeEqual } from 'node:crypto';

/** A view token lives 12 hours after the right password. */
const VIEW_TOKEN_SECONDS = 12 * 3600;

/** The key of view tokens and of the password tries' address keys, derived from the server's cookie keys. */
export function viewSecretOf(cookieKeys: string[]): string {
  return createHash('sha256')
    .update(`reelbase-view\n${cookieKeys[0] ?? ''}`)
    .digest('hex');
}

/** A short fingerprint of the stored password hash: a new password ends the tokens of the old one. */
const fingerprintOf = (passwordHash: string) => createHash('sha256').update(passwordHash).digest('base64url');

const signatureOf = (secret: string, videoId: string, expires: number, passwordHash: string) =>
  createHmac('sha256', secret)
    .update(`view\n${videoId.toLowerCase()}\n${expires}\n${fingerprintOf(passwordHash)}`)
    .digest('base64url');

/** `{expires}.{HMAC(video id, expires, fingerprint of the password hash)}`, valid until `expires` (unix seconds). */
export function viewTokenOf(
  secret: string,
  videoId: string,
  passwordHash: string,
  now = new Date(),
): { token: string; expires_at: number } {
  const expires = Math.floor(now.getTime() / 1000) + VIEW_TOKEN_SECONDS;
  return { token: `${expires}.${signatureOf(secret, videoId, expires, passwordHash)}`, expires_at: expires };
}

/** Whether the token was given for this video and its current password, and has not expired. */
export function verifyViewToken(
  secret: string,
  videoId: string,
  passwordHash: string | null,
  token: string,
  now = new Date(),
): boolean {
  if (passwordHash === null || token.length > 200) return false;
  const [expiresText, signature, rest] = token.split('.');
  const expires = Number(expiresText);
  if (!signature || rest !== undefined || !/^\d{1,12}$/.test(expiresText) || expires < now.getTime() / 1000) {
    return false;
  }
  const expected = Buffer.from(signatureOf(secret, videoId, expires, passwordHash));
  const given = Buffer.from(signature);
  return expected.length === given.length && timingSafeEqual(expected, given);
}
