import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { FTP_TLS_MODES, type FtpTlsMode, MAX_CHUNK_BYTES } from '@reelbase/contract';
import { type S3Settings, s3SettingsOf } from './storage/s3-config.ts';

/** The repository root (where the workspace's package.json lives). */
export const REPOSITORY_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

export interface Config {
  port: number;
  host: string;
  /** Absolute folder holding the embedded database, keys, media and the mail outbox. */
  dataDir: string;
  /** A postgres:// URL selects PostgreSQL; without it the embedded PGlite database is used. */
  databaseUrl: string | null;
  /** The address users reach the server at, without a trailing slash. */
  publicUrl: string;
  adminEmail: string | null;
  adminPassword: string | null;
  /** When set, mail goes out by SMTP; otherwise it is written as .eml files into the outbox. */
  smtpUrl: string | null;
  mailFrom: string;
  /** The built console (index.html and assets). */
  consoleDist: string;
  /** The built Storybook, served read-only at /storybook/. */
  storybookDist: string;
  /** Redirect addresses accepted besides `${publicUrl}/auth`, e.g. the console's dev server. */
  extraRedirectUris: string[];
  /** Whether this process runs the job workers (the embedded default) or leaves them to `npm run worker`. */
  jobWorkers: boolean;
  /** Trust X-Forwarded-* headers from a reverse proxy. */
  trustProxy: boolean;
  /** Requests per minute per user (or per IP address without a token) on /api. */
  apiRateLimitPerMinute: number;
  /** The largest chunk of the upload protocol, in bytes (256 MiB). */
  maxChunkBytes: number;
  /** How long the signed media addresses of the public viewing pages work, in seconds (6 hours). */
  viewMediaSeconds: number;
  logLevel: string;
  /** Deliver webhooks to loopback and private network addresses too (off: only public addresses). */
  webhookAllowPrivate: boolean;
  /** Media in an S3-compatible bucket (STORAGE=s3 or S3_BUCKET); null keeps it in DATA_DIR/media. */
  s3: S3Settings | null;
  /** The built-in FTP server; null turns it off. */
  ftp: FtpConfig | null;
  /** How many whole UTC days before today the raw view events are kept (the roll-ups are kept). */
  statsRetentionDays: number;
  /** The two publishing services (app credentials and addresses) and the key of the stored tokens. */
  publishing: PublishingConfig;
}

/** One publishing service: the company's OAuth app and where the service answers. */
export interface PublishServiceConfig {
  /** Null until both the client id and secret are set: the service cannot be linked then. */
  credentials: { clientId: string; clientSecret: string } | null;
  /** Base address of the REST API (Vimeo: https://api.vimeo.com; YouTube: https://www.googleapis.com). */
  apiUrl: string;
  /** Base address of the OAuth authorization page (Vimeo: https://api.vimeo.com; YouTube: https://accounts.google.com). */
  authUrl: string;
  /** The OAuth token endpoint (Vimeo: {authUrl}/oauth/access_token; YouTube: https://oauth2.googleapis.com/token). */
  tokenUrl: string;
  /** The environment variables that set the credentials, for the console's hint. */
  settings: [string, string];
}

export interface PublishingConfig {
  vimeo: PublishServiceConfig;
  youtube: PublishServiceConfig;
  /** PUBLISHING_TOKEN_KEY: 32 bytes (base64 or hex) encrypting stored tokens; else DATA_DIR/keys/publishing-token.key. */
  tokenKey: string | null;
}

/** The built-in FTP server (passive mode only). */
export interface FtpConfig {
  /** Control connection port; 0 takes any free port (FTP_PORT=0 turns FTP off instead). */
  port: number;
  /** Listen address of the control and data connections. */
  host: string;
  /** The address announced to clients for passive data connections. */
  pasvUrl: string;
  pasvMin: number;
  pasvMax: number;
  /** Explicit FTPS (AUTH TLS): offered (`on`), `required` before signing in, or `off`. */
  tls: {
    mode: FtpTlsMode;
    /** PEM files of the certificate and its key; without them a self-signed pair is kept in DATA_DIR/ftp-tls. */
    certFile?: string;
    keyFile?: string;
  };
}

export type Env = Record<string, string | undefined>;

function list(value: string | undefined): string[] {
  return (value ?? '')
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);
}

function flag(value: string | undefined, fallback: boolean): boolean {
  if (value === undefined || value === '') return fallback;
  return !['0', 'false', 'off', 'no'].includes(value.toLowerCase());
}

function positiveInteger(name: string, value: string | undefined, fallback: number): number {
  if (value === undefined || value === '') return fallback;
  const parsed = Number(value);
  if (!Number.isInteger(parsed) || parsed < 0) throw new Error(`${name} must be a whole number, got "${value}"`);
  return parsed;
}

/** VIEW_MEDIA_TTL_SECONDS: at least 10 seconds (for tests of the expiry), at most a week (default 6 hours). */
function viewMediaSecondsOf(value: string | undefined): number {
  const seconds = positiveInteger('VIEW_MEDIA_TTL_SECONDS', value, 21_600);
  if (seconds < 10 || seconds > 7 * 24 * 3600) {
    throw new Error(`VIEW_MEDIA_TTL_SECONDS must be between 10 and 604800, got "${value}"`);
  }
  return seconds;
}

/** The default of STATS_RETENTION_DAYS: about 13 months, so a year can be compared with the one before. */
const DEFAULT_STATS_RETENTION_DAYS = 400;

/** STATS_RETENTION_DAYS: whole days, 1 to 36500 (default 400). */
function statsRetentionDaysOf(value: string | undefined): number {
  const days = positiveInteger('STATS_RETENTION_DAYS', value?.trim(), DEFAULT_STATS_RETENTION_DAYS);
  if (days < 1 || days > 36_500) throw new Error(`STATS_RETENTION_DAYS must be between 1 and 36500, got "${value}"`);
  return days;
}

function ftpTlsConfig(env: Env): FtpConfig['tls'] {
  const mode = (env.FTP_TLS?.trim().toLowerCase() || 'on') as FtpTlsMode;
  if (!FTP_TLS_MODES.includes(mode)) throw new Error(`FTP_TLS must be on, required or off, got "${env.FTP_TLS}"`);
  const certFile = env.FTP_TLS_CERT?.trim() || undefined;
  const keyFile = env.FTP_TLS_KEY?.trim() || undefined;
  if (Boolean(certFile) !== Boolean(keyFile)) throw new Error('FTP_TLS_CERT and FTP_TLS_KEY are set together');
  return { mode, certFile, keyFile };
}

function ftpConfig(env: Env): FtpConfig | null {
  const setting = env.FTP_PORT?.trim().toLowerCase();
  if (setting === 'off' || setting === 'false') return null;
  const port = positiveInteger('FTP_PORT', setting, 2121);
  if (port === 0) return null;
  const pasvMin = positiveInteger('FTP_PASV_MIN', env.FTP_PASV_MIN, 30000);
  const pasvMax = positiveInteger('FTP_PASV_MAX', env.FTP_PASV_MAX, pasvMin + 19);
  if (pasvMax < pasvMin || pasvMax > 65535) throw new Error('FTP_PASV_MAX must be between FTP_PASV_MIN and 65535');
  return {
    port,
    host: env.FTP_HOST?.trim() || '127.0.0.1',
    pasvUrl: env.FTP_PASV_URL?.trim() || '127.0.0.1',
    pasvMin,
    pasvMax,
    tls: ftpTlsConfig(env),
  };
}

const baseUrl = (value: string | undefined, fallback: string) => (value?.trim() || fallback).replace(/\/+$/, '');

function publishService(
  env: Env,
  prefix: 'VIMEO' | 'YOUTUBE',
  defaults: { apiUrl: string; authUrl: string; tokenUrl: (authUrl: string) => string },
): PublishServiceConfig {
  const clientId = env[`${prefix}_CLIENT_ID`]?.trim() ?? '';
  const clientSecret = env[`${prefix}_CLIENT_SECRET`]?.trim() ?? '';
  const authUrl = baseUrl(env[`${prefix}_AUTH_URL`], defaults.authUrl);
  return {
    credentials: clientId && clientSecret ? { clientId, clientSecret } : null,
    apiUrl: baseUrl(env[`${prefix}_API_URL`], defaults.apiUrl),
    authUrl,
    tokenUrl: env[`${prefix}_TOKEN_URL`]?.trim() || defaults.tokenUrl(authUrl),
    settings: [`${prefix}_CLIENT_ID`, `${prefix}_CLIENT_SECRET`],
  };
}

function publishingConfig(env: Env): PublishingConfig {
  return {
    vimeo: publishService(env, 'VIMEO', {
      apiUrl: 'https://api.vimeo.com',
      authUrl: 'https://api.vimeo.com',
      tokenUrl: (authUrl) => `${authUrl}/oauth/access_token`,
    }),
    youtube: publishService(env, 'YOUTUBE', {
      apiUrl: 'https://www.googleapis.com',
      authUrl: 'https://accounts.google.com',
      tokenUrl: () => 'https://oauth2.googleapis.com/token',
    }),
    tokenKey: env.PUBLISHING_TOKEN_KEY?.trim() || null,
  };
}

/** Reads the configuration from environment variables (see docs/architecture.md for the list). */
export function loadConfig(env: Env = process.env): Config {
  const port = positiveInteger('PORT', env.PORT, 8080);
  const databaseUrl = env.DATABASE_URL?.trim() || null;
  if (databaseUrl && !/^postgres(ql)?:\/\//.test(databaseUrl)) {
    throw new Error('DATABASE_URL must be a postgres:// URL');
  }
  const publicUrl = (env.PUBLIC_URL?.trim() || `http://localhost:${port}`).replace(/\/+$/, '');
  const host = new URL(publicUrl).hostname;
  return {
    port,
    host: env.HOST?.trim() || '0.0.0.0',
    dataDir: path.resolve(env.DATA_DIR?.trim() || './data'),
    databaseUrl,
    publicUrl,
    adminEmail: env.REELBASE_ADMIN_EMAIL?.trim() || null,
    adminPassword: env.REELBASE_ADMIN_PASSWORD || null,
    smtpUrl: env.SMTP_URL?.trim() || null,
    mailFrom: env.MAIL_FROM?.trim() || `Reelbase <no-reply@${host}>`,
    consoleDist: path.resolve(REPOSITORY_ROOT, env.CONSOLE_DIST?.trim() || 'packages/app/dist'),
    storybookDist: path.resolve(REPOSITORY_ROOT, env.STORYBOOK_DIST?.trim() || 'storybook-static'),
    extraRedirectUris: list(env.EXTRA_REDIRECT_URIS),
    jobWorkers: flag(env.JOB_WORKERS, true),
    trustProxy: flag(env.TRUST_PROXY, false),
    apiRateLimitPerMinute: positiveInteger('API_RATE_LIMIT', env.API_RATE_LIMIT, 600),
    maxChunkBytes: MAX_CHUNK_BYTES,
    viewMediaSeconds: viewMediaSecondsOf(env.VIEW_MEDIA_TTL_SECONDS),
    logLevel: env.LOG_LEVEL?.trim() || 'info',
    webhookAllowPrivate: flag(env.WEBHOOK_ALLOW_PRIVATE, false),
    s3: s3SettingsOf(env),
    ftp: ftpConfig(env),
    statsRetentionDays: statsRetentionDaysOf(env.STATS_RETENTION_DAYS),
    publishing: publishingConfig(env),
  };
}

/** The OpenID Connect issuer: the provider is mounted under /oidc. */
export function issuerOf(config: Pick<Config, 'publicUrl'>): string {
  return `${config.publicUrl}/oidc`;
}

/** The product version from the workspace's package.json. */
export function productVersion(): string {
  const file = path.join(REPOSITORY_ROOT, 'package.json');
  if (!existsSync(file)) return '0.0.0';
  return (JSON.parse(readFileSync(file, 'utf8')) as { version?: string }).version ?? '0.0.0';
}
