import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import { link, mkdir, readFile, unlink, writeFile } from 'node:fs/promises';
import path from 'node:path';

/**
 * Encrypts what publishing must keep secret (OAuth tokens, Vimeo video passwords) with AES-256-GCM.
 * A stored value reads `v1.<iv>.<tag>.<ciphertext>` (base64url); a value changed or encrypted with
 * another key does not decrypt.
 */
export interface TokenCipher {
  encrypt(plain: string): string;
  decrypt(stored: string): string;
}

const VERSION = 'v1';
const KEY_FILE = 'publishing-token.key';

/** The 32-byte key from PUBLISHING_TOKEN_KEY (base64, base64url or hex). */
export function parseTokenKey(value: string): Buffer {
  const text = value.trim();
  const key = /^[0-9a-f]{64}$/i.test(text) ? Buffer.from(text, 'hex') : Buffer.from(text, 'base64');
  if (key.length !== 32) throw new Error('PUBLISHING_TOKEN_KEY must hold 32 bytes, written as base64 or hex');
  return key;
}

export function createTokenCipher(key: Buffer): TokenCipher {
  if (key.length !== 32) throw new Error('The publishing token key must be 32 bytes');
  return {
    encrypt(plain) {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      const parts = [iv, cipher.getAuthTag(), body].map((part) => part.toString('base64url'));
      return [VERSION, ...parts].join('.');
    },
    decrypt(stored) {
      const [version, iv, tag, body] = stored.split('.');
      if (version !== VERSION || iv === undefined || tag === undefined || body === undefined) {
        throw new Error('The stored secret is not readable');
      }
      const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
      decipher.setAuthTag(Buffer.from(tag, 'base64url'));
      return Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]).toString('utf8');
    },
  };
}

/** Reads the key file, or writes a new random key there (mode 0600; the first writer wins). */
async function keyFileOf(directory: string): Promise<Buffer> {
  const file = path.join(directory, KEY_FILE);
  try {
    return parseTokenKey(await readFile(file, 'utf8'));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  await mkdir(directory, { recursive: true, mode: 0o700 });
  const partial = `${file}.${process.pid}.partial`;
  await writeFile(partial, `${randomBytes(32).toString('base64')}\n`, { mode: 0o600 });
  try {
    // A hard link appears complete or not at all, and fails when another process was first.
    await link(partial, file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  } finally {
    await unlink(partial);
  }
  return parseTokenKey(await readFile(file, 'utf8'));
}

/** The cipher of the configured key, else of `<dataDir>/keys/publishing-token.key` (created at the first start). */
export async function loadTokenCipher(options: { tokenKey: string | null; dataDir: string }): Promise<TokenCipher> {
  const key = options.tokenKey ? parseTokenKey(options.tokenKey) : await keyFileOf(path.join(options.dataDir, 'keys'));
  return createTokenCipher(key);
}
