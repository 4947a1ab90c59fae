import { randomBytes } from 'node:crypto';
import { Readable } from 'node:stream';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { loadConfig, type PublishServiceConfig } from '../src/config.ts';
import {
  type PublishDescription,
  type PublishServiceClient,
  PublishServiceError,
} from '../src/publishing/service-client.ts';
import { createVimeoClient } from '../src/publishing/vimeo-client.ts';
import { createYoutubeClient } from '../src/publishing/youtube-client.ts';
import {
  type PublishingStandIn,
  type StandInSettings,
  startVimeoStandIn,
  startYoutubeStandIn,
  VIMEO_STANDIN_DEFAULTS,
  type VimeoStandIn,
  YOUTUBE_STANDIN_DEFAULTS,
  type YoutubeStandIn,
} from './helpers/publishing-standins.ts';

const REDIRECT = 'http://localhost:5173/publishing/callback?from=test';
const KIB = 1024;
const MIB = 1024 * KIB;

/** The bytes from `offset`, in pieces the way a file stream yields them. */
function streamOf(data: Buffer, offset = 0, piece = 64 * KIB): Readable {
  const pieces: Buffer[] = [];
  for (let at = offset; at < data.length; at += piece)
    pieces.push(data.subarray(at, Math.min(data.length, at + piece)));
  return Readable.from(pieces);
}

/** Follows the authorization address like a browser would (the stand-in consents at once). */
async function authorize(client: PublishServiceClient, state: string): Promise<URL> {
  const response = await fetch(client.authorizationUrl(state, REDIRECT), { redirect: 'manual' });
  expect(response.status).toBe(302);
  const location = new URL(response.headers.get('location') ?? '');
  expect(`${location.origin}${location.pathname}`).toBe('http://localhost:5173/publishing/callback');
  expect(location.searchParams.get('from')).toBe('test');
  expect(location.searchParams.get('state')).toBe(state);
  return location;
}

async function linkedToken(client: PublishServiceClient): Promise<string> {
  const back = await authorize(client, 'state');
  const tokens = await client.exchangeCode(back.searchParams.get('code') ?? '', REDIRECT);
  return tokens.accessToken;
}

async function failure(promise: Promise<unknown>): Promise<PublishServiceError> {
  try {
    await promise;
  } catch (error) {
    expect(error).toBeInstanceOf(PublishServiceError);
    return error as PublishServiceError;
  }
  throw new Error('The call did not fail.');
}

/**
 * For the tests of a block: a stand-in started once, a client linked to it (handed to `ready` with
 * its access token), and the stand-in's settings back at `defaults` before each test.
 */
function linkedAgainst<S extends StandInSettings>(
  start: () => Promise<PublishingStandIn<S>>,
  create: (config: PublishServiceConfig) => PublishServiceClient,
  defaults: S,
  ready: (linked: { service: PublishingStandIn<S>; client: PublishServiceClient; token: string }) => void,
): void {
  let service: PublishingStandIn<S> | undefined;
  beforeAll(async () => {
    service = await start();
    const client = create(service.config());
    ready({ service, client, token: await linkedToken(client) });
  });
  afterAll(async () => {
    await service?.close();
  });
  beforeEach(() => {
    if (service) Object.assign(service.settings, defaults);
  });
}

function recordProgress(): { offsets: number[]; onProgress: (offset: number) => Promise<void> } {
  const offsets: number[] = [];
  return {
    offsets,
    onProgress: async (offset) => {
      offsets.push(offset);
    },
  };
}

describe('YouTube client against the stand-in', () => {
  let service: YoutubeStandIn;
  let client: PublishServiceClient;
  let token: string;

  const video = (size: number, extra: Partial<PublishDescription> = {}): PublishDescription => ({
    title: 'Product launch',
    description: 'The launch film',
    tags: ['launch', 'product'],
    category: '22',
    privacy: 'unlisted',
    size,
    mimeType: 'video/mp4',
    ...extra,
  });

  linkedAgainst(
    () => startYoutubeStandIn({ redirectUris: [REDIRECT], accessTokenSeconds: 3600 }),
    (config) => createYoutubeClient(config, { chunkBytes: 256 * KIB }),
    YOUTUBE_STANDIN_DEFAULTS,
    (linked) => {
      ({ service, client, token } = linked);
    },
  );

  it('is reached through the environment of a server', () => {
    expect(loadConfig(service.env()).publishing.youtube).toEqual(service.config());
  });

  it('builds the Google authorization address and exchanges the code once', async () => {
    const address = new URL(client.authorizationUrl('s-1', REDIRECT));
    expect(`${address.origin}${address.pathname}`).toBe(`${service.url}/o/oauth2/v2/auth`);
    expect(Object.fromEntries(address.searchParams)).toEqual({
      client_id: service.clientId,
      redirect_uri: REDIRECT,
      response_type: 'code',
      scope: 'https://www.googleapis.com/auth/youtube.upload https://www.googleapis.com/auth/youtube.readonly',
      access_type: 'offline',
      prompt: 'consent',
      state: 's-1',
    });
    const back = await authorize(client, 's-1');
    const code = back.searchParams.get('code') ?? '';
    const tokens = await client.exchangeCode(code, REDIRECT);
    expect(tokens.accessToken).toBe(service.tokens.at(-1)?.accessToken);
    expect(tokens.refreshToken).toBeTruthy();
    expect(tokens.expiresAt?.getTime()).toBeGreaterThan(Date.now() + 3500_000);
    const again = await failure(client.exchangeCode(code, REDIRECT));
    expect(again.kind).toBe('rejected');
    expect(again.message).toContain('invalid_grant');
  });

  it('shows an error page, without going back, for an unknown client or redirect address', async () => {
    const other = await fetch(client.authorizationUrl('s', 'http://localhost:5173/elsewhere'), { redirect: 'manual' });
    expect(other.status).toBe(400);
    expect(await other.text()).toContain('redirect_uri_mismatch');
    const stranger = createYoutubeClient({
      ...service.config(),
      credentials: { clientId: 'stranger', clientSecret: 'x' },
    });
    expect((await fetch(stranger.authorizationUrl('s', REDIRECT), { redirect: 'manual' })).status).toBe(400);
  });

  it('sends the browser back with access_denied when consent is refused', async () => {
    service.settings.deny = true;
    const back = await authorize(client, 's-2');
    expect(back.searchParams.get('error')).toBe('access_denied');
    expect(back.searchParams.get('code')).toBeNull();
  });

  it('renews an expired access token with the refresh token', async () => {
    service.settings.accessTokenSeconds = 1;
    const back = await authorize(client, 's-3');
    const tokens = await client.exchangeCode(back.searchParams.get('code') ?? '', REDIRECT);
    expect(tokens.expiresAt?.getTime()).toBeLessThanOrEqual(Date.now() + 1000);
    await new Promise((resolve) => setTimeout(resolve, 1100));
    const expired = await failure(client.account(tokens.accessToken));
    expect(expired.kind).toBe('unauthorized');
    expect(expired.status).toBe(401);
    expect(expired.message).not.toContain(tokens.accessToken);
    service.settings.accessTokenSeconds = 3600;
    const renewed = await client.refresh(tokens.refreshToken ?? '');
    expect(renewed.refreshToken).toBe(tokens.refreshToken);
    expect(renewed.accessToken).not.toBe(tokens.accessToken);
    expect(service.tokens.at(-1)?.grant).toBe('refresh_token');
    expect((await client.account(renewed.accessToken)).externalId).toMatch(/^UC/);
    const revoked = await failure(client.refresh('1//unknown'));
    expect(revoked.kind).toBe('unauthorized');
  });

  it('reads the channel and the assignable categories', async () => {
    expect(await client.account(token)).toEqual({ externalId: expect.stringMatching(/^UC/), paidTier: false });
    const categories = await client.categories(token);
    expect(categories).toContainEqual({ id: '22', name: 'People & Blogs' });
    expect(categories.map((category) => category.id)).not.toContain('18');
    const refused = await failure(client.categories('ya29.not-a-token'));
    expect(refused.kind).toBe('unauthorized');
  });

  it('uploads a video in chunks of 256 KiB through a resumable session', async () => {
    const data = randomBytes(3 * MIB + 12_345);
    const description = video(data.length);
    const target = await client.createUpload(token, description);
    expect(target).toEqual({ uploadUrl: expect.stringContaining('upload_id='), uri: null, link: null });
    expect(await client.uploadedBytes(token, target, data.length)).toBe(0);
    const progress = recordProgress();
    const puts = service.requests.length;
    const done = await client.sendBytes(token, target, 0, data.length, streamOf(data), progress.onProgress);
    const upload = service.uploads.at(-1)!;
    expect(upload.done).toBe(true);
    expect(upload.received.equals(data)).toBe(true);
    expect(upload.mimeType).toBe('video/mp4');
    expect(upload.metadata).toEqual({
      snippet: {
        title: 'Product launch',
        description: 'The launch film',
        tags: ['launch', 'product'],
        categoryId: '22',
      },
      status: { privacyStatus: 'unlisted' },
    });
    expect(done).toEqual({
      uploadUrl: target.uploadUrl,
      uri: upload.id,
      link: `https://www.youtube.com/watch?v=${upload.id}`,
    });
    expect(progress.offsets).toHaveLength(13);
    expect(progress.offsets.at(-1)).toBe(data.length);
    expect(service.requests.slice(puts).filter((request) => request.method === 'PUT')).toHaveLength(13);
    expect(await client.uploadedBytes(token, target, data.length)).toBe(data.length);
    expect(await client.finish(token, done, description)).toEqual({
      status: 'uploaded',
      reason: null,
      uri: upload.id,
      link: done.link,
    });
    // Resuming a finished upload (its last answer lost) finds the video again.
    const found = await client.sendBytes(
      token,
      target,
      data.length,
      data.length,
      Readable.from([]),
      progress.onProgress,
    );
    expect(found.uri).toBe(upload.id);
    expect((await client.finish(token, { ...target, uri: null }, description)).uri).toBe(upload.id);
  });

  it('resumes after the connection is cut half way, sending every byte once', async () => {
    const data = randomBytes(2 * MIB + 777);
    const description = video(data.length);
    const target = await client.createUpload(token, description);
    const before = service.totalBytesReceived;
    service.settings.failOnceAfterBytes = MIB + 1000;
    const first = recordProgress();
    const cut = await failure(client.sendBytes(token, target, 0, data.length, streamOf(data), first.onProgress));
    expect(cut.kind).toBe('failed');
    expect(first.offsets).toEqual([256 * KIB, 512 * KIB, 768 * KIB, MIB]);
    expect(service.settings.failOnceAfterBytes).toBeNull();
    const held = await client.uploadedBytes(token, target, data.length);
    expect(held).toBe(MIB + 1000);
    const second = recordProgress();
    const done = await client.sendBytes(token, target, held, data.length, streamOf(data, held), second.onProgress);
    expect(second.offsets.at(-1)).toBe(data.length);
    expect(done.uri).toBe(service.uploads.at(-1)?.id);
    expect(service.uploads.at(-1)?.received.equals(data)).toBe(true);
    expect(service.totalBytesReceived - before).toBe(data.length);
  });

  it('resumes after a 503 answer', async () => {
    const data = randomBytes(MIB + 5);
    const target = await client.createUpload(token, video(data.length));
    service.settings.failOnceAfterBytes = 512 * KIB;
    service.settings.failWith = 'status';
    const failed = await failure(client.sendBytes(token, target, 0, data.length, streamOf(data), async () => {}));
    expect(failed).toMatchObject({ kind: 'failed', status: 503 });
    expect(failed.message).toContain('Backend Error');
    const held = await client.uploadedBytes(token, target, data.length);
    expect(held).toBe(512 * KIB);
    await client.sendBytes(token, target, held, data.length, streamOf(data, held), async () => {});
    expect(service.uploads.at(-1)?.received.equals(data)).toBe(true);
  });

  it('sends again what the service did not keep of a chunk', async () => {
    const data = randomBytes(MIB + 100_000);
    const target = await client.createUpload(token, video(data.length));
    service.settings.keepShortBytes = 1000;
    const progress = recordProgress();
    await client.sendBytes(token, target, 0, data.length, streamOf(data), progress.onProgress);
    expect(progress.offsets[0]).toBe(256 * KIB - 1000);
    expect(progress.offsets.at(-1)).toBe(data.length);
    expect(service.uploads.at(-1)?.received.equals(data)).toBe(true);
  });

  it('reports a rejected video with its reason', async () => {
    service.settings.reject = 'duplicate';
    const data = randomBytes(300 * KIB);
    const description = video(data.length);
    const target = await client.createUpload(token, description);
    const done = await client.sendBytes(token, target, 0, data.length, streamOf(data), async () => {});
    expect(await client.finish(token, done, description)).toMatchObject({ status: 'rejected', reason: 'duplicate' });
    service.settings.reject = null;
    service.settings.failVideo = 'codec';
    const other = await client.createUpload(token, description);
    const sent = await client.sendBytes(token, other, 0, data.length, streamOf(data), async () => {});
    expect(await client.finish(token, sent, description)).toMatchObject({ status: 'failed', reason: 'codec' });
  });

  it('maps refusals, expired sessions and unreachable services', async () => {
    const invalid = await failure(client.createUpload(token, video(1000, { category: '18' })));
    expect(invalid).toMatchObject({ kind: 'rejected', status: 400 });
    expect(invalid.message).toContain('invalid category ID');
    const unauthorized = await failure(client.createUpload('ya29.revoked', video(1000)));
    expect(unauthorized.kind).toBe('unauthorized');
    const target = await client.createUpload(token, video(1000));
    service.expireUploads();
    expect((await failure(client.uploadedBytes(token, target, 1000))).kind).toBe('expired');
    const send = client.sendBytes(token, target, 0, 1000, streamOf(randomBytes(1000)), async () => {});
    expect((await failure(send)).kind).toBe('expired');
    const gone = createYoutubeClient({ ...service.config(), apiUrl: 'http://127.0.0.1:9' });
    expect((await failure(gone.account(token))).kind).toBe('failed');
  });
});

describe('Vimeo client against the stand-in', () => {
  let service: VimeoStandIn;
  let client: PublishServiceClient;
  let token: string;

  const video = (size: number, extra: Partial<PublishDescription> = {}): PublishDescription => ({
    title: 'Product launch',
    description: 'The launch film',
    tags: ['launch', 'product film'],
    category: 'documentary',
    privacy: 'anybody',
    size,
    mimeType: 'video/mp4',
    ...extra,
  });

  linkedAgainst(
    () => startVimeoStandIn({ redirectUris: [REDIRECT], settings: { paidTier: false } }),
    (config) => createVimeoClient(config, { chunkBytes: 300_000 }),
    VIMEO_STANDIN_DEFAULTS,
    (linked) => {
      ({ service, client, token } = linked);
    },
  );

  it('is reached through the environment of a server', () => {
    expect(loadConfig(service.env()).publishing.vimeo).toEqual(service.config());
  });

  it('builds the Vimeo authorization address and exchanges the code once', async () => {
    const address = new URL(client.authorizationUrl('v-1', REDIRECT));
    expect(`${address.origin}${address.pathname}`).toBe(`${service.url}/oauth/authorize`);
    expect(Object.fromEntries(address.searchParams)).toEqual({
      response_type: 'code',
      client_id: service.clientId,
      redirect_uri: REDIRECT,
      state: 'v-1',
      scope: 'public private upload edit',
    });
    const back = await authorize(client, 'v-1');
    const code = back.searchParams.get('code') ?? '';
    const tokens = await client.exchangeCode(code, REDIRECT);
    expect(tokens).toEqual({ accessToken: service.tokens.at(-1)?.accessToken, refreshToken: null, expiresAt: null });
    expect((await failure(client.exchangeCode(code, REDIRECT))).kind).toBe('rejected');
    const wrongSecret = createVimeoClient({
      ...service.config(),
      credentials: { clientId: service.clientId, clientSecret: 'wrong' },
    });
    const next = await authorize(client, 'v-2');
    expect((await failure(wrongSecret.exchangeCode(next.searchParams.get('code') ?? '', REDIRECT))).kind).toBe(
      'rejected',
    );
    expect((await failure(client.refresh('anything'))).kind).toBe('unauthorized');
    service.settings.deny = true;
    expect((await authorize(client, 'v-3')).searchParams.get('error')).toBe('access_denied');
  });

  it('reads the account tier and the categories', async () => {
    expect(await client.account(token)).toEqual({ externalId: expect.stringMatching(/^\d+$/), paidTier: false });
    service.settings.paidTier = true;
    expect((await client.account(token)).paidTier).toBe(true);
    expect(await client.categories(token)).toContainEqual({ id: 'documentary', name: 'Documentary' });
    expect((await failure(client.account('not-a-token'))).kind).toBe('unauthorized');
  });

  it('uploads a video with tus in chunks, then tags and categorizes it', async () => {
    const data = randomBytes(2 * MIB + 4321);
    const description = video(data.length);
    const target = await client.createUpload(token, description);
    const upload = service.uploads.at(-1)!;
    expect(target).toEqual({
      uploadUrl: upload.uploadUrl,
      uri: `/videos/${upload.id}`,
      link: `${service.url}/${upload.id}`,
    });
    expect(upload.metadata).toEqual({
      upload: { approach: 'tus', size: data.length },
      name: 'Product launch',
      description: 'The launch film',
      privacy: { view: 'anybody' },
    });
    expect(await client.uploadedBytes(token, target, data.length)).toBe(0);
    const progress = recordProgress();
    const done = await client.sendBytes(token, target, 0, data.length, streamOf(data), progress.onProgress);
    expect(done).toEqual(target);
    expect(progress.offsets).toHaveLength(Math.ceil(data.length / 300_000));
    expect(progress.offsets[0]).toBe(300_000);
    expect(upload.received.equals(data)).toBe(true);
    expect(await client.uploadedBytes(token, target, data.length)).toBe(data.length);
    expect(await client.finish(token, done, description)).toEqual({
      status: 'uploaded',
      reason: null,
      uri: target.uri,
      link: target.link,
    });
    expect(upload.tags).toEqual(['launch', 'product film']);
    expect(upload.categories).toEqual(['documentary']);
    const page = await fetch(target.link ?? '');
    expect(page.status).toBe(200);
    await page.text();
  });

  it('resumes after the connection is cut half way, sending every byte once', async () => {
    const data = randomBytes(MIB + 999);
    const target = await client.createUpload(token, video(data.length));
    const before = service.totalBytesReceived;
    service.settings.failOnceAfterBytes = 700_000;
    const cut = await failure(client.sendBytes(token, target, 0, data.length, streamOf(data), async () => {}));
    expect(cut.kind).toBe('failed');
    const held = await client.uploadedBytes(token, target, data.length);
    expect(held).toBe(700_000);
    const progress = recordProgress();
    await client.sendBytes(token, target, held, data.length, streamOf(data, held), progress.onProgress);
    expect(progress.offsets[0]).toBe(1_000_000);
    expect(service.uploads.at(-1)?.received.equals(data)).toBe(true);
    expect(service.totalBytesReceived - before).toBe(data.length);
  });

  it('sends again what the service did not keep, and realigns after an offset conflict', async () => {
    const data = randomBytes(MIB);
    const target = await client.createUpload(token, video(data.length));
    service.settings.keepShortBytes = 10_000;
    const progress = recordProgress();
    await client.sendBytes(token, target, 0, data.length, streamOf(data), progress.onProgress);
    expect(progress.offsets[0]).toBe(290_000);
    expect(service.uploads.at(-1)?.received.equals(data)).toBe(true);
    service.settings.keepShortBytes = 0;
    // A stale offset: the service answers 409 and the client asks for the real one.
    const other = await client.createUpload(token, video(data.length));
    await client.sendBytes(token, other, 0, data.length, streamOf(data), async () => {});
    const stale = client.sendBytes(token, other, 0, data.length, streamOf(data), async () => {});
    expect((await failure(stale)).kind).toBe('failed');
    expect(service.requests.some((request) => request.status === 409)).toBe(true);
  });

  it('maps rejections, paid privacy, failed transcodes and expired uploads', async () => {
    service.settings.reject = 'Your upload quota is used up.';
    const rejected = await failure(client.createUpload(token, video(1000)));
    expect(rejected).toMatchObject({ kind: 'rejected', status: 403 });
    expect(rejected.message).toContain('Your upload quota is used up.');
    service.settings.reject = null;
    expect((await failure(client.createUpload(token, video(1000, { privacy: 'unlisted' })))).kind).toBe('rejected');
    await client.createUpload(token, video(1000, { privacy: 'password', password: 'secret' }));
    expect(service.uploads.at(-1)?.metadata.password).toBe('secret');
    expect((await failure(client.createUpload('bad-token', video(1000)))).kind).toBe('unauthorized');

    service.settings.transcodeError = true;
    const data = randomBytes(1000);
    const description = video(data.length, { tags: [] });
    const target = await client.createUpload(token, description);
    await client.sendBytes(token, target, 0, data.length, streamOf(data), async () => {});
    expect(await client.finish(token, target, description)).toMatchObject({ status: 'failed' });

    const open = await client.createUpload(token, video(1000));
    service.expireUploads();
    expect((await failure(client.uploadedBytes(token, open, 1000))).kind).toBe('expired');
    const send = client.sendBytes(token, open, 0, 1000, streamOf(randomBytes(1000)), async () => {});
    expect((await failure(send)).kind).toBe('expired');
  });

  it('keeps an upload in progress while the service reads slowly', async () => {
    service.settings.bytesPerSecond = 400 * KIB;
    const data = randomBytes(400 * KIB);
    const target = await client.createUpload(token, video(data.length));
    const started = Date.now();
    const sending = client.sendBytes(token, target, 0, data.length, streamOf(data), async () => {});
    await new Promise((resolve) => setTimeout(resolve, 300));
    const partial = service.uploads.at(-1)!;
    expect(partial.done).toBe(false);
    await sending;
    expect(Date.now() - started).toBeGreaterThanOrEqual(800);
    expect(partial.received.equals(data)).toBe(true);
  });

  it('stops the request under way when the file stream is destroyed', async () => {
    service.settings.bytesPerSecond = 100 * KIB;
    const data = randomBytes(600 * KIB);
    const target = await client.createUpload(token, video(data.length));
    const body = streamOf(data);
    const started = Date.now();
    const sending = failure(client.sendBytes(token, target, 0, data.length, body, async () => {}));
    setTimeout(() => body.destroy(new Error('stopped')), 300);
    const stopped = await sending;
    expect(stopped.kind).toBe('failed');
    expect(stopped.message).toContain('stopped');
    expect(Date.now() - started).toBeLessThan(2000);
    const kept = service.uploads.at(-1)!;
    expect(kept.done).toBe(false);
    // The service keeps what arrived before the request was cut.
    expect(kept.length).toBeGreaterThan(0);
    expect(await client.uploadedBytes(token, target, data.length)).toBe(kept.length);
    expect(kept.received.equals(data.subarray(0, kept.length))).toBe(true);
  });
});

describe('clients without credentials', () => {
  it('refuse to build an authorization address', () => {
    const config = {
      credentials: null,
      apiUrl: 'x',
      authUrl: 'x',
      tokenUrl: 'x',
      settings: ['A', 'B'] as [string, string],
    };
    expect(() => createVimeoClient(config).authorizationUrl('s', REDIRECT)).toThrow(PublishServiceError);
    expect(() => createYoutubeClient(config).authorizationUrl('s', REDIRECT)).toThrow(PublishServiceError);
  });
});
