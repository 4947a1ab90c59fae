import { randomBytes, type ScryptOptions, scrypt, timingSafeEqual } from 'node:crypto';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, SET_PASSWORD_TEXTS } from '@reelbase/contract';

/**
 * The password rule (shown as `PASSWORD_RULE` beside every new-password field): at least
 * PASSWORD_MIN_LENGTH characters, not only spaces, at most PASSWORD_MAX_LENGTH; the repeated
 * password must match. Answers what is wrong, or null.
 */
export function passwordProblem(password: string, confirmation: string): string | null {
  if (password.length < PASSWORD_MIN_LENGTH) return SET_PASSWORD_TEXTS.tooShort;
  if (password.length > PASSWORD_MAX_LENGTH) return SET_PASSWORD_TEXTS.tooLong;
  if (password.trim() === '') return SET_PASSWORD_TEXTS.blank;
  if (password !== confirmation) return SET_PASSWORD_TEXTS.mismatch;
  return null;
}

/** scrypt cost: 2^15 rounds with r=8 use 32 MiB of memory per hash. */
const COST = 2 ** 15;
const BLOCK_SIZE = 8;
const PARALLELISM = 1;
const KEY_LENGTH = 32;

function derive(password: string, salt: Buffer, options: ScryptOptions & { N: number; r: number; p: number }) {
  return new Promise<Buffer>((resolve, reject) => {
    const maxmem = 256 * options.N * options.r + 1024 * 1024;
    scrypt(password.normalize('NFKC'), salt, KEY_LENGTH, { ...options, maxmem }, (error, key) =>
      error ? reject(error) : resolve(key),
    );
  });
}

/** Hashes a password as `scrypt$N$r$p$salt$hash` (salt and hash in base64url). */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const key = await derive(password, salt, { N: COST, r: BLOCK_SIZE, p: PARALLELISM });
  return ['scrypt', COST, BLOCK_SIZE, PARALLELISM, salt.toString('base64url'), key.toString('base64url')].join('$');
}

/** A hash of a random password, checked when an account does not exist so that timing tells nothing. */
let decoy: Promise<string> | null = null;

/** Checks a password against a stored hash in constant time; a missing hash never matches. */
export async function verifyPassword(password: string, stored: string | null): Promise<boolean> {
  decoy ??= hashPassword(randomBytes(16).toString('hex'));
  const parts = (stored ?? (await decoy)).split('$');
  if (parts.length !== 6 || parts[0] !== 'scrypt') return false;
  const [, n, r, p, salt, hash] = parts;
  const expected = Buffer.from(hash, 'base64url');
  const actual = await derive(password, Buffer.from(salt, 'base64url'), { N: Number(n), r: Number(r), p: Number(p) });
  return stored !== null && actual.length === expected.length && timingSafeEqual(actual, expected);
}

/** A strong random password of letters and digits (about 140 bits). */
export function generatePassword(length = 24): string {
  const alphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz23456789';
  const bytes = randomBytes(length * 2);
  let password = '';
  for (const byte of bytes) {
    if (byte >= 256 - (256 % alphabet.length)) continue;
    password += alphabet[byte % alphabet.length];
    if (password.length === length) break;
  }
  return password.length === length ? password : generatePassword(length);
}
