import type { Publication, PublishPlatform } from '@reelbase/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { publications } from '../src/db/schema.ts';
import { PUBLISH_FAILURES, queuePendingPublications } from '../src/publishing/publish-job.ts';
import { addPublishableVideo, linkAccount, publish, publishBody, settled } from './helpers/publishing-flow.ts';
import { PLATFORMS, type PublishingSuite, startPublishingSuite } from './helpers/publishing-suite.ts';
import { api } from './helpers/test-server.ts';

/*
 * What goes wrong around a publication: a job that was never queued, an upload session the
 * service forgot, an account removed or whose authorization was withdrawn.
 */

let suite: PublishingSuite;
const admin = () => suite.people['company-admin'].token;

function retry(id: number) {
  return api<Publication>(suite.server, `/api/qpd/publications/${id}/retry`, { token: admin(), method: 'POST' });
}

/** Publishes with a connection that breaks half way: the publication fails. */
async function failedPublication(platform: PublishPlatform, accountId = suite.accounts[platform].id) {
  const { server, standIns, clip, videoId } = suite;
  standIns[platform].settings.failOnceAfterBytes = Math.floor(clip.length / 2);
  const started = await publish(server, admin(), platform, publishBody(platform, accountId, videoId, clip.length));
  expect(started.status).toBe(201);
  const failed = await settled(server, admin(), videoId, started.body.id);
  expect(failed.status).toBe('failed');
  return failed;
}

beforeAll(async () => {
  suite = await startPublishingSuite();
}, 90_000);

afterAll(async () => {
  await suite?.close();
});

describe('publishing when something goes wrong', () => {
  it('queues a pending publication without a job in the recovery pass, once', async () => {
    const { server, standIns, accounts, clip, videoId } = suite;
    const [row] = await server.db
      .insert(publications)
      .values({
        videoId,
        accountId: accounts.vimeo.id,
        accountName: accounts.vimeo.name,
        platform: 'vimeo',
        title: 'Recovered',
        category: 'documentary',
        privacy: 'anybody',
        fileKey: (await addPublishableVideo(server, suite.own, clip)).key,
        fileSize: clip.length,
        mimeType: 'video/mp4',
      })
      .returning();
    standIns.vimeo.settings.bytesPerSecond = Math.ceil(clip.length / 2);
    try {
      expect(await queuePendingPublications(server.boss, server.db)).toBe(1);
      // Its job exists (queued or running): nothing is queued twice.
      expect(await queuePendingPublications(server.boss, server.db)).toBe(0);
    } finally {
      standIns.vimeo.settings.bytesPerSecond = null;
    }
    expect((await settled(server, admin(), videoId, row.id)).status).toBe('uploaded');
  });

  for (const platform of PLATFORMS) {
    it(`starts a new ${platform} upload when the service forgot the session`, async () => {
      const { server, standIns, clip, videoId } = suite;
      const before = standIns[platform].uploads.length;
      const failed = await failedPublication(platform);
      standIns[platform].expireUploads();
      expect((await retry(failed.id)).status).toBe(200);
      const forgotten = await settled(server, admin(), videoId, failed.id);
      expect(forgotten.status).toBe('failed');
      const [row] = await server.db.select().from(publications).where(eq(publications.id, failed.id));
      expect(row.uploadUrl).toBeNull();

      expect((await retry(failed.id)).status).toBe(200);
      const done = await settled(server, admin(), videoId, failed.id);
      expect(done).toMatchObject({ status: 'uploaded', bytes_sent: clip.length });
      expect(standIns[platform].uploads).toHaveLength(before + 2);
      expect(standIns[platform].uploads[before + 1].received.equals(clip)).toBe(true);
    });
  }

  it('fails a publication whose account was removed, and keeps its name in the log', async () => {
    const { server, own, people, videoId } = suite;
    const account = await linkAccount(server, people['company-admin'].token, 'youtube', own.companyId, 'Removed soon');
    const failed = await failedPublication('youtube', account.id);
    const removed = await api(server, `/api/accounts/qpd/token/${account.id}`, { token: admin(), method: 'DELETE' });
    expect(removed.status).toBe(204);
    expect((await retry(failed.id)).status).toBe(200);
    const done = await settled(server, admin(), videoId, failed.id);
    expect(done).toMatchObject({
      status: 'failed',
      failure_reason: PUBLISH_FAILURES.accountRemoved,
      accountId: null,
      accountName: 'Removed soon',
    });
  });

  it('fails when the service withdrew the authorization, and says so', async () => {
    const { server, standIns, accounts, clip, videoId } = suite;
    standIns.youtube.revokeTokens();
    const categories = await api<{ message: string }>(server, `/api/qpd/categories/youtube?id=${accounts.youtube.id}`, {
      token: admin(),
    });
    expect(categories.status).toBe(422);
    expect(categories.body.message).toBeTruthy();
    const started = await publish(
      server,
      admin(),
      'youtube',
      publishBody('youtube', accounts.youtube.id, videoId, clip.length),
    );
    const done = await settled(server, admin(), videoId, started.body.id);
    expect(done.status).not.toBe('uploaded');
    expect(done.failure_reason ?? done.rejection_reason).toBeTruthy();
  });
});
