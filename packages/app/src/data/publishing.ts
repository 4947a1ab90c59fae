import {
  type Authorization,
  type AuthorizationQuery,
  type CompanyByLibrary,
  PUBLISHING_REFRESH_MS,
  type Publication,
  type PublishCategory,
  type PublishingAccount,
  type PublishingServices,
  type PublishPlatform,
  type VimeoPublishInput,
  type VimeoTokenInput,
  type YoutubePublishInput,
  type YoutubeTokenInput,
} from '@reelbase/contract';
import useSWR, { mutate } from 'swr';
import { api } from '../http/client.ts';
import { ApiError } from '../http/errors.ts';

const ACCOUNTS = '/api/accounts/qpd';
const QPD = '/api/qpd';

const accountsUrl = (companyId: number) => `${ACCOUNTS}/token/company/${companyId}`;
const publicationsUrl = (videoId: string) => `${QPD}/publish/${encodeURIComponent(videoId)}`;

/** Whether the server holds the app credentials of each service (and which settings they need). */
export function usePublishingServices(enabled = true) {
  return useSWR<PublishingServices>(enabled ? `${ACCOUNTS}/services` : null);
}

/** The linked accounts of a company, of both services. */
export function useCompanyAccounts(companyId: number | null) {
  return useSWR<PublishingAccount[]>(companyId ? accountsUrl(companyId) : null);
}

/** Asks the address of the service's consent page and the state it comes back with. */
export function requestAuthorization(platform: PublishPlatform, query: AuthorizationQuery) {
  const search = new URLSearchParams({ companyId: String(query.companyId), name: query.name });
  return api<Authorization>('GET', `${ACCOUNTS}/${platform}/authorization?${search}`);
}

/** YouTube: the server exchanges the code for the account's tokens and keeps them with the state. */
export function exchangeYoutubeCode(code: string, state: string) {
  const search = new URLSearchParams({ code, state });
  return api<{ state: string; exchanged: true }>('GET', `${ACCOUNTS}/youtube/access-token?${search}`);
}

/** Links the account the code was granted for. */
export async function linkAccount(platform: PublishPlatform, input: VimeoTokenInput | YoutubeTokenInput) {
  const account = await api<PublishingAccount>('POST', `${ACCOUNTS}/${platform}/token`, input);
  await mutate(accountsUrl(input.meta.companyId));
  return account;
}

/** Unlinks an account and reloads its company's accounts. */
export async function removeAccount(account: PublishingAccount) {
  await api<null>('DELETE', `${ACCOUNTS}/token/${account.id}`);
  await mutate(accountsUrl(account.meta.companyId));
}

/** The categories a service offers to an account (loaded once an account is chosen). */
export function usePublishCategories(platform: PublishPlatform | null, accountId: number | null) {
  return useSWR<PublishCategory[]>(platform && accountId ? `${QPD}/categories/${platform}?id=${accountId}` : null);
}

/** Refusals the publishing panel shows itself (publishing not enabled for the company). */
const REFUSED = [403] as const;

/**
 * A video's publications, newest first, read again every 120 s; `isPaused` (a publish dialog is
 * open) stops the polling. A 403 is answered quietly: the panel says publishing is off.
 */
export function usePublications(videoId: string | null, isPaused: boolean) {
  return useSWR<Publication[], ApiError>(
    videoId ? publicationsUrl(videoId) : null,
    (url: string) => api<Publication[]>('GET', url, undefined, { quietStatuses: REFUSED }),
    { refreshInterval: isPaused ? 0 : PUBLISHING_REFRESH_MS },
  );
}

/** The status and server text of a refused publishing call, for the panel to say why. */
export const refusedAnswer = (error: unknown) =>
  error instanceof ApiError && error.status === 403 ? { status: error.status, message: error.body?.message } : null;

/**
 * Publishes a video; field errors (422) are left to the form and a 403 to the panel; the
 * publications are read again at once.
 */
export async function publishVideo(platform: PublishPlatform, input: VimeoPublishInput | YoutubePublishInput) {
  const publication = await api<Publication>('POST', `${QPD}/publish/${platform}`, input, {
    toastErrors: false,
    quietStatuses: REFUSED,
  });
  await mutate(publicationsUrl(input.meta.video_id));
  return publication;
}

/** Tries a failed publication again (its upload resumes; a 403 is left to the panel); the publications are read again. */
export async function retryPublication(publication: Publication) {
  const retried = await api<Publication>('POST', `${QPD}/publications/${publication.id}/retry`, undefined, {
    quietStatuses: REFUSED,
  });
  await mutate(publicationsUrl(publication.video_id));
  return retried;
}

/** The company of a library (any signed-in user who can see the library). */
/** The company of a library and whether it allows publishing (null: nothing to load). */
export function useCompanyOfLibrary(libraryId: number | null) {
  return useSWR<CompanyByLibrary>(libraryId ? `/api/companies/by-library/${libraryId}` : null);
}
