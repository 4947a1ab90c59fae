import { randomBytes } from 'node:crypto';
import { link, mkdir, readFile, unlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { exportJWK, generateKeyPair, type JWK } from 'jose';

/** The provider's private signing keys and the keys that sign its cookies. */
export interface SigningKeys {
  jwks: { keys: JWK[] };
  cookieKeys: string[];
}

const PRIVATE_MEMBERS = ['d', 'p', 'q', 'dp', 'dq', 'qi', 'k'] as const;

async function signingKey(alg: 'ES256' | 'RS256'): Promise<JWK> {
  const { privateKey } = await generateKeyPair(alg, { extractable: true });
  const kid = `${alg.toLowerCase()}-${randomBytes(6).toString('hex')}`;
  return { ...(await exportJWK(privateKey)), alg, use: 'sig', kid };
}

/** Reads a JSON file, or creates it with `create()` when absent (the first writer wins). */
async function readOrCreate<T>(file: string, create: () => Promise<T>): Promise<T> {
  try {
    return JSON.parse(await readFile(file, 'utf8')) as T;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  const value = await create();
  const partial = `${file}.${process.pid}.partial`;
  await writeFile(partial, `${JSON.stringify(value, null, 2)}\n`, { mode: 0o600 });
  try {
    // A hard link appears complete or not at all, and fails when another process was first.
    await link(partial, file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    return JSON.parse(await readFile(file, 'utf8')) as T;
  } finally {
    await unlink(partial);
  }
  return value;
}

/**
 * Loads the signing keys (ES256 for access tokens, RS256 for ID tokens) and cookie keys from
 * `<dataDir>/keys`, generating them at the first start.
 */
export async function loadSigningKeys(dataDir: string): Promise<SigningKeys> {
  const directory = path.join(dataDir, 'keys');
  await mkdir(directory, { recursive: true, mode: 0o700 });
  const jwks = await readOrCreate(path.join(directory, 'jwks.json'), async () => ({
    keys: [await signingKey('RS256'), await signingKey('ES256')],
  }));
  const cookieKeys = await readOrCreate(path.join(directory, 'cookie-keys.json'), async () => [
    randomBytes(32).toString('base64url'),
  ]);
  return { jwks, cookieKeys };
}

/** The public halves of the signing keys, for verifying access tokens. */
export function publicKeysOf(jwks: { keys: JWK[] }): { keys: JWK[] } {
  return {
    keys: jwks.keys.map((key) => {
      const copy: JWK = { ...key };
      for (const member of PRIVATE_MEMBERS) delete copy[member];
      return copy;
    }),
  };
}
