import type { PublishCategory } from '@reelbase/contract';
import type { PublishServiceConfig } from '../config.ts';
import {
  API_TIMEOUT_MS,
  basicAuthorization,
  credentialsOf,
  requestTokens,
  type ServiceClientOptions,
} from './client-http.ts';
import {
  type OAuthTokens,
  type PublishServiceClient,
  PublishServiceError,
  type ServiceAccount,
} from './service-client.ts';
import { createVimeoUpload, VIMEO_ACCEPT, vimeoApi } from './vimeo-upload.ts';

export { VIMEO_ACCEPT } from './vimeo-upload.ts';

/** Reading the account's videos, uploading and editing them. */
export const VIMEO_SCOPES = ['public', 'private', 'upload', 'edit'] as const;
/** Vimeo's free account types; every other one is paid. */
const FREE_ACCOUNTS = ['basic', 'free'];

/** The last segment of a Vimeo uri (`/users/123` -> `123`, `/categories/animation` -> `animation`). */
export function lastSegment(uri: string): string {
  const parts = uri.split('/').filter(Boolean);
  return parts[parts.length - 1] ?? uri;
}

interface VimeoUser {
  uri?: string;
  account?: string;
}

/**
 * The Vimeo API (3.4) client: OAuth authorization code grant (access tokens do not expire, there is
 * no refresh), the account (`externalId`: the user id, the last segment of its uri), categories
 * (`id`: the category's name as Vimeo's uri ends, e.g. `animation`, which is what a video's
 * category suggestion takes) and tus uploads (`vimeo-upload.ts`).
 *
 * An upload's target carries the tus upload link in `uploadUrl`, the video's uri (`/videos/{id}`)
 * in `uri` and its page in `link`, all known once the video is created.
 */
export function createVimeoClient(
  config: PublishServiceConfig,
  options: ServiceClientOptions = {},
): PublishServiceClient {
  const apiTimeout = options.apiTimeoutMs ?? API_TIMEOUT_MS;
  const credentials = () => credentialsOf(config.credentials, 'Vimeo');
  const api = vimeoApi(config, apiTimeout);

  return {
    platform: 'vimeo',

    authorizationUrl(state: string, redirectUri: string): string {
      const { clientId } = credentials();
      const query = [
        ['response_type', 'code'],
        ['client_id', clientId],
        ['redirect_uri', redirectUri],
        ['state', state],
        ['scope', VIMEO_SCOPES.join(' ')],
      ]
        .map(([key, value]) => `${key}=${encodeURIComponent(value)}`)
        .join('&');
      return `${config.authUrl}/oauth/authorize?${query}`;
    },

    async exchangeCode(code: string, redirectUri: string): Promise<OAuthTokens> {
      const purpose = 'Exchanging the Vimeo authorization';
      const { clientId, clientSecret } = credentials();
      const body = await requestTokens(
        purpose,
        config.tokenUrl,
        {
          headers: {
            Authorization: basicAuthorization(clientId, clientSecret),
            'Content-Type': 'application/json',
            Accept: VIMEO_ACCEPT,
          },
          body: JSON.stringify({ grant_type: 'authorization_code', code, redirect_uri: redirectUri }),
        },
        apiTimeout,
        { grantor: 'Vimeo', refresh: false },
      );
      return { accessToken: body.access_token, refreshToken: null, expiresAt: null };
    },

    async refresh(): Promise<OAuthTokens> {
      throw new PublishServiceError(
        'unauthorized',
        'Vimeo access cannot be renewed: the account has to be linked again.',
      );
    },

    async account(accessToken: string): Promise<ServiceAccount> {
      const purpose = 'Reading the Vimeo account';
      const user = await api<VimeoUser>(purpose, accessToken, '/me');
      if (typeof user?.uri !== 'string') throw new PublishServiceError('failed', `${purpose}: Vimeo named no user.`);
      return {
        externalId: lastSegment(user.uri),
        paidTier: typeof user.account === 'string' && !FREE_ACCOUNTS.includes(user.account),
      };
    },

    async categories(accessToken: string): Promise<PublishCategory[]> {
      const body = await api<{ data?: { uri?: string; name?: string }[] }>(
        'Reading the Vimeo categories',
        accessToken,
        '/categories?per_page=100',
      );
      return (body?.data ?? [])
        .filter((category) => typeof category.uri === 'string')
        .map((category) => ({ id: lastSegment(String(category.uri)), name: category.name ?? String(category.uri) }));
    },

    ...createVimeoUpload(config, options),
  };
}
