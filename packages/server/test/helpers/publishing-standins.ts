/**
 * Local stand-ins of the two publishing services (Vimeo API 3.4 with tus uploads; YouTube Data API
 * v3 with Google OAuth and resumable uploads). Each is a plain node:http server on 127.0.0.1 that
 * implements what the production clients use, strictly enough to catch protocol mistakes, and keeps
 * what it received for assertions. Settings can be changed while it runs (faults, throttling,
 * rejection). Nothing here depends on the test runner: end-to-end tests import it, and a server
 * started as a child process reaches it through `env()`.
 *
 * Run on its own (`node --import tsx packages/server/test/helpers/publishing-standins.ts`), it starts
 * both and prints the environment variables of a server pointed at them as one JSON line.
 */
import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { pathToFileURL } from 'node:url';
import type { PublishServiceConfig } from '../../src/config.ts';

/** Every chunk of a YouTube upload but the last is a multiple of this. */
const YOUTUBE_CHUNK_UNIT = 256 * 1024;
const JSON_LIMIT = 1024 * 1024;

/** Settings both stand-ins share; change them at run time through `standIn.settings`. */
export interface StandInSettings {
  /** The authorization page sends the browser back with `error=access_denied`. */
  deny: boolean;
  /**
   * After an upload holds this many bytes, its next data request fails once (the setting then
   * clears itself): see `failWith`. Null: no fault.
   */
  failOnceAfterBytes: number | null;
  /**
   * How that request fails: `disconnect` (default) keeps the bytes up to the limit and destroys the
   * connection half way through the request; `status` answers 503 without reading the body.
   */
  failWith: 'disconnect' | 'status';
  /**
   * YouTube: a finished video's uploadStatus is `rejected` with this rejectionReason.
   * Vimeo: creating a video (POST /me/videos) answers 403 with this error.
   */
  reject: string | null;
  /** Reads upload bodies at most this fast (null: at full speed), so that an upload stays in progress. */
  bytesPerSecond: number | null;
  /**
   * Each data request that does not complete the upload keeps this many bytes fewer than it carried
   * (a service that persisted less than it was sent); 0: keeps everything.
   */
  keepShortBytes: number;
}

/** The settings a stand-in starts with unless told otherwise: no faults, full speed. */
const STANDIN_DEFAULTS: StandInSettings = {
  deny: false,
  failOnceAfterBytes: null,
  failWith: 'disconnect',
  reject: null,
  bytesPerSecond: null,
  keepShortBytes: 0,
};

export interface YoutubeStandInSettings extends StandInSettings {
  /** Lifetime of access tokens issued from now on (Google's is an hour); expired tokens get 401. */
  accessTokenSeconds: number;
  /** A finished video's uploadStatus is `failed` with this failureReason. */
  failVideo: string | null;
}

export interface VimeoStandInSettings extends StandInSettings {
  /** The account is above the free tier (`pro`; otherwise `basic`). */
  paidTier: boolean;
  /** A finished video's transcode status is `error`. */
  transcodeError: boolean;
}

export const YOUTUBE_STANDIN_DEFAULTS: YoutubeStandInSettings = {
  ...STANDIN_DEFAULTS,
  accessTokenSeconds: 3600,
  failVideo: null,
};
export const VIMEO_STANDIN_DEFAULTS: VimeoStandInSettings = {
  ...STANDIN_DEFAULTS,
  paidTier: false,
  transcodeError: false,
};

/** Options of a stand-in: its OAuth client, and initial settings (at the top level or under `settings`). */
export type StandInOptions<S extends StandInSettings> = Partial<S> & {
  clientId?: string;
  clientSecret?: string;
  /** When given, the authorization page accepts only these redirect addresses. */
  redirectUris?: string[];
  settings?: Partial<S>;
};

/** One video being uploaded to a stand-in. */
export interface StandInUpload {
  /** The service's id of the video. */
  id: string;
  /** The bytes the service holds. */
  readonly received: Buffer;
  /** How many bytes it holds. */
  readonly length: number;
  /** The size announced when the upload started. */
  size: number;
  /** Every byte is there. */
  done: boolean;
  /** The upload session is gone (`expireUploads`): data requests answer 404. */
  expired: boolean;
  /** What the video was created with (YouTube: the video resource sent; Vimeo: the request body). */
  metadata: Record<string, unknown>;
  /** The MIME type announced (YouTube) or null. */
  mimeType: string | null;
  /** Tags set after the upload (Vimeo) or sent in the snippet (YouTube). */
  tags: string[];
  /** Categories suggested (Vimeo) or the category id (YouTube). */
  categories: string[];
  /** The address that receives the bytes. */
  uploadUrl: string;
  /** Data requests received (including refused and cut ones). */
  dataRequests: number;
}

/** A token the stand-in granted. */
export interface IssuedTokens {
  grant: 'authorization_code' | 'refresh_token';
  accessToken: string;
  refreshToken: string | null;
  /** Milliseconds since the epoch; null: does not expire. */
  expiresAt: number | null;
}

export interface StandInRequest {
  method: string;
  path: string;
  status: number;
}

export interface PublishingStandIn<S extends StandInSettings> {
  platform: 'vimeo' | 'youtube';
  /** Base address: API, authorization page and token endpoint all answer here. */
  url: string;
  clientId: string;
  clientSecret: string;
  /** Change at run time. */
  settings: S;
  /** Every upload started, oldest first. */
  uploads: StandInUpload[];
  /** Bytes of upload bodies read (kept or refused for a wrong offset); bytes after a cut connection are not. */
  readonly totalBytesReceived: number;
  /** Tokens granted, oldest first. */
  tokens: IssuedTokens[];
  /** Authorization codes handed out, oldest first. */
  codes: string[];
  /** Requests answered (method, path without query, status), oldest first. */
  requests: StandInRequest[];
  /** The publishing configuration of a server pointed at the stand-in. */
  config(): PublishServiceConfig;
  /** Environment variables of a server (child process) pointed at the stand-in. */
  env(): Record<string, string>;
  /** Every access and refresh token stops working (401 / invalid_grant). */
  revokeTokens(): void;
  /** Every access token expires now (refresh tokens keep working). */
  expireAccessTokens(): void;
  /** Every upload session is gone: its data and status requests answer 404. */
  expireUploads(): void;
  close(): Promise<void>;
}

export type YoutubeStandIn = PublishingStandIn<YoutubeStandInSettings>;
export type VimeoStandIn = PublishingStandIn<VimeoStandInSettings>;

// ---------------------------------------------------------------------------------------------
// Shared machinery.

class HttpError extends Error {
  constructor(
    readonly status: number,
    readonly body: unknown,
    readonly headers: Record<string, string> = {},
  ) {
    super(`HTTP ${status}`);
  }
}

class Upload implements StandInUpload {
  parts: Buffer[] = [];
  length = 0;
  done = false;
  expired = false;
  tags: string[] = [];
  categories: string[] = [];
  dataRequests = 0;
  constructor(
    public id: string,
    public size: number,
    public metadata: Record<string, unknown>,
    public mimeType: string | null,
    public uploadUrl: string,
  ) {}
  get received(): Buffer {
    if (this.parts.length !== 1) this.parts = [Buffer.concat(this.parts, this.length)];
    return this.parts[0];
  }
  append(piece: Buffer): void {
    if (!piece.length) return;
    this.parts.push(Buffer.from(piece));
    this.length += piece.length;
  }
  truncate(length: number): void {
    if (length >= this.length) return;
    this.parts = [Buffer.from(this.received.subarray(0, length))];
    this.length = length;
  }
}

interface AccessGrant {
  expiresAt: number | null;
  revoked: boolean;
}

interface CodeGrant {
  redirectUri: string;
  used: boolean;
}

/** State and helpers one stand-in server keeps. */
class Core<S extends StandInSettings> {
  url = '';
  settings: S;
  uploads: Upload[] = [];
  totalBytesReceived = 0;
  tokens: IssuedTokens[] = [];
  codes: string[] = [];
  requests: StandInRequest[] = [];
  accessTokens = new Map<string, AccessGrant>();
  refreshTokens = new Map<string, { revoked: boolean }>();
  codeGrants = new Map<string, CodeGrant>();
  timers = new Set<NodeJS.Timeout>();
  clientId: string;
  clientSecret: string;
  redirectUris: string[] | null;

  constructor(options: StandInOptions<S>, defaults: S, prefix: string) {
    const { clientId, clientSecret, redirectUris, settings, ...initial } = options;
    this.clientId = clientId ?? `${prefix}-client-id`;
    this.clientSecret = clientSecret ?? `${prefix}-client-secret`;
    this.redirectUris = redirectUris ?? null;
    const known = Object.fromEntries(Object.entries(initial).filter(([key]) => key in defaults));
    this.settings = { ...defaults, ...known, ...settings };
  }

  /** Checks an authorization request; answers the browser's redirect back to the application. */
  authorize(query: URLSearchParams, requiredScope: string, extra: Record<string, string> = {}): string {
    const clientId = query.get('client_id');
    const redirectUri = query.get('redirect_uri');
    if (clientId !== this.clientId)
      throw new HttpError(400, 'Error 401: invalid_client. The OAuth client was not found.');
    if (!redirectUri || !/^https?:\/\//.test(redirectUri) || !URL.canParse(redirectUri)) {
      throw new HttpError(400, 'Error 400: invalid_request. Missing or invalid redirect_uri.');
    }
    if (this.redirectUris && !this.redirectUris.includes(redirectUri)) {
      throw new HttpError(400, 'Error 400: redirect_uri_mismatch.');
    }
    if (query.get('response_type') !== 'code') {
      throw new HttpError(400, 'Error 400: unsupported_response_type.');
    }
    const scopes = (query.get('scope') ?? '').split(/[\s+]+/).filter(Boolean);
    if (!scopes.includes(requiredScope)) throw new HttpError(400, 'Error 400: invalid_scope.');
    const target = new URL(redirectUri);
    const state = query.get('state');
    if (this.settings.deny) {
      target.searchParams.set('error', 'access_denied');
    } else {
      const code = `code-${randomBytes(12).toString('base64url')}`;
      this.codeGrants.set(code, { redirectUri, used: false });
      this.codes.push(code);
      target.searchParams.set('code', code);
      for (const [key, value] of Object.entries(extra)) target.searchParams.set(key, value);
    }
    if (state !== null) target.searchParams.set('state', state);
    return target.href;
  }

  /** The authorization page: the redirect back to the application, or an error page that does not go back. */
  authorizationPage(
    res: ServerResponse,
    query: URLSearchParams,
    requiredScope: string,
    extra: Record<string, string> = {},
  ): void {
    let location: string;
    try {
      location = this.authorize(query, requiredScope, extra);
    } catch (error) {
      if (error instanceof HttpError) throw new HttpError(error.status, `<!doctype html><p>${String(error.body)}</p>`);
      throw error;
    }
    send(res, 302, undefined, { Location: location });
  }

  /** Redeems an authorization code once (null: unknown, used or for another redirect address). */
  redeem(code: string | null, redirectUri: string | null): boolean {
    const grant = code ? this.codeGrants.get(code) : undefined;
    if (!grant || grant.used) return false;
    grant.used = true;
    return grant.redirectUri === redirectUri;
  }

  issue(
    grant: IssuedTokens['grant'],
    lifetimeSeconds: number | null,
    refreshToken: string | null,
    prefix: string,
  ): IssuedTokens {
    const accessToken = `${prefix}${randomBytes(24).toString('base64url')}`;
    const expiresAt = lifetimeSeconds === null ? null : Date.now() + lifetimeSeconds * 1000;
    this.accessTokens.set(accessToken, { expiresAt, revoked: false });
    if (refreshToken && !this.refreshTokens.has(refreshToken)) this.refreshTokens.set(refreshToken, { revoked: false });
    const tokens = { grant, accessToken, refreshToken, expiresAt };
    this.tokens.push(tokens);
    return tokens;
  }

  /** The bearer token of a request when it is valid. */
  authorized(req: IncomingMessage): boolean {
    const header = req.headers.authorization ?? '';
    const match = /^bearer\s+(\S+)$/i.exec(header.trim());
    const grant = match ? this.accessTokens.get(match[1]) : undefined;
    if (!grant || grant.revoked) return false;
    return grant.expiresAt === null || grant.expiresAt > Date.now();
  }

  revokeTokens(): void {
    for (const grant of this.accessTokens.values()) grant.revoked = true;
    for (const grant of this.refreshTokens.values()) grant.revoked = true;
  }

  expireAccessTokens(): void {
    const past = Date.now() - 1000;
    for (const grant of this.accessTokens.values()) grant.expiresAt = past;
  }

  /** Answers 503 once when a `status` fault is due for this upload; true when it answered. */
  failByStatus(upload: Upload, res: ServerResponse, req: IncomingMessage, body: unknown): boolean {
    const limit = this.settings.failOnceAfterBytes;
    if (limit === null || this.settings.failWith !== 'status' || upload.length < limit) return false;
    this.settings.failOnceAfterBytes = null;
    req.resume();
    send(res, 503, body, { Connection: 'close' });
    return true;
  }

  /**
   * Reads an upload body into `upload` (null: read and discard), keeping at most `keep` bytes, with
   * throttling and the `disconnect` fault. Resolves `cut` when the request did not arrive whole.
   */
  receive(req: IncomingMessage, upload: Upload | null, keep: number): Promise<'complete' | 'cut'> {
    const settings = this.settings;
    const failAt =
      upload && settings.failOnceAfterBytes !== null && settings.failWith === 'disconnect'
        ? Math.max(settings.failOnceAfterBytes, upload.length)
        : null;
    const started = Date.now();
    const startLength = upload?.length ?? 0;
    let read = 0;
    let settled = false;
    let timer: NodeJS.Timeout | null = null;
    return new Promise((resolve) => {
      const settle = (result: 'complete' | 'cut') => {
        if (settled) return;
        settled = true;
        if (timer) {
          clearTimeout(timer);
          this.timers.delete(timer);
        }
        resolve(result);
      };
      req.on('data', (chunk: Buffer) => {
        if (settled) return;
        let piece = chunk;
        if (upload && failAt !== null && upload.length + piece.length > failAt) {
          piece = piece.subarray(0, failAt - upload.length);
          upload.append(piece);
          this.totalBytesReceived += piece.length;
          if (settings.failOnceAfterBytes !== null) settings.failOnceAfterBytes = null;
          req.socket.destroy();
          settle('cut');
          return;
        }
        this.totalBytesReceived += piece.length;
        read += piece.length;
        if (upload) {
          const room = Math.max(0, startLength + keep - upload.length);
          upload.append(piece.length > room ? piece.subarray(0, room) : piece);
        }
        const bytesPerSecond = settings.bytesPerSecond;
        if (bytesPerSecond && bytesPerSecond > 0) {
          const wait = started + (read / bytesPerSecond) * 1000 - Date.now();
          if (wait > 5) {
            req.pause();
            timer = setTimeout(() => {
              if (timer) this.timers.delete(timer);
              timer = null;
              if (!settled) req.resume();
            }, wait);
            this.timers.add(timer);
          }
        }
      });
      req.on('end', () => settle('complete'));
      req.on('close', () => settle(req.complete ? 'complete' : 'cut'));
      req.on('error', () => settle('cut'));
    });
  }

  /** After a data request that did not complete the upload, drops `keepShortBytes` of what it kept. */
  keepShort(upload: Upload, before: number): void {
    const short = this.settings.keepShortBytes;
    if (short > 0 && !upload.done && upload.length - before > short) upload.truncate(upload.length - short);
  }
}

function send(res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}): void {
  if (res.headersSent) return;
  const payload =
    body === undefined || body === null ? '' : typeof body === 'string' ? body : JSON.stringify(body, null, 1);
  res.writeHead(status, {
    ...(payload ? { 'Content-Type': typeof body === 'string' ? 'text/html; charset=utf-8' : 'application/json' } : {}),
    'Content-Length': String(Buffer.byteLength(payload)),
    ...headers,
  });
  res.end(payload);
}

async function readText(req: IncomingMessage): Promise<string> {
  const parts: Buffer[] = [];
  let length = 0;
  for await (const chunk of req) {
    length += (chunk as Buffer).length;
    if (length > JSON_LIMIT) throw new HttpError(413, { error: 'The request is too large.' });
    parts.push(chunk as Buffer);
  }
  return Buffer.concat(parts).toString('utf8');
}

/** A JSON or form body as an object. */
async function readBody(req: IncomingMessage, errorBody: (message: string) => unknown): Promise<unknown> {
  const text = await readText(req);
  const type = req.headers['content-type'] ?? '';
  if (type.includes('application/x-www-form-urlencoded')) return Object.fromEntries(new URLSearchParams(text));
  if (!text) return {};
  try {
    return JSON.parse(text);
  } catch {
    throw new HttpError(400, errorBody('The request body is not valid JSON.'));
  }
}

function listen(
  core: Core<StandInSettings>,
  handler: (req: IncomingMessage, res: ServerResponse, url: URL) => Promise<void>,
): Promise<Server> {
  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://127.0.0.1');
    res.on('finish', () =>
      core.requests.push({ method: req.method ?? 'GET', path: url.pathname, status: res.statusCode }),
    );
    handler(req, res, url).catch((error: unknown) => {
      if (error instanceof HttpError) {
        if (!res.headersSent) req.resume();
        send(res, error.status, error.body, error.headers);
        return;
      }
      send(res, 500, { error: 'Internal error of the stand-in.' });
    });
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      core.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
      resolve(server);
    });
  });
}

function closer(server: Server, core: Core<StandInSettings>): () => Promise<void> {
  return () =>
    new Promise<void>((resolve) => {
      for (const timer of core.timers) clearTimeout(timer);
      core.timers.clear();
      server.close(() => resolve());
      server.closeAllConnections();
    });
}

function standIn<S extends StandInSettings>(
  platform: 'vimeo' | 'youtube',
  core: Core<S>,
  server: Server,
  config: () => PublishServiceConfig,
): PublishingStandIn<S> {
  const prefix = platform.toUpperCase();
  return {
    platform,
    url: core.url,
    clientId: core.clientId,
    clientSecret: core.clientSecret,
    settings: core.settings,
    uploads: core.uploads,
    get totalBytesReceived() {
      return core.totalBytesReceived;
    },
    tokens: core.tokens,
    codes: core.codes,
    requests: core.requests,
    config,
    env() {
      const service = config();
      return {
        [`${prefix}_API_URL`]: service.apiUrl,
        [`${prefix}_AUTH_URL`]: service.authUrl,
        [`${prefix}_TOKEN_URL`]: service.tokenUrl,
        [`${prefix}_CLIENT_ID`]: core.clientId,
        [`${prefix}_CLIENT_SECRET`]: core.clientSecret,
      };
    },
    revokeTokens: () => core.revokeTokens(),
    expireAccessTokens: () => core.expireAccessTokens(),
    expireUploads() {
      for (const upload of core.uploads) upload.expired = true;
    },
    close: closer(server, core),
  };
}

function positiveInteger(value: unknown): number | null {
  const number = typeof value === 'string' && value.trim() ? Number(value) : value;
  return typeof number === 'number' && Number.isSafeInteger(number) && number > 0 ? number : null;
}

function basicCredentials(req: IncomingMessage): { id: string; secret: string } | null {
  const match = /^basic\s+(\S+)$/i.exec((req.headers.authorization ?? '').trim());
  if (!match) return null;
  const decoded = Buffer.from(match[1], 'base64').toString('utf8');
  const colon = decoded.indexOf(':');
  if (colon < 0) return null;
  return { id: decoded.slice(0, colon), secret: decoded.slice(colon + 1) };
}

// ---------------------------------------------------------------------------------------------
// YouTube (Google OAuth and the YouTube Data API v3).

/** Video categories of the US region; `assignable: false` ones cannot be given to an upload. */
export const YOUTUBE_STANDIN_CATEGORIES = [
  { id: '1', title: 'Film & Animation', assignable: true },
  { id: '2', title: 'Autos & Vehicles', assignable: true },
  { id: '10', title: 'Music', assignable: true },
  { id: '18', title: 'Short Movies', assignable: false },
  { id: '22', title: 'People & Blogs', assignable: true },
  { id: '27', title: 'Education', assignable: true },
  { id: '28', title: 'Science & Technology', assignable: true },
  { id: '30', title: 'Movies', assignable: false },
];

const YOUTUBE_UPLOAD_SCOPE = 'https://www.googleapis.com/auth/youtube.upload';
const YOUTUBE_PRIVACY = ['public', 'private', 'unlisted'];

function googleError(status: number, message: string, reason: string): HttpError {
  return new HttpError(status, {
    error: { code: status, message, errors: [{ message, domain: 'youtube.video', reason }] },
  });
}

/** Starts the YouTube stand-in: authorization page `/o/oauth2/v2/auth`, token endpoint `/token`, API under `/youtube/v3` and `/upload/youtube/v3`. */
export async function startYoutubeStandIn(
  options: StandInOptions<YoutubeStandInSettings> = {},
): Promise<YoutubeStandIn> {
  const core = new Core<YoutubeStandInSettings>(options, YOUTUBE_STANDIN_DEFAULTS, 'youtube');
  const channelId = `UC${randomBytes(16).toString('base64url').slice(0, 22)}`;
  const videos = new Map<string, { upload: Upload; status: Record<string, string> }>();

  function requireAuth(req: IncomingMessage): void {
    if (!core.authorized(req)) {
      throw googleError(401, 'Request had invalid authentication credentials.', 'authError');
    }
  }

  function videoResource(upload: Upload) {
    const video = videos.get(upload.id);
    return {
      kind: 'youtube#video',
      id: upload.id,
      snippet: { ...(upload.metadata.snippet as object), channelId },
      status: video?.status ?? { uploadStatus: 'uploaded' },
    };
  }

  function completeVideo(upload: Upload): void {
    upload.done = true;
    const privacyStatus = String((upload.metadata.status as { privacyStatus?: string })?.privacyStatus ?? 'public');
    const status: Record<string, string> = { uploadStatus: 'uploaded', privacyStatus };
    if (core.settings.reject) {
      status.uploadStatus = 'rejected';
      status.rejectionReason = core.settings.reject;
    } else if (core.settings.failVideo) {
      status.uploadStatus = 'failed';
      status.failureReason = core.settings.failVideo;
    }
    videos.set(upload.id, { upload, status });
  }

  function rangeHeader(upload: Upload): Record<string, string> {
    return upload.length > 0 ? { Range: `bytes=0-${upload.length - 1}` } : {};
  }

  async function token(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const body = (await readBody(req, (message) => ({
      error: 'invalid_request',
      error_description: message,
    }))) as Record<string, string>;
    if (body.client_id !== core.clientId || body.client_secret !== core.clientSecret) {
      throw new HttpError(401, { error: 'invalid_client', error_description: 'Unauthorized' });
    }
    const lifetime = core.settings.accessTokenSeconds;
    if (body.grant_type === 'authorization_code') {
      if (!core.redeem(body.code ?? null, body.redirect_uri ?? null)) {
        throw new HttpError(400, { error: 'invalid_grant', error_description: 'Bad Request' });
      }
      const refreshToken = `1//${randomBytes(24).toString('base64url')}`;
      const issued = core.issue('authorization_code', lifetime, refreshToken, 'ya29.');
      send(res, 200, {
        access_token: issued.accessToken,
        expires_in: lifetime,
        refresh_token: refreshToken,
        scope: `${YOUTUBE_UPLOAD_SCOPE} https://www.googleapis.com/auth/youtube.readonly`,
        token_type: 'Bearer',
      });
      return;
    }
    if (body.grant_type === 'refresh_token') {
      const grant = body.refresh_token ? core.refreshTokens.get(body.refresh_token) : undefined;
      if (!grant || grant.revoked) {
        throw new HttpError(400, { error: 'invalid_grant', error_description: 'Token has been expired or revoked.' });
      }
      const issued = core.issue('refresh_token', lifetime, null, 'ya29.');
      send(res, 200, {
        access_token: issued.accessToken,
        expires_in: lifetime,
        scope: `${YOUTUBE_UPLOAD_SCOPE} https://www.googleapis.com/auth/youtube.readonly`,
        token_type: 'Bearer',
      });
      return;
    }
    throw new HttpError(400, { error: 'unsupported_grant_type', error_description: 'Invalid grant_type.' });
  }

  const sessions = new Map<string, Upload>();

  async function startUpload(req: IncomingMessage, res: ServerResponse, url: URL): Promise<void> {
    requireAuth(req);
    if (url.searchParams.get('uploadType') !== 'resumable') {
      throw googleError(400, 'Only resumable uploads are supported here.', 'badRequest');
    }
    const parts = (url.searchParams.get('part') ?? '').split(',');
    if (!parts.includes('snippet') || !parts.includes('status')) {
      throw googleError(400, "'part' must name snippet and status.", 'invalidPart');
    }
    const size = positiveInteger(req.headers['x-upload-content-length']);
    if (size === null) throw googleError(400, 'X-Upload-Content-Length is missing.', 'badRequest');
    const mimeType = String(req.headers['x-upload-content-type'] ?? '');
    if (mimeType && !/^(video\/.+|application\/octet-stream)$/.test(mimeType)) {
      throw googleError(400, 'The MIME type is not a video.', 'invalidContentType');
    }
    const body = (await readBody(req, (message) => googleError(400, message, 'parseError').body)) as {
      snippet?: { title?: unknown; description?: unknown; tags?: unknown; categoryId?: unknown };
      status?: { privacyStatus?: unknown };
    };
    const title = body.snippet?.title;
    if (typeof title !== 'string' || !title.trim() || title.length > 100) {
      throw googleError(400, 'The request metadata specifies an invalid video title.', 'invalidTitle');
    }
    const description = body.snippet?.description ?? '';
    if (typeof description !== 'string' || description.length > 5000) {
      throw googleError(400, 'The request metadata specifies an invalid video description.', 'invalidDescription');
    }
    const tags = body.snippet?.tags ?? [];
    if (!Array.isArray(tags) || !tags.every((tag) => typeof tag === 'string') || tags.join(',').length > 500) {
      throw googleError(400, 'The request metadata specifies invalid video keywords.', 'invalidTags');
    }
    const categoryId = String(body.snippet?.categoryId ?? '');
    if (!YOUTUBE_STANDIN_CATEGORIES.some((category) => category.id === categoryId && category.assignable)) {
      throw googleError(400, 'The video snippet specifies an invalid category ID.', 'invalidCategoryId');
    }
    if (!YOUTUBE_PRIVACY.includes(String(body.status?.privacyStatus))) {
      throw googleError(400, 'The request metadata specifies an invalid privacy status.', 'invalidVideoMetadata');
    }
    const id = randomBytes(8).toString('base64url').slice(0, 11);
    const uploadId = randomBytes(18).toString('base64url');
    const uploadUrl = `${core.url}/upload/youtube/v3/videos?uploadType=resumable&part=snippet,status&upload_id=${uploadId}`;
    const upload = new Upload(id, size, body as Record<string, unknown>, mimeType || null, uploadUrl);
    upload.tags = tags as string[];
    upload.categories = [categoryId];
    sessions.set(uploadId, upload);
    core.uploads.push(upload);
    send(res, 200, undefined, { Location: uploadUrl, 'X-GUploader-UploadID': uploadId });
  }

  async function putData(req: IncomingMessage, res: ServerResponse, url: URL): Promise<void> {
    const upload = sessions.get(url.searchParams.get('upload_id') ?? '');
    if (!upload || upload.expired) throw googleError(404, 'Not Found', 'notFound');
    // The session address authorizes the upload; a token sent along must still be valid.
    if (req.headers.authorization && !core.authorized(req)) {
      throw googleError(401, 'Request had invalid authentication credentials.', 'authError');
    }
    const range = String(req.headers['content-range'] ?? '');
    const status = /^bytes \*\/(\d+)$/.exec(range);
    if (status) {
      req.resume();
      if (Number(status[1]) !== upload.size) throw googleError(400, 'Content-Range names another size.', 'badContent');
      if (upload.done) send(res, 200, videoResource(upload));
      else send(res, 308, undefined, rangeHeader(upload));
      return;
    }
    const match = /^bytes (\d+)-(\d+)\/(\d+)$/.exec(range);
    if (!match) throw googleError(400, 'Content-Range is missing or invalid.', 'badContent');
    const [first, last, total] = [Number(match[1]), Number(match[2]), Number(match[3])];
    const length = last - first + 1;
    if (total !== upload.size || last < first || last >= total) {
      throw googleError(400, 'Content-Range does not fit the upload.', 'badContent');
    }
    if (req.headers['content-length'] !== undefined && Number(req.headers['content-length']) !== length) {
      throw googleError(400, 'Content-Length does not match Content-Range.', 'badContent');
    }
    if (last + 1 < total && length % YOUTUBE_CHUNK_UNIT !== 0) {
      throw googleError(400, 'Every chunk but the last must be a multiple of 256 KiB.', 'badContent');
    }
    upload.dataRequests += 1;
    if (upload.done) {
      req.resume();
      send(res, 200, videoResource(upload));
      return;
    }
    if (core.failByStatus(upload, res, req, googleError(503, 'Backend Error', 'backendError').body)) return;
    if (first !== upload.length) {
      // Not where the session stands: the body is read and dropped, the answer says where it stands.
      await core.receive(req, null, 0);
      send(res, 308, undefined, rangeHeader(upload));
      return;
    }
    const before = upload.length;
    const result = await core.receive(req, upload, length);
    if (result === 'cut') return;
    if (upload.length === upload.size) completeVideo(upload);
    else core.keepShort(upload, before);
    if (upload.done) send(res, 200, videoResource(upload));
    else send(res, 308, undefined, rangeHeader(upload));
  }

  const server = await listen(core, async (req, res, url) => {
    const method = req.method ?? 'GET';
    const path = url.pathname;
    if (method === 'GET' && path === '/o/oauth2/v2/auth') {
      return core.authorizationPage(res, url.searchParams, YOUTUBE_UPLOAD_SCOPE, {
        scope: url.searchParams.get('scope') ?? '',
      });
    }
    if (method === 'POST' && path === '/token') return token(req, res);
    if (method === 'GET' && path === '/youtube/v3/channels') {
      requireAuth(req);
      if (url.searchParams.get('mine') !== 'true' || !url.searchParams.get('part')?.split(',').includes('id')) {
        throw googleError(400, 'No filter selected.', 'missingRequiredParameter');
      }
      send(res, 200, { kind: 'youtube#channelListResponse', items: [{ kind: 'youtube#channel', id: channelId }] });
      return;
    }
    if (method === 'GET' && path === '/youtube/v3/videoCategories') {
      requireAuth(req);
      if (!url.searchParams.get('part')?.split(',').includes('snippet')) {
        throw googleError(400, "'part' is required.", 'missingRequiredParameter');
      }
      send(res, 200, {
        kind: 'youtube#videoCategoryListResponse',
        items: YOUTUBE_STANDIN_CATEGORIES.map((category) => ({
          kind: 'youtube#videoCategory',
          id: category.id,
          snippet: { title: category.title, assignable: category.assignable, channelId: 'UCBR8-60-B28hp2BmDPdntcQ' },
        })),
      });
      return;
    }
    if (method === 'GET' && path === '/youtube/v3/videos') {
      requireAuth(req);
      const ids = (url.searchParams.get('id') ?? '').split(',').filter(Boolean);
      const items = ids
        .map((id) => videos.get(id))
        .filter((video) => video !== undefined)
        .map((video) => ({
          kind: 'youtube#video',
          id: video.upload.id,
          status:
            video.status.uploadStatus === 'uploaded' ? { ...video.status, uploadStatus: 'processed' } : video.status,
        }));
      send(res, 200, { kind: 'youtube#videoListResponse', items });
      return;
    }
    if (method === 'POST' && path === '/upload/youtube/v3/videos') return startUpload(req, res, url);
    if (method === 'PUT' && path === '/upload/youtube/v3/videos') return putData(req, res, url);
    throw googleError(404, 'Not Found', 'notFound');
  });

  return standIn('youtube', core, server, () => ({
    credentials: { clientId: core.clientId, clientSecret: core.clientSecret },
    apiUrl: core.url,
    authUrl: core.url,
    tokenUrl: `${core.url}/token`,
    settings: ['YOUTUBE_CLIENT_ID', 'YOUTUBE_CLIENT_SECRET'],
  }));
}

// ---------------------------------------------------------------------------------------------
// Vimeo (API 3.4, tus 1.0.0 uploads).

export const VIMEO_STANDIN_CATEGORIES = [
  { uri: '/categories/animation', name: 'Animation' },
  { uri: '/categories/documentary', name: 'Documentary' },
  { uri: '/categories/music', name: 'Music' },
  { uri: '/categories/sports', name: 'Sports' },
  { uri: '/categories/travel', name: 'Travel' },
];

const VIMEO_PRIVACY = ['anybody', 'contacts', 'disable', 'nobody', 'password', 'unlisted', 'users'];
const VIMEO_PAID_PRIVACY = ['unlisted', 'disable'];
const TUS_VERSION = '1.0.0';

function vimeoError(status: number, error: string, developerMessage = error, errorCode = 2204): HttpError {
  return new HttpError(status, { error, link: null, developer_message: developerMessage, error_code: errorCode });
}

/** Starts the Vimeo stand-in: authorization page `/oauth/authorize`, token endpoint `/oauth/access_token`, API at the root, tus uploads under `/tus`. */
export async function startVimeoStandIn(options: StandInOptions<VimeoStandInSettings> = {}): Promise<VimeoStandIn> {
  const core = new Core<VimeoStandInSettings>(options, VIMEO_STANDIN_DEFAULTS, 'vimeo');
  const userId = String(100_000 + (randomBytes(3).readUIntBE(0, 3) % 900_000));
  const byUploadId = new Map<string, Upload>();
  const byVideoId = new Map<string, Upload>();
  let nextVideo = 800_000_000 + (randomBytes(2).readUInt16BE(0) % 10_000) * 1000;

  function user() {
    return {
      uri: `/users/${userId}`,
      name: 'Stand-in user',
      link: `${core.url}/user${userId}`,
      account: core.settings.paidTier ? 'pro' : 'basic',
    };
  }

  function requireAuth(req: IncomingMessage): void {
    if (!core.authorized(req)) {
      throw vimeoError(
        401,
        'You must provide a valid authenticated access token.',
        'The access token is invalid.',
        8003,
      );
    }
  }

  function video(id: string): Upload {
    const upload = byVideoId.get(id);
    if (!upload)
      throw vimeoError(404, 'The requested video couldn\u2019t be found.', 'The video does not exist.', 5000);
    return upload;
  }

  function videoResource(upload: Upload) {
    const transcode = upload.done ? (core.settings.transcodeError ? 'error' : 'complete') : 'in_progress';
    return {
      uri: `/videos/${upload.id}`,
      link: `${core.url}/${upload.id}`,
      name: upload.metadata.name,
      status: !upload.done ? 'uploading' : transcode === 'error' ? 'transcoding_error' : 'available',
      upload: { status: upload.done ? 'complete' : 'in_progress', approach: 'tus', size: upload.size },
      transcode: { status: transcode },
    };
  }

  function tusTarget(url: URL): Upload {
    const upload = byUploadId.get(url.pathname.slice('/tus/'.length));
    if (!upload || upload.expired) throw new HttpError(404, 'Upload not found', { 'Tus-Resumable': TUS_VERSION });
    return upload;
  }

  async function token(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const client = basicCredentials(req);
    if (!client || client.id !== core.clientId || client.secret !== core.clientSecret) {
      req.resume();
      throw new HttpError(401, {
        error: 'invalid_client',
        error_description: 'The client credentials are invalid.',
      });
    }
    const body = (await readBody(req, (message) => ({
      error: 'invalid_request',
      error_description: message,
    }))) as Record<string, string>;
    if (body.grant_type !== 'authorization_code') {
      throw new HttpError(400, { error: 'unsupported_grant_type', error_description: 'Invalid grant_type.' });
    }
    if (!core.redeem(body.code ?? null, body.redirect_uri ?? null)) {
      throw new HttpError(400, {
        error: 'invalid_grant',
        error_description: 'The authorization code is invalid, used or for another redirect_uri.',
      });
    }
    const issued = core.issue('authorization_code', null, null, '');
    send(res, 200, {
      access_token: issued.accessToken,
      token_type: 'bearer',
      scope: 'public private upload edit',
      app: { name: 'Reelbase', uri: `/apps/${core.clientId}` },
      user: user(),
    });
  }

  async function createVideo(req: IncomingMessage, res: ServerResponse): Promise<void> {
    requireAuth(req);
    const body = (await readBody(req, (message) => vimeoError(400, message).body)) as {
      upload?: { approach?: unknown; size?: unknown };
      name?: unknown;
      description?: unknown;
      privacy?: { view?: unknown };
      password?: unknown;
    };
    if (core.settings.reject) throw vimeoError(403, core.settings.reject, core.settings.reject, 8002);
    if (body.upload?.approach !== 'tus') throw vimeoError(400, 'The upload approach must be tus.');
    const size = positiveInteger(body.upload?.size);
    if (size === null) throw vimeoError(400, 'The upload size is missing or invalid.');
    if (body.name !== undefined && (typeof body.name !== 'string' || body.name.length > 128)) {
      throw vimeoError(400, 'The name is invalid.');
    }
    const view = body.privacy?.view ?? 'anybody';
    if (typeof view !== 'string' || !VIMEO_PRIVACY.includes(view)) throw vimeoError(400, 'The privacy is invalid.');
    if (VIMEO_PAID_PRIVACY.includes(view) && !core.settings.paidTier) {
      throw vimeoError(403, 'Your account cannot use this privacy setting.', 'Upgrade to use this privacy.', 3420);
    }
    if (view === 'password' && (typeof body.password !== 'string' || !body.password)) {
      throw vimeoError(400, 'A password is required for password privacy.');
    }
    if (view !== 'password' && body.password !== undefined) {
      throw vimeoError(400, 'A password is only for password privacy.');
    }
    nextVideo += 1;
    const id = String(nextVideo);
    const uploadId = randomBytes(18).toString('hex');
    const uploadUrl = `${core.url}/tus/${uploadId}`;
    const upload = new Upload(id, size, body as Record<string, unknown>, null, uploadUrl);
    byUploadId.set(uploadId, upload);
    byVideoId.set(id, upload);
    core.uploads.push(upload);
    send(res, 200, {
      ...videoResource(upload),
      privacy: { view },
      upload: { status: 'in_progress', approach: 'tus', size, upload_link: uploadUrl },
    });
  }

  async function patch(req: IncomingMessage, res: ServerResponse, url: URL): Promise<void> {
    const tus = { 'Tus-Resumable': TUS_VERSION };
    if (req.headers['tus-resumable'] !== TUS_VERSION)
      throw new HttpError(412, undefined, { 'Tus-Version': TUS_VERSION });
    const upload = tusTarget(url);
    if (req.headers['content-type'] !== 'application/offset+octet-stream') {
      throw new HttpError(415, undefined, tus);
    }
    const offset = Number(req.headers['upload-offset']);
    if (req.headers['upload-offset'] === undefined || !Number.isSafeInteger(offset) || offset < 0) {
      throw new HttpError(400, undefined, tus);
    }
    upload.dataRequests += 1;
    if (core.failByStatus(upload, res, req, undefined)) return;
    if (offset !== upload.length) {
      await core.receive(req, null, 0);
      send(res, 409, undefined, tus);
      return;
    }
    const before = upload.length;
    const result = await core.receive(req, upload, upload.size - upload.length);
    if (result === 'cut') return;
    if (upload.length === upload.size) upload.done = true;
    else core.keepShort(upload, before);
    send(res, 204, undefined, { ...tus, 'Upload-Offset': String(upload.length) });
  }

  const server = await listen(core, async (req, res, url) => {
    const method = req.method ?? 'GET';
    const path = url.pathname;
    if (method === 'GET' && path === '/oauth/authorize') return core.authorizationPage(res, url.searchParams, 'upload');
    if (method === 'POST' && path === '/oauth/access_token') return token(req, res);
    if (path.startsWith('/tus/')) {
      if (method === 'HEAD') {
        if (req.headers['tus-resumable'] !== TUS_VERSION) {
          throw new HttpError(412, undefined, { 'Tus-Version': TUS_VERSION });
        }
        const upload = tusTarget(url);
        send(res, 200, undefined, {
          'Tus-Resumable': TUS_VERSION,
          'Upload-Offset': String(upload.length),
          'Upload-Length': String(upload.size),
          'Cache-Control': 'no-store',
        });
        return;
      }
      if (method === 'PATCH') return patch(req, res, url);
      throw new HttpError(405, undefined);
    }
    if (method === 'GET' && path === '/me') {
      requireAuth(req);
      send(res, 200, user());
      return;
    }
    if (method === 'GET' && path === '/categories') {
      requireAuth(req);
      const perPage = Math.min(100, positiveInteger(url.searchParams.get('per_page')) ?? 25);
      const data = VIMEO_STANDIN_CATEGORIES.slice(0, perPage).map((category) => ({
        ...category,
        link: `${core.url}${category.uri}`,
        top_level: true,
      }));
      send(res, 200, { total: VIMEO_STANDIN_CATEGORIES.length, page: 1, per_page: perPage, data });
      return;
    }
    if (method === 'POST' && path === '/me/videos') return createVideo(req, res);
    const tags = /^\/videos\/(\d+)\/tags$/.exec(path);
    if (method === 'PUT' && tags) {
      requireAuth(req);
      const upload = video(tags[1]);
      const body = await readBody(req, (message) => vimeoError(400, message).body);
      if (!Array.isArray(body) || !body.every((tag) => typeof tag?.name === 'string' && tag.name.trim())) {
        throw vimeoError(400, 'The tags must be a list of objects with a name.');
      }
      upload.tags = body.map((tag: { name: string }) => tag.name);
      send(
        res,
        200,
        upload.tags.map((name) => ({ uri: `/tags/${encodeURIComponent(name)}`, name, tag: name, canonical: name })),
      );
      return;
    }
    const categories = /^\/videos\/(\d+)\/categories$/.exec(path);
    if (method === 'PUT' && categories) {
      requireAuth(req);
      const upload = video(categories[1]);
      const body = (await readBody(req, (message) => vimeoError(400, message).body)) as { category?: unknown };
      const names = body.category;
      if (
        !Array.isArray(names) ||
        names.length === 0 ||
        !names.every((name) => VIMEO_STANDIN_CATEGORIES.some((category) => category.uri === `/categories/${name}`))
      ) {
        throw vimeoError(400, 'The category is unknown.');
      }
      upload.categories = names as string[];
      const first = VIMEO_STANDIN_CATEGORIES.find((category) => category.uri === `/categories/${names[0]}`);
      send(res, 200, first);
      return;
    }
    const page = /^\/(\d+)$/.exec(path);
    if (method === 'GET' && page) {
      const upload = video(page[1]);
      send(res, 200, `<!doctype html><title>${upload.id}</title><p>Video ${upload.id}</p>`);
      return;
    }
    const single = /^\/videos\/(\d+)$/.exec(path);
    if (method === 'GET' && single) {
      requireAuth(req);
      send(res, 200, videoResource(video(single[1])));
      return;
    }
    throw vimeoError(404, 'The requested page couldn\u2019t be found.', 'Unknown endpoint.', 5000);
  });

  return standIn('vimeo', core, server, () => ({
    credentials: { clientId: core.clientId, clientSecret: core.clientSecret },
    apiUrl: core.url,
    authUrl: core.url,
    tokenUrl: `${core.url}/oauth/access_token`,
    settings: ['VIMEO_CLIENT_ID', 'VIMEO_CLIENT_SECRET'],
  }));
}

/** Both stand-ins at once, with the environment of a server pointed at them. */
export async function startPublishingStandIns(
  options: { vimeo?: StandInOptions<VimeoStandInSettings>; youtube?: StandInOptions<YoutubeStandInSettings> } = {},
): Promise<{ vimeo: VimeoStandIn; youtube: YoutubeStandIn; env(): Record<string, string>; close(): Promise<void> }> {
  const [vimeo, youtube] = await Promise.all([startVimeoStandIn(options.vimeo), startYoutubeStandIn(options.youtube)]);
  return {
    vimeo,
    youtube,
    env: () => ({ ...vimeo.env(), ...youtube.env() }),
    close: async () => {
      await Promise.all([vimeo.close(), youtube.close()]);
    },
  };
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const standIns = await startPublishingStandIns();
  process.stdout.write(`${JSON.stringify(standIns.env())}\n`);
  const stop = () => {
    standIns.close().then(() => process.exit(0));
  };
  process.once('SIGTERM', stop);
  process.once('SIGINT', stop);
}
