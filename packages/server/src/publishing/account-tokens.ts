import { PUBLISHING_TEXTS, type PublishingAccount, type PublishPlatform } from '@reelbase/contract';
import { HttpError, ValidationError } from '../errors.ts';
import { type AccountRow, updateAccountTokens } from './publishing-repository.ts';
import type { PublishingDeps, PublishingRuntime } from './publishing-runtime.ts';
import { type OAuthTokens, type PublishServiceClient, PublishServiceError } from './service-client.ts';

/** An access token this close to its expiry is renewed before it is used. */
const EXPIRY_MARGIN_MS = 60_000;

export const WITHDRAWN = 'The authorization of this account was withdrawn at the service. Please link it again.';

/** A linked account as the API shows it: never its tokens. */
export function toAccount(row: AccountRow): PublishingAccount {
  return {
    id: row.id,
    name: row.name,
    meta: { accountType: row.platform, companyId: row.companyId, paidTier: row.paidTier },
  };
}

/** The client of a configured service; a 422 naming the setting otherwise. */
export function clientOf(runtime: PublishingRuntime, platform: PublishPlatform): PublishServiceClient {
  const client = runtime.clients[platform];
  if (!client) {
    const message = PUBLISHING_TEXTS.notConfigured(platform);
    throw new ValidationError({ service: [message] }, message);
  }
  return client;
}

/** Tokens as they are stored: encrypted. */
export function sealedTokens(runtime: PublishingRuntime, tokens: OAuthTokens) {
  return {
    accessToken: runtime.cipher.encrypt(tokens.accessToken),
    refreshToken: tokens.refreshToken ? runtime.cipher.encrypt(tokens.refreshToken) : null,
    accessTokenExpiresAt: tokens.expiresAt,
  };
}

/**
 * A service's refusal as an answer of the API: its message on `field` (422), or 502 when the
 * service could not be reached or failed.
 */
export function refusalOf(error: unknown, field: string): never {
  if (error instanceof PublishServiceError) {
    if (error.kind === 'failed') throw new HttpError(502, error.message);
    throw new ValidationError({ [field]: [error.message] }, error.message);
  }
  throw error;
}

/**
 * Runs `work` with the account's access token: an expired token is renewed first, and a token the
 * service refuses is renewed once and the work repeated. Renewed tokens are stored (encrypted).
 */
export async function withAccountToken<T>(
  deps: PublishingDeps,
  account: AccountRow,
  client: PublishServiceClient,
  work: (accessToken: string) => Promise<T>,
): Promise<T> {
  const { cipher } = deps.publishing;
  let current = account;
  let renewed = false;
  const renew = async () => {
    renewed = true;
    if (!current.refreshToken) throw new PublishServiceError('unauthorized', WITHDRAWN, 401);
    const tokens = await client.refresh(cipher.decrypt(current.refreshToken));
    const sealed = sealedTokens(deps.publishing, tokens);
    const values = {
      accessToken: sealed.accessToken,
      accessTokenExpiresAt: sealed.accessTokenExpiresAt,
      // A service that grants no new refresh token keeps the old one working.
      refreshToken: sealed.refreshToken ?? current.refreshToken,
    };
    await updateAccountTokens(deps.db, current.id, values);
    current = { ...current, ...values };
  };
  const expiresAt = current.accessTokenExpiresAt?.getTime();
  if (expiresAt !== undefined && expiresAt <= Date.now() + EXPIRY_MARGIN_MS) await renew();
  try {
    return await work(cipher.decrypt(current.accessToken));
  } catch (error) {
    if (!(error instanceof PublishServiceError) || error.kind !== 'unauthorized' || renewed) throw error;
    await renew();
    return work(cipher.decrypt(current.accessToken));
  }
}
