import type { Readable } from 'node:stream';
import type { PublishCategory } from '@reelbase/contract';
import type { PublishServiceConfig } from '../config.ts';
import {
  API_TIMEOUT_MS,
  bodyOf,
  CHUNK_TIMEOUT_MS,
  credentialsOf,
  drain,
  errorOf,
  expectOk,
  expiryOf,
  readJson,
  request,
  type ServiceClientOptions,
  sendInChunks,
} from './client-http.ts';
import {
  type OAuthTokens,
  type PublishDescription,
  type PublishOutcome,
  type PublishServiceClient,
  PublishServiceError,
  type ServiceAccount,
  type UploadTarget,
} from './service-client.ts';

/** Uploading videos and reading the channel and its videos. */
export const YOUTUBE_SCOPES = [
  'https://www.googleapis.com/auth/youtube.upload',
  'https://www.googleapis.com/auth/youtube.readonly',
] as const;

/** Every chunk but the last must be a multiple of 256 KiB. */
export const YOUTUBE_CHUNK_UNIT = 256 * 1024;
const DEFAULT_CHUNK_BYTES = 8 * 1024 * 1024;

/** The public address of a YouTube video. */
export function youtubeLink(videoId: string): string {
  return `https://www.youtube.com/watch?v=${encodeURIComponent(videoId)}`;
}

interface TokenAnswer {
  access_token?: string;
  refresh_token?: string;
  expires_in?: number | string;
}

interface VideoResource {
  id?: string;
  status?: { uploadStatus?: string; failureReason?: string; rejectionReason?: string };
}

/** Where a resumable session stands: the bytes it holds, and the video once every byte is there. */
interface SessionState {
  offset: number;
  video: VideoResource | null;
}

/** `Range: bytes=0-N` of a 308 answer: the service holds N + 1 bytes; no header: none. */
function offsetOfRange(range: string | null): number {
  if (!range) return 0;
  const match = /^bytes=0-(\d+)$/.exec(range.trim());
  if (!match) throw new PublishServiceError('failed', 'YouTube answered an unreadable upload range.');
  return Number(match[1]) + 1;
}

/**
 * The YouTube Data API v3 client: Google OAuth (offline access, so a refresh token is granted),
 * the channel, assignable categories (US), and the resumable upload protocol.
 *
 * An upload's target carries the session address in `uploadUrl`; once the last byte is accepted,
 * `uri` is the video's id (as YouTube names it, e.g. `dQw4w9WgXcQ`) and `link` its watch page
 * `https://www.youtube.com/watch?v={id}`.
 */
export function createYoutubeClient(
  config: PublishServiceConfig,
  options: ServiceClientOptions = {},
): PublishServiceClient {
  const chunkBytes = Math.max(
    YOUTUBE_CHUNK_UNIT,
    Math.floor((options.chunkBytes ?? DEFAULT_CHUNK_BYTES) / YOUTUBE_CHUNK_UNIT) * YOUTUBE_CHUNK_UNIT,
  );
  const apiTimeout = options.apiTimeoutMs ?? API_TIMEOUT_MS;
  const chunkTimeout = options.chunkTimeoutMs ?? CHUNK_TIMEOUT_MS;
  const credentials = () => credentialsOf(config.credentials, 'YouTube');
  const bearer = (accessToken: string) => ({ Authorization: `Bearer ${accessToken}`, Accept: 'application/json' });

  async function tokenCall(purpose: string, form: Record<string, string>, refreshToken: string | null) {
    const { clientId, clientSecret } = credentials();
    const response = await request(
      purpose,
      config.tokenUrl,
      {
        method: 'POST',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded', Accept: 'application/json' },
        body: new URLSearchParams({ ...form, client_id: clientId, client_secret: clientSecret }).toString(),
      },
      apiTimeout,
    );
    if (!response.ok) {
      const error = await errorOf(purpose, response);
      // A refresh token that was revoked or has expired: the account has to be linked again.
      if (refreshToken !== null && error.kind === 'rejected' && response.status === 400) {
        throw new PublishServiceError('unauthorized', error.message, error.status);
      }
      // The token endpoint's 401 is a wrong client secret: no token to renew.
      if (error.kind === 'unauthorized') throw new PublishServiceError('rejected', error.message, error.status);
      throw error;
    }
    const body = await readJson<TokenAnswer>(purpose, response);
    if (typeof body.access_token !== 'string' || !body.access_token) {
      throw new PublishServiceError('failed', `${purpose}: Google granted no access token.`);
    }
    const tokens: OAuthTokens = {
      accessToken: body.access_token,
      refreshToken: typeof body.refresh_token === 'string' && body.refresh_token ? body.refresh_token : refreshToken,
      expiresAt: expiryOf(body.expires_in),
    };
    return tokens;
  }

  async function getJson<T>(purpose: string, url: string, accessToken: string): Promise<T> {
    const response = await request(purpose, url, { headers: bearer(accessToken) }, apiTimeout);
    await expectOk(purpose, response);
    return readJson<T>(purpose, response);
  }

  /** Asks the session how far it is (`Content-Range: bytes *\/size`). */
  async function sessionState(accessToken: string, target: UploadTarget, size: number): Promise<SessionState> {
    const purpose = 'Reading the YouTube upload';
    const response = await request(
      purpose,
      target.uploadUrl,
      {
        method: 'PUT',
        headers: { ...bearer(accessToken), 'Content-Range': `bytes */${size}` },
        body: new Uint8Array(0),
      },
      apiTimeout,
    );
    if (response.status === 308) {
      await drain(response);
      return { offset: offsetOfRange(response.headers.get('range')), video: null };
    }
    if (response.status === 200 || response.status === 201) {
      return { offset: size, video: await readJson<VideoResource>(purpose, response) };
    }
    throw await errorOf(purpose, response, { session: true });
  }

  function finishedTarget(target: UploadTarget, video: VideoResource | null): UploadTarget {
    if (!video?.id) return target;
    return { ...target, uri: video.id, link: youtubeLink(video.id) };
  }

  return {
    platform: 'youtube',

    authorizationUrl(state: string, redirectUri: string): string {
      const { clientId } = credentials();
      const query = [
        ['client_id', clientId],
        ['redirect_uri', redirectUri],
        ['response_type', 'code'],
        ['scope', YOUTUBE_SCOPES.join(' ')],
        ['access_type', 'offline'],
        ['prompt', 'consent'],
        ['state', state],
      ]
        .map(([key, value]) => `${key}=${encodeURIComponent(value)}`)
        .join('&');
      return `${config.authUrl}/o/oauth2/v2/auth?${query}`;
    },

    exchangeCode(code: string, redirectUri: string): Promise<OAuthTokens> {
      return tokenCall(
        'Exchanging the YouTube authorization',
        { grant_type: 'authorization_code', code, redirect_uri: redirectUri },
        null,
      );
    },

    refresh(refreshToken: string): Promise<OAuthTokens> {
      return tokenCall(
        'Renewing the YouTube access',
        { grant_type: 'refresh_token', refresh_token: refreshToken },
        refreshToken,
      );
    },

    async account(accessToken: string): Promise<ServiceAccount> {
      const purpose = 'Reading the YouTube channel';
      const body = await getJson<{ items?: { id?: string }[] }>(
        purpose,
        `${config.apiUrl}/youtube/v3/channels?part=id&mine=true`,
        accessToken,
      );
      const id = body.items?.[0]?.id;
      if (!id) throw new PublishServiceError('rejected', `${purpose}: the Google account has no YouTube channel.`);
      return { externalId: id, paidTier: false };
    },

    async categories(accessToken: string): Promise<PublishCategory[]> {
      const body = await getJson<{ items?: { id?: string; snippet?: { title?: string; assignable?: boolean } }[] }>(
        'Reading the YouTube categories',
        `${config.apiUrl}/youtube/v3/videoCategories?part=snippet&regionCode=US`,
        accessToken,
      );
      return (body.items ?? [])
        .filter((item) => item.snippet?.assignable && typeof item.id === 'string')
        .map((item) => ({ id: String(item.id), name: item.snippet?.title ?? String(item.id) }));
    },

    async createUpload(accessToken: string, video: PublishDescription): Promise<UploadTarget> {
      const purpose = 'Starting the YouTube upload';
      const url = `${config.apiUrl}/upload/youtube/v3/videos?uploadType=resumable&part=snippet,status`;
      const response = await request(
        purpose,
        url,
        {
          method: 'POST',
          headers: {
            ...bearer(accessToken),
            'Content-Type': 'application/json; charset=UTF-8',
            'X-Upload-Content-Length': String(video.size),
            'X-Upload-Content-Type': video.mimeType || 'application/octet-stream',
          },
          body: JSON.stringify({
            snippet: {
              title: video.title,
              description: video.description,
              tags: video.tags,
              categoryId: video.category,
            },
            status: { privacyStatus: video.privacy },
          }),
        },
        apiTimeout,
      );
      await expectOk(purpose, response);
      await drain(response);
      const location = response.headers.get('location');
      if (!location) throw new PublishServiceError('failed', `${purpose}: YouTube opened no upload session.`);
      return { uploadUrl: new URL(location, url).href, uri: null, link: null };
    },

    async uploadedBytes(accessToken: string, target: UploadTarget, size: number): Promise<number> {
      return (await sessionState(accessToken, target, size)).offset;
    },

    async sendBytes(
      accessToken: string,
      target: UploadTarget,
      offset: number,
      size: number,
      body: Readable,
      onProgress: (offset: number) => Promise<void>,
    ): Promise<UploadTarget> {
      const purpose = 'Uploading to YouTube';
      if (offset >= size) {
        body.destroy();
        const state = await sessionState(accessToken, target, size);
        if (!state.video) {
          throw new PublishServiceError('failed', `${purpose}: YouTube holds only part of the upload.`);
        }
        return finishedTarget(target, state.video);
      }
      let video: VideoResource | null = null;
      await sendInChunks({
        offset,
        size,
        body,
        chunkBytes,
        onProgress,
        send: async (chunk, start, stop) => {
          const response = await request(
            purpose,
            target.uploadUrl,
            {
              method: 'PUT',
              headers: {
                ...bearer(accessToken),
                'Content-Type': 'application/octet-stream',
                'Content-Range': `bytes ${start}-${start + chunk.length - 1}/${size}`,
              },
              body: bodyOf(chunk),
            },
            chunkTimeout,
            stop,
          );
          if (response.status === 308) {
            await drain(response);
            return offsetOfRange(response.headers.get('range'));
          }
          if (response.status === 200 || response.status === 201) {
            video = await readJson<VideoResource>(purpose, response);
            return size;
          }
          throw await errorOf(purpose, response, { session: true });
        },
      });
      return finishedTarget(target, video);
    },

    async finish(accessToken: string, target: UploadTarget, video: PublishDescription): Promise<PublishOutcome> {
      let id = target.uri;
      if (!id) {
        const state = await sessionState(accessToken, target, video.size);
        id = state.video?.id ?? null;
        if (!id) {
          return { status: 'failed', reason: 'The upload to YouTube did not complete.', uri: null, link: null };
        }
      }
      const link = youtubeLink(id);
      const body = await getJson<{ items?: VideoResource[] }>(
        'Reading the YouTube video',
        `${config.apiUrl}/youtube/v3/videos?part=status&id=${encodeURIComponent(id)}`,
        accessToken,
      );
      const status = body.items?.[0]?.status;
      if (!status) return { status: 'failed', reason: 'The video is not on YouTube.', uri: id, link };
      switch (status.uploadStatus) {
        case 'rejected':
          return { status: 'rejected', reason: status.rejectionReason ?? 'rejected', uri: id, link };
        case 'failed':
          return { status: 'failed', reason: status.failureReason ?? 'failed', uri: id, link };
        case 'deleted':
          return { status: 'failed', reason: 'deleted', uri: id, link };
        default:
          return { status: 'uploaded', reason: null, uri: id, link };
      }
    },
  };
}
