import { PUBLISHING_TEXTS, type Publication, type PublishPlatform } from '@reelbase/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { storageOf } from '../src/backbone.ts';
import { publications, publishingAccounts } from '../src/db/schema.ts';
import {
  addPublishableVideo,
  linkAccount,
  publicationsOf,
  publish,
  publishBody,
  setPublishingFlags,
  settled,
} from './helpers/publishing-flow.ts';
import type { PublishingStandIn, StandInSettings } from './helpers/publishing-standins.ts';
import { PLATFORMS, type PublishingSuite, startPublishingSuite } from './helpers/publishing-suite.ts';
import { api } from './helpers/test-server.ts';

/*
 * Publishing real video files to the stand-ins of both services: the job creates the upload,
 * sends the bytes, resumes after a fault on retry, and records uploaded, failed or rejected.
 */

let suite: PublishingSuite;
let server: PublishingSuite['server'];
let standIns: PublishingSuite['standIns'];
let people: PublishingSuite['people'];
let accounts: PublishingSuite['accounts'];
let clip: Buffer;
let videoId: string;

const admin = () => people['company-admin'].token;
const standInOf = (platform: PublishPlatform): PublishingStandIn<StandInSettings> => standIns[platform];
const body = (platform: PublishPlatform, overrides: object = {}) => ({
  ...publishBody(platform, accounts[platform].id, videoId, clip.length),
  ...overrides,
});

async function publishAndSettle(platform: PublishPlatform, token = admin()) {
  const started = await publish(server, token, platform, body(platform));
  expect(started.status, JSON.stringify(started.body)).toBe(201);
  expect(started.body).toMatchObject({ status: 'pending', external_platform: platform, file_size: clip.length });
  return settled(server, token, videoId, started.body.id);
}

beforeAll(async () => {
  suite = await startPublishingSuite();
  ({ server, standIns, people, accounts, clip, videoId } = suite);
}, 90_000);

afterAll(async () => {
  await suite?.close();
});

describe('publishing a video', () => {
  for (const platform of PLATFORMS) {
    it(`sends the file to ${platform} and records the link`, async () => {
      const before = standInOf(platform).uploads.length;
      const done = await publishAndSettle(platform, people.editor.token);
      expect(done).toMatchObject({ status: 'uploaded', bytes_sent: clip.length, failure_reason: null });
      expect(done.link).toMatch(/^https?:\/\//);
      const upload = standInOf(platform).uploads[before];
      expect(upload.done).toBe(true);
      expect(upload.received.equals(clip)).toBe(true);
      expect(upload.tags).toEqual(['launch', 'product film']);
    });
  }

  it('lists the categories of each service with the account', async () => {
    for (const platform of PLATFORMS) {
      const answer = await api<{ id: string; name: string }[]>(
        server,
        `/api/qpd/categories/${platform}?id=${accounts[platform].id}`,
        { token: people.editor.token },
      );
      expect(answer.status).toBe(200);
      expect(answer.body.length).toBeGreaterThan(0);
    }
  });

  for (const platform of PLATFORMS) {
    it(`fails on ${platform} when the connection breaks, and a retry resumes with every byte sent once`, async () => {
      const standIn = standInOf(platform);
      const before = standIn.uploads.length;
      const bytesBefore = standIn.totalBytesReceived;
      standIn.settings.failOnceAfterBytes = Math.floor(clip.length / 2);
      const failed = await publishAndSettle(platform);
      expect(failed.status).toBe('failed');
      expect(failed.failure_reason).toBeTruthy();
      expect(standIn.uploads[before].length).toBe(Math.floor(clip.length / 2));

      const retried = await api<Publication>(server, `/api/qpd/publications/${failed.id}/retry`, {
        token: admin(),
        method: 'POST',
      });
      expect(retried.status).toBe(200);
      expect(retried.body.status).toBe('pending');
      const done = await settled(server, admin(), videoId, failed.id);
      expect(done).toMatchObject({ status: 'uploaded', failure_reason: null, bytes_sent: clip.length });
      expect(standIn.uploads.length).toBe(before + 1);
      expect(standIn.uploads[before].received.equals(clip)).toBe(true);
      expect(standIn.totalBytesReceived - bytesBefore).toBe(clip.length);

      const again = await api(server, `/api/qpd/publications/${failed.id}/retry`, { token: admin(), method: 'POST' });
      expect(again.status).toBe(409);
      expect(again.body).toMatchObject({ message: PUBLISHING_TEXTS.notRetryable });
    });
  }

  for (const platform of PLATFORMS) {
    it(`records ${platform}'s rejection with its reason`, async () => {
      standInOf(platform).settings.reject = 'duplicate';
      try {
        const rejected = await publishAndSettle(platform);
        expect(rejected.status).toBe('rejected');
        expect(rejected.rejection_reason).toContain('duplicate');
      } finally {
        standInOf(platform).settings.reject = null;
      }
    });
  }

  it('renews an expired YouTube access token, before a call and after a refusal', async () => {
    const refreshes = () => standIns.youtube.tokens.filter((token) => token.grant === 'refresh_token').length;
    const first = refreshes();
    // Known expired: renewed before the call.
    await server.db
      .update(publishingAccounts)
      .set({ accessTokenExpiresAt: new Date(Date.now() - 1000) })
      .where(eq(publishingAccounts.id, accounts.youtube.id));
    const categories = await api(server, `/api/qpd/categories/youtube?id=${accounts.youtube.id}`, { token: admin() });
    expect(categories.status).toBe(200);
    expect(refreshes()).toBe(first + 1);
    // Refused by the service: renewed once and the upload goes on.
    standIns.youtube.expireAccessTokens();
    const done = await publishAndSettle('youtube');
    expect(done.status).toBe('uploaded');
    expect(refreshes()).toBe(first + 2);
    const [row] = await server.db
      .select()
      .from(publishingAccounts)
      .where(eq(publishingAccounts.id, accounts.youtube.id));
    const latest = standIns.youtube.tokens.at(-1)?.accessToken ?? '';
    expect(row.accessToken).not.toContain(latest);
    expect(row.accessTokenExpiresAt?.getTime()).toBeGreaterThan(Date.now());
  });

  it('keeps a Vimeo video password encrypted', async () => {
    const started = await publish(
      server,
      admin(),
      'vimeo',
      body('vimeo', { privacy_status: 'password', video_password: 'opensesame' }),
    );
    expect(started.status).toBe(201);
    const [row] = await server.db.select().from(publications).where(eq(publications.id, started.body.id));
    expect(row.password).toMatch(/^v1\./);
    expect(JSON.stringify(row)).not.toContain('opensesame');
    expect((await settled(server, admin(), videoId, started.body.id)).status).toBe('uploaded');
  });
});

describe('who may publish what', () => {
  it('refuses those who may not publish, other companies and switched-off publishing', async () => {
    for (const role of ['read-only', 'uploader']) {
      const answer = await publish(server, people[role].token, 'youtube', body('youtube'));
      expect(answer.status, role).toBe(403);
    }
    const foreignVideo = await publish(server, admin(), 'youtube', {
      ...body('youtube'),
      meta: { ...body('youtube').meta, video_id: suite.otherVideoId },
    });
    expect(foreignVideo.status).toBe(404);
    const foreignAccount = await linkAccount(
      server,
      people['super-admin'].token,
      'youtube',
      suite.other.companyId,
      'Theirs',
    );
    const withTheirs = await publish(server, admin(), 'youtube', body('youtube', { account_id: foreignAccount.id }));
    expect(withTheirs.status).toBe(422);
    expect(withTheirs.body).toMatchObject({ errors: { account_id: [PUBLISHING_TEXTS.noAccount] } });
    const wrongService = await publish(server, admin(), 'youtube', body('youtube', { account_id: accounts.vimeo.id }));
    expect(wrongService.status).toBe(422);
    const paid = await publish(server, admin(), 'vimeo', body('vimeo', { privacy_status: 'unlisted' }));
    expect(paid.body).toMatchObject({ errors: { privacy_status: [PUBLISHING_TEXTS.paidTier] } });

    await setPublishingFlags(server.db, suite.own.companyId, false);
    try {
      const off = await publish(server, admin(), 'vimeo', body('vimeo'));
      expect(off.status).toBe(403);
      expect(off.body).toMatchObject({ message: PUBLISHING_TEXTS.publishingOff });
    } finally {
      await setPublishingFlags(server.db, suite.own.companyId);
    }
    // Read-only staff see the log; another company's staff do not.
    expect((await api(server, `/api/qpd/publish/${videoId}`, { token: people['read-only'].token })).status).toBe(200);
    expect((await api(server, `/api/qpd/publish/${suite.otherVideoId}`, { token: admin() })).status).toBe(404);
  });

  it('refuses a video without a stored file', async () => {
    const bare = await addPublishableVideo(server, suite.own, clip);
    const storage = storageOf(server.config);
    await storage.removeAll(`companies/${suite.own.companyId}/videos/${bare.id}`);
    const answer = await publish(server, admin(), 'youtube', {
      ...body('youtube'),
      meta: { ...body('youtube').meta, video_id: bare.id },
    });
    expect(answer.status).toBe(422);
    expect(answer.body).toMatchObject({ errors: { file_size: [PUBLISHING_TEXTS.noFileSize] } });
    const log = await publicationsOf(server, admin(), videoId);
    expect(log.length).toBeGreaterThan(0);
    expect(log.map((entry) => entry.id)).toEqual([...log.map((entry) => entry.id)].sort((a, b) => b - a));
  });
});
