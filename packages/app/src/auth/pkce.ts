import { STATE_LENGTH, VERIFIER_LENGTH } from '@reelbase/contract';

const UNRESERVED = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-._~';

/** A random string of unreserved URL characters (RFC 7636), unbiased by rejection sampling. */
export function randomString(length: number): string {
  const out: string[] = [];
  const limit = 256 - (256 % UNRESERVED.length);
  while (out.length < length) {
    const bytes = crypto.getRandomValues(new Uint8Array(length * 2));
    for (const byte of bytes) {
      if (byte < limit && out.length < length) out.push(UNRESERVED[byte % UNRESERVED.length]);
    }
  }
  return out.join('');
}

export const createState = () => randomString(STATE_LENGTH);
export const createVerifier = () => randomString(VERIFIER_LENGTH);

/** The S256 code challenge of a verifier: base64url(sha256(verifier)) without padding. */
export async function challengeFor(verifier: string): Promise<string> {
  const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(verifier)));
  let binary = '';
  for (const byte of digest) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}
