import { createHmac, timingSafeEqual } from 'node:crypto';

/** A statistics token lives a day: a viewing page left open that long still reports. */
const STATS_TOKEN_SECONDS = 24 * 3600;

/** What a valid statistics token says about its page. */
export interface StatsTokenClaims {
  videoId: string;
  /** The page is an internal preview (the console's own player): its events are not counted. */
  internal: boolean;
  /** Unix seconds. */
  expires: number;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

const signatureOf = (secret: string, videoId: string, expires: number, flag: string) =>
  createHmac('sha256', secret).update(`stats\n${videoId}\n${expires}\n${flag}`).digest('base64url');

/**
 * `{video id}.{expires}.{p|i}.{HMAC}`: the token a viewing page sends with its event batches,
 * signed with the view secret (a distinct prefix keeps it apart from the view tokens).
 */
export function issueStatsToken(
  secret: string,
  videoId: string,
  options: { internal: boolean },
  now = new Date(),
): { token: string; expires_at: number } {
  const id = videoId.toLowerCase();
  const expires = Math.floor(now.getTime() / 1000) + STATS_TOKEN_SECONDS;
  const flag = options.internal ? 'i' : 'p';
  return { token: `${id}.${expires}.${flag}.${signatureOf(secret, id, expires, flag)}`, expires_at: expires };
}

/** The claims of a genuine, unexpired token; null for anything else. */
export function verifyStatsToken(secret: string, token: string, now = new Date()): StatsTokenClaims | null {
  if (token.length > 300) return null;
  const [videoId, expiresText, flag, signature, rest] = token.split('.');
  if (rest !== undefined || !signature || !UUID.test(videoId ?? '') || (flag !== 'i' && flag !== 'p')) return null;
  if (!/^\d{1,12}$/.test(expiresText ?? '')) return null;
  const expires = Number(expiresText);
  if (expires < now.getTime() / 1000) return null;
  const expected = Buffer.from(signatureOf(secret, videoId, expires, flag));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
  return { videoId, internal: flag === 'i', expires };
}
