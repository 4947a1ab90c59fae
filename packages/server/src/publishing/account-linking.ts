import { createHash, randomBytes } from 'node:crypto';
import {
  type Authorization,
  type AuthorizationQuery,
  PUBLISHING_TEXTS,
  type PublishingAccount,
  type PublishPlatform,
  type VimeoTokenInput,
  type YoutubeTokenInput,
} from '@reelbase/contract';
import { assertCompanyAccess } from '../auth/scope.ts';
import { findCompany } from '../companies/companies-repository.ts';
import { ForbiddenError, NotFoundError, ValidationError } from '../errors.ts';
import type { Viewer } from '../users/accounts.ts';
import { clientOf, refusalOf, sealedTokens, toAccount } from './account-tokens.ts';
import {
  accountNameTaken,
  consumeState,
  findStateByHash,
  insertAccount,
  insertState,
  type StateRow,
  setStateTokens,
} from './publishing-repository.ts';
import { type PublishingDeps, redirectUriOf } from './publishing-runtime.ts';
import type { ServiceAccount } from './service-client.ts';

/** How long a linking may take between the authorization and the token call. */
export const STATE_LIFETIME_MS = 10 * 60_000;
const COMPANY_NOT_FOUND = 'The company was not found.';

const hashOf = (state: string) => createHash('sha256').update(state).digest('base64url');
const invalidState = () =>
  new ValidationError({ state: [PUBLISHING_TEXTS.invalidState] }, PUBLISHING_TEXTS.invalidState);
const duplicateName = () =>
  new ValidationError({ name: [PUBLISHING_TEXTS.duplicateName] }, PUBLISHING_TEXTS.duplicateName);

function isUniqueViolation(error: unknown): boolean {
  const code =
    (error as { code?: string; cause?: { code?: string } }).code ??
    (error as { cause?: { code?: string } }).cause?.code;
  return code === '23505';
}

/** A company the viewer may link accounts for, with the social media integration switched on. */
async function linkableCompany(deps: PublishingDeps, viewer: Viewer, companyId: number): Promise<void> {
  assertCompanyAccess(viewer, 'connect-to-publish-service', companyId, COMPANY_NOT_FOUND);
  const company = await findCompany(deps.db, companyId);
  if (!company) throw new NotFoundError(COMPANY_NOT_FOUND);
  if (company.featureFlags.social_media_integration !== true) throw new ForbiddenError(PUBLISHING_TEXTS.integrationOff);
}

/**
 * GET api/accounts/qpd/{platform}/authorization: a new single-use state for this viewer, company
 * and account name, and the service's address to send the browser to.
 */
export async function authorizationFor(
  deps: PublishingDeps,
  viewer: Viewer,
  platform: PublishPlatform,
  query: AuthorizationQuery,
): Promise<Authorization> {
  await linkableCompany(deps, viewer, query.companyId);
  const client = clientOf(deps.publishing, platform);
  if (await accountNameTaken(deps.db, query.companyId, platform, query.name)) throw duplicateName();
  const state = randomBytes(32).toString('base64url');
  await insertState(deps.db, {
    stateHash: hashOf(state),
    platform,
    companyId: query.companyId,
    accountName: query.name,
    userId: viewer.id,
    sessionId: viewer.session ?? null,
    expiresAt: new Date(Date.now() + STATE_LIFETIME_MS),
  });
  return { oauth2GrantURL: client.authorizationUrl(state, redirectUriOf(deps.publishing, platform)), state };
}

/** The state as it was issued to this viewer, in this sign-in session, for this service: unused and unexpired, else 422. */
async function liveState(deps: PublishingDeps, viewer: Viewer, platform: PublishPlatform, state: string) {
  const row = await findStateByHash(deps.db, hashOf(state));
  const valid =
    row !== null &&
    row.usedAt === null &&
    row.expiresAt.getTime() > Date.now() &&
    row.platform === platform &&
    row.userId === viewer.id &&
    row.sessionId === (viewer.session ?? null);
  if (!valid) throw invalidState();
  return row;
}

/**
 * GET api/accounts/qpd/youtube/access-token: exchanges the code once and keeps the tokens,
 * encrypted, with the state (of this viewer, unused, unexpired) until the account is created.
 */
export async function exchangeYoutubeCode(
  deps: PublishingDeps,
  viewer: Viewer,
  query: { code: string; state: string },
): Promise<{ state: string; exchanged: true }> {
  const row = await liveState(deps, viewer, 'youtube', query.state);
  await linkableCompany(deps, viewer, row.companyId);
  // A callback page that runs twice finds the exchange done: the code is used once only.
  if (row.accessToken) return { state: query.state, exchanged: true };
  const client = clientOf(deps.publishing, 'youtube');
  const redirectUri = redirectUriOf(deps.publishing, 'youtube');
  const tokens = await client.exchangeCode(query.code, redirectUri).catch((error) => refusalOf(error, 'code'));
  await setStateTokens(deps.db, row.id, sealedTokens(deps.publishing, tokens));
  return { state: query.state, exchanged: true };
}

/** Creates the account and uses up the state in one transaction: a replay finds it used. */
async function createAccount(
  deps: PublishingDeps,
  viewer: Viewer,
  state: StateRow,
  name: string,
  account: ServiceAccount,
  tokens: { accessToken: string; refreshToken: string | null; accessTokenExpiresAt: Date | null },
): Promise<PublishingAccount> {
  try {
    return await deps.db.transaction(async (tx) => {
      if (!(await consumeState(tx, state.id))) throw invalidState();
      if (await accountNameTaken(tx, state.companyId, state.platform, name)) throw duplicateName();
      const row = await insertAccount(tx, {
        companyId: state.companyId,
        platform: state.platform,
        name,
        externalId: account.externalId,
        paidTier: account.paidTier,
        ...tokens,
        createdBy: viewer.id,
      });
      return toAccount(row);
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw duplicateName();
    throw error;
  }
}

/**
 * The state a token call names, checked as for the access-token call and issued for the company the
 * body names; a YouTube state also holds the tokens its access-token call exchanged. The client of
 * the service comes with it.
 */
async function tokenCallState(
  deps: PublishingDeps,
  viewer: Viewer,
  platform: PublishPlatform,
  body: { state: string; meta: { companyId: number } },
) {
  assertCompanyAccess(viewer, 'connect-to-publish-service', body.meta.companyId, COMPANY_NOT_FOUND);
  const row = await liveState(deps, viewer, platform, body.state);
  if (row.companyId !== body.meta.companyId || (platform === 'youtube' && !row.accessToken)) throw invalidState();
  await linkableCompany(deps, viewer, row.companyId);
  return { row, client: clientOf(deps.publishing, platform) };
}

/** POST api/accounts/qpd/youtube/token: links the channel whose tokens the access-token call exchanged. */
export async function linkYoutubeAccount(
  deps: PublishingDeps,
  viewer: Viewer,
  body: YoutubeTokenInput,
): Promise<PublishingAccount> {
  const { row, client } = await tokenCallState(deps, viewer, 'youtube', body);
  const accessToken = deps.publishing.cipher.decrypt(row.accessToken!);
  const account = await client.account(accessToken).catch((error) => refusalOf(error, 'OAuthCode'));
  return createAccount(deps, viewer, row, body.name, account, {
    accessToken: row.accessToken!,
    refreshToken: row.refreshToken,
    accessTokenExpiresAt: row.accessTokenExpiresAt,
  });
}

/** POST api/accounts/qpd/vimeo/token: exchanges the code and links the account it was granted for. */
export async function linkVimeoAccount(
  deps: PublishingDeps,
  viewer: Viewer,
  body: VimeoTokenInput,
): Promise<PublishingAccount> {
  const { row, client } = await tokenCallState(deps, viewer, 'vimeo', body);
  const redirectUri = redirectUriOf(deps.publishing, 'vimeo');
  const tokens = await client.exchangeCode(body.OAuthCode, redirectUri).catch((error) => refusalOf(error, 'OAuthCode'));
  const account = await client.account(tokens.accessToken).catch((error) => refusalOf(error, 'OAuthCode'));
  return createAccount(deps, viewer, row, body.name, account, sealedTokens(deps.publishing, tokens));
}
