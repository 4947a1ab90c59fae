/** Where media lives when it is kept in an S3-compatible bucket instead of the local folder. */
export interface S3Settings {
  bucket: string;
  /** Signing region (`us-east-1` when not given; most S3-compatible servers accept any). */
  region: string;
  /** The server's address, e.g. `http://127.0.0.1:9000` for MinIO; null for Amazon S3 itself. */
  endpoint: string | null;
  /** Static credentials; when both are null the AWS default chain is used (environment, profile, instance role). */
  accessKeyId: string | null;
  secretAccessKey: string | null;
  /** `{endpoint}/{bucket}/{key}` addresses instead of `{bucket}.{endpoint}/{key}` (on by default with an endpoint). */
  forcePathStyle: boolean;
}

type Env = Record<string, string | undefined>;

const text = (value: string | undefined) => value?.trim() || null;

function flag(name: string, value: string | undefined, fallback: boolean): boolean {
  const given = text(value)?.toLowerCase();
  if (!given) return fallback;
  if (['1', 'true', 'on', 'yes'].includes(given)) return true;
  if (['0', 'false', 'off', 'no'].includes(given)) return false;
  throw new Error(`${name} must be true or false, got "${value}"`);
}

/**
 * The S3 settings from `STORAGE`, `S3_BUCKET`, `S3_ENDPOINT`, `S3_REGION`, `S3_ACCESS_KEY_ID`,
 * `S3_SECRET_ACCESS_KEY` and `S3_FORCE_PATH_STYLE`, or null for the local folder (the default).
 * `STORAGE=s3` or a set `S3_BUCKET` selects S3; `STORAGE=local` keeps the local folder.
 */
export function s3SettingsOf(env: Env): S3Settings | null {
  const kind = text(env.STORAGE)?.toLowerCase() ?? null;
  if (kind !== null && kind !== 'local' && kind !== 's3') {
    throw new Error(`STORAGE must be "local" or "s3", got "${env.STORAGE}"`);
  }
  const bucket = text(env.S3_BUCKET);
  if (kind === 'local' || (kind === null && !bucket)) return null;
  if (!bucket) throw new Error('STORAGE=s3 needs S3_BUCKET, the name of the bucket');
  const endpoint = text(env.S3_ENDPOINT);
  if (endpoint && !/^https?:\/\/[^/]/.test(endpoint)) {
    throw new Error(`S3_ENDPOINT must be an http:// or https:// address, got "${endpoint}"`);
  }
  const accessKeyId = text(env.S3_ACCESS_KEY_ID);
  const secretAccessKey = text(env.S3_SECRET_ACCESS_KEY);
  if (!accessKeyId !== !secretAccessKey) {
    throw new Error('S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY must be set together');
  }
  return {
    bucket,
    region: text(env.S3_REGION) ?? 'us-east-1',
    endpoint: endpoint?.replace(/\/+$/, '') ?? null,
    accessKeyId,
    secretAccessKey,
    forcePathStyle: flag('S3_FORCE_PATH_STYLE', env.S3_FORCE_PATH_STYLE, endpoint !== null),
  };
}
