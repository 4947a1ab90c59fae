import type { PublishCategory } from '@reelbase/contract';
import type { PublishServiceConfig } from '../config.ts';
import { API_TIMEOUT_MS, credentialsOf, expiryOf, requestTokens, type ServiceClientOptions } from './client-http.ts';
import {
  type OAuthTokens,
  type PublishServiceClient,
  PublishServiceError,
  type ServiceAccount,
} from './service-client.ts';
import { createYoutubeUpload, youtubeJson } from './youtube-upload.ts';

export { YOUTUBE_CHUNK_UNIT, youtubeLink } from './youtube-upload.ts';

/** Uploading videos and reading the channel and its videos. */
export const YOUTUBE_SCOPES = [
  'https://www.googleapis.com/auth/youtube.upload',
  'https://www.googleapis.com/auth/youtube.readonly',
] as const;

interface TokenAnswer {
  access_token?: string;
  refresh_token?: string;
  expires_in?: number | string;
}

/**
 * The YouTube Data API v3 client: Google OAuth (offline access, so a refresh token is granted),
 * the channel, assignable categories (US), and the resumable upload protocol (`youtube-upload.ts`).
 *
 * An upload's target carries the session address in `uploadUrl`; once the last byte is accepted,
 * `uri` is the video's id (as YouTube names it, e.g. `dQw4w9WgXcQ`) and `link` its watch page
 * `https://www.youtube.com/watch?v={id}`.
 */
export function createYoutubeClient(
  config: PublishServiceConfig,
  options: ServiceClientOptions = {},
): PublishServiceClient {
  const apiTimeout = options.apiTimeoutMs ?? API_TIMEOUT_MS;
  const credentials = () => credentialsOf(config.credentials, 'YouTube');

  async function tokenCall(purpose: string, form: Record<string, string>, refreshToken: string | null) {
    const { clientId, clientSecret } = credentials();
    const body = await requestTokens<TokenAnswer>(
      purpose,
      config.tokenUrl,
      {
        headers: { 'Content-Type': 'application/x-www-form-urlencoded', Accept: 'application/json' },
        body: new URLSearchParams({ ...form, client_id: clientId, client_secret: clientSecret }).toString(),
      },
      apiTimeout,
      { grantor: 'Google', refresh: refreshToken !== null },
    );
    const tokens: OAuthTokens = {
      accessToken: body.access_token,
      refreshToken: typeof body.refresh_token === 'string' && body.refresh_token ? body.refresh_token : refreshToken,
      expiresAt: expiryOf(body.expires_in),
    };
    return tokens;
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
      const body = await youtubeJson<{ items?: { id?: string }[] }>(
        purpose,
        `${config.apiUrl}/youtube/v3/channels?part=id&mine=true`,
        accessToken,
        apiTimeout,
      );
      const id = body.items?.[0]?.id;
      if (!id) throw new PublishServiceError('rejected', `${purpose}: the Google account has no YouTube channel.`);
      return { externalId: id, paidTier: false };
    },

    async categories(accessToken: string): Promise<PublishCategory[]> {
      const body = await youtubeJson<{ items?: { id?: string; snippet?: { title?: string; assignable?: boolean } }[] }>(
        'Reading the YouTube categories',
        `${config.apiUrl}/youtube/v3/videoCategories?part=snippet&regionCode=US`,
        accessToken,
        apiTimeout,
      );
      return (body.items ?? [])
        .filter((item) => item.snippet?.assignable && typeof item.id === 'string')
        .map((item) => ({ id: String(item.id), name: item.snippet?.title ?? String(item.id) }));
    },

    ...createYoutubeUpload(config, options),
  };
}
