import type { Publication, PublishingAccount, PublishPlatform } from '@reelbase/contract';
import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../src/db/database.ts';
import { companies } from '../../src/db/schema.ts';
import { waitFor } from './admin.ts';
import { addReadyVideo } from './matrix-fixtures.ts';
import { api, type TestServer } from './test-server.ts';

type Target = Pick<TestServer, 'baseUrl'>;

/** Switches a company's social media integration and publishing on (or off). */
export async function setPublishingFlags(db: Database, companyId: number, on = true) {
  await db
    .update(companies)
    .set({
      featureFlags: sql`${companies.featureFlags} || ${JSON.stringify({ social_media_integration: on, publishing: on })}::jsonb`,
    })
    .where(eq(companies.id, companyId));
}

/** A ready video whose 360p rendition (the one to publish) and source are `clip`. */
export function addPublishableVideo(
  server: Pick<TestServer, 'db' | 'config'>,
  target: { companyId: number; libraryId: number },
  clip: Buffer,
): Promise<{ id: string; key: string }> {
  return addReadyVideo(server, target, clip, 'Launch film');
}

/** Follows a grant address to the stand-in, which sends the browser back at once: the code and state it carries. */
export async function grant(oauth2GrantURL: string): Promise<{ code: string; state: string; error: string | null }> {
  const response = await fetch(oauth2GrantURL, { redirect: 'manual' });
  const location = response.headers.get('location');
  if (response.status !== 302 || !location) throw new Error(`The grant page answered ${response.status}`);
  const back = new URL(location);
  return {
    code: back.searchParams.get('code') ?? '',
    state: back.searchParams.get('state') ?? '',
    error: back.searchParams.get('error'),
  };
}

export function authorization(
  server: Target,
  token: string,
  platform: PublishPlatform,
  companyId: number,
  name: string,
) {
  const query = new URLSearchParams({ companyId: String(companyId), name });
  return api<{ oauth2GrantURL: string; state: string }>(
    server,
    `/api/accounts/qpd/${platform}/authorization?${query}`,
    {
      token,
    },
  );
}

/** The token call that creates the account (YouTube's after its access-token call). */
export async function tokenCall(
  server: Target,
  token: string,
  platform: PublishPlatform,
  input: { companyId: number; name: string; code: string; state: string },
) {
  if (platform === 'youtube') {
    const query = new URLSearchParams({ code: input.code, state: input.state });
    const exchanged = await api(server, `/api/accounts/qpd/youtube/access-token?${query}`, { token });
    if (exchanged.status !== 200) return exchanged;
  }
  return api<PublishingAccount>(server, `/api/accounts/qpd/${platform}/token`, {
    token,
    method: 'POST',
    body: {
      name: input.name,
      OAuthCode: input.code,
      state: input.state,
      meta: { companyId: input.companyId, accountType: platform },
    },
  });
}

/** Links an account through the whole flow: authorization, the service's grant page, token calls. */
export async function linkAccount(
  server: Target,
  token: string,
  platform: PublishPlatform,
  companyId: number,
  name: string,
): Promise<PublishingAccount> {
  const started = await authorization(server, token, platform, companyId, name);
  if (started.status !== 200) throw new Error(`authorization: ${started.status} ${JSON.stringify(started.body)}`);
  const back = await grant(started.body.oauth2GrantURL);
  if (back.state !== started.body.state) throw new Error('The service came back with another state');
  const linked = await tokenCall(server, token, platform, { companyId, name, code: back.code, state: back.state });
  if (linked.status !== 201) throw new Error(`token: ${linked.status} ${JSON.stringify(linked.body)}`);
  return linked.body as PublishingAccount;
}

export function publishBody(platform: PublishPlatform, accountId: number, videoId: string, size: number) {
  return {
    account_id: accountId,
    video_title: 'Launch film',
    video_description: 'Our new product, in one minute.',
    category: platform === 'youtube' ? '22' : 'documentary',
    tags: 'launch, product film',
    privacy_status: platform === 'youtube' ? 'unlisted' : 'anybody',
    file_size: size,
    duration: 1,
    video_url: '',
    meta: { video_id: videoId, platform: 'reelbase', external_platform: platform, account_name: '' },
  };
}

export function publish(server: Target, token: string, platform: PublishPlatform, body: object) {
  return api<Publication>(server, `/api/qpd/publish/${platform}`, { token, method: 'POST', body });
}

export async function publicationsOf(server: Target, token: string, videoId: string): Promise<Publication[]> {
  const answer = await api<Publication[]>(server, `/api/qpd/publish/${videoId}`, { token });
  if (answer.status !== 200) throw new Error(`publications: ${answer.status} ${JSON.stringify(answer.body)}`);
  return answer.body;
}

/** Waits until the publication leaves `pending`. */
export function settled(server: Target, token: string, videoId: string, id: number, timeoutMs = 30_000) {
  return waitFor(async () => {
    const found = (await publicationsOf(server, token, videoId)).find((entry) => entry.id === id);
    return found && found.status !== 'pending' ? found : undefined;
  }, timeoutMs);
}
