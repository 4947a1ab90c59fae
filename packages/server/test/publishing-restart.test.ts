import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { PublishingAccount, PublishPlatform } from '@reelbase/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RunningServer, startProduct } from '../../../tests/e2e/support/server.ts';
import { findFfmpeg } from '../src/encoding/index.ts';
import { addCompanyFixture, waitFor } from './helpers/admin.ts';
import { makeTestVideo } from './helpers/media.ts';
import { signIn } from './helpers/oidc-client.ts';
import { addUser, type Person } from './helpers/people.ts';
import {
  addPublishableVideo,
  linkAccount,
  publish,
  publishBody,
  setPublishingFlags,
  settled,
} from './helpers/publishing-flow.ts';
import { startPublishingStandIns } from './helpers/publishing-standins.ts';
import { createTestData, PUBLIC_URL, startTestServer, type TestData } from './helpers/test-server.ts';

/*
 * The server process killed (SIGKILL) while it sends a video to both services: started again on
 * the same data folder, it resumes each upload from the service's offset, and each service ends
 * up with the whole file, every byte once. The embedded database puts the interrupted jobs back
 * at the start; on PostgreSQL the heartbeat does after a minute, so this file runs on PGlite only
 * (vitest.config.ts).
 */

const PLATFORMS: PublishPlatform[] = ['vimeo', 'youtube'];

describe('publishing across a crash of the server', () => {
  let data: TestData;
  let folder: string;
  let standIns: Awaited<ReturnType<typeof startPublishingStandIns>>;
  let product: RunningServer | null = null;
  let person: Person;
  let clip: Buffer;
  let videoId: string;
  const accounts = {} as Record<PublishPlatform, PublishingAccount>;

  const env = () => ({ ...standIns.env(), PUBLIC_URL });
  const target = () => ({ baseUrl: product?.url ?? '' });
  const tokenOf = async () => (await signIn(target().baseUrl, person.email, person.password)).tokens.access_token;

  beforeAll(async () => {
    data = await createTestData();
    folder = await mkdtemp(path.join(tmpdir(), 'reelbase-publishing-restart-'));
    const file = path.join(folder, 'clip.mp4');
    const [started] = await Promise.all([
      startPublishingStandIns(),
      findFfmpeg().then(({ ffmpeg }) => makeTestVideo(ffmpeg, file, { width: 640, height: 360, seconds: 3 })),
    ]);
    standIns = started;
    clip = await readFile(file);
    // The company, its video and linked accounts are made by the server in this process, which then stops.
    const seeding = await startTestServer(data, {
      publishing: { vimeo: standIns.vimeo.config(), youtube: standIns.youtube.config(), tokenKey: null },
    });
    try {
      const company = await addCompanyFixture(seeding.db, 'Crashcorp');
      await setPublishingFlags(seeding.db, company.companyId);
      videoId = (await addPublishableVideo(seeding, company, clip)).id;
      person = await addUser(seeding.db, { role: 'company-admin', companyId: company.companyId });
      const { tokens } = await signIn(seeding.baseUrl, person.email, person.password);
      for (const platform of PLATFORMS) {
        accounts[platform] = await linkAccount(seeding, tokens.access_token, platform, company.companyId, platform);
      }
    } finally {
      await seeding.close();
    }
  }, 120_000);

  afterAll(async () => {
    await product?.stop();
    await standIns?.close();
    await data?.remove();
    if (folder) await rm(folder, { recursive: true, force: true });
  });

  it('resumes both uploads after the restart and delivers every byte once', async () => {
    product = await startProduct(env(), { dataDir: data.dataDir });
    let token = await tokenOf();
    for (const platform of PLATFORMS) standIns[platform].settings.bytesPerSecond = Math.ceil(clip.length / 8);
    const ids: Record<string, number> = {};
    for (const platform of PLATFORMS) {
      const started = await publish(
        target(),
        token,
        platform,
        publishBody(platform, accounts[platform].id, videoId, clip.length),
      );
      expect(started.status, JSON.stringify(started.body)).toBe(201);
      ids[platform] = started.body.id;
    }
    // Both services hold part of the file when the server dies.
    await waitFor(async () =>
      PLATFORMS.every((platform) => standIns[platform].uploads[0]?.length > 0) ? true : undefined,
    );
    await product.kill();
    for (const platform of PLATFORMS) {
      const held = standIns[platform].uploads[0].length;
      expect(held, platform).toBeGreaterThan(0);
      expect(held, platform).toBeLessThan(clip.length);
      standIns[platform].settings.bytesPerSecond = null;
    }

    product = await startProduct(env(), { dataDir: data.dataDir });
    token = await tokenOf();
    for (const platform of PLATFORMS) {
      const done = await settled(target(), token, videoId, ids[platform], 60_000);
      expect(done, platform).toMatchObject({ status: 'uploaded', bytes_sent: clip.length });
      const standIn = standIns[platform];
      expect(standIn.uploads, platform).toHaveLength(1);
      expect(standIn.uploads[0].received.equals(clip), platform).toBe(true);
      expect(standIn.totalBytesReceived, platform).toBe(clip.length);
    }
  }, 180_000);
});
