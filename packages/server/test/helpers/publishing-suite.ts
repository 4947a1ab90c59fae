import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { PublishingAccount, PublishPlatform } from '@reelbase/contract';
import { findFfmpeg } from '../../src/encoding/index.ts';
import { addCompanyFixture, type CompanyFixture, type SignedInPerson, signInEveryRole } from './admin.ts';
import { makeTestVideo } from './media.ts';
import { addPublishableVideo, linkAccount, setPublishingFlags } from './publishing-flow.ts';
import { startPublishingStandIns } from './publishing-standins.ts';
import { createTestData, startTestServer, type TestServer } from './test-server.ts';

export const PLATFORMS: PublishPlatform[] = ['vimeo', 'youtube'];

/** A server pointed at both stand-ins, two companies with publishing on, a real clip and linked accounts. */
export interface PublishingSuite {
  server: TestServer;
  standIns: Awaited<ReturnType<typeof startPublishingStandIns>>;
  own: CompanyFixture;
  other: CompanyFixture;
  people: Record<string, SignedInPerson>;
  /** The bytes of the clip every video here is made of. */
  clip: Buffer;
  /** A video of `own` and one of `other`. */
  videoId: string;
  otherVideoId: string;
  /** The own company's accounts, linked by its company-admin. */
  accounts: Record<PublishPlatform, PublishingAccount>;
  close(): Promise<void>;
}

export async function startPublishingSuite(seconds = 2): Promise<PublishingSuite> {
  const data = await createTestData();
  const folder = await mkdtemp(path.join(tmpdir(), 'reelbase-publishing-'));
  const file = path.join(folder, 'clip.mp4');
  const [standIns] = await Promise.all([
    startPublishingStandIns(),
    findFfmpeg().then(({ ffmpeg }) => makeTestVideo(ffmpeg, file, { width: 640, height: 360, seconds })),
  ]);
  const clip = await readFile(file);
  const server = await startTestServer(data, {
    publishing: { vimeo: standIns.vimeo.config(), youtube: standIns.youtube.config(), tokenKey: null },
  });
  const own = await addCompanyFixture(server.db, 'Uploadcorp');
  const other = await addCompanyFixture(server.db, 'Othercorp');
  await setPublishingFlags(server.db, own.companyId);
  await setPublishingFlags(server.db, other.companyId);
  const people = await signInEveryRole(server, own);
  const videoId = (await addPublishableVideo(server, own, clip)).id;
  const otherVideoId = (await addPublishableVideo(server, other, clip)).id;
  const accounts = {} as Record<PublishPlatform, PublishingAccount>;
  for (const platform of PLATFORMS) {
    accounts[platform] = await linkAccount(server, people['company-admin'].token, platform, own.companyId, platform);
  }
  return {
    server,
    standIns,
    own,
    other,
    people,
    clip,
    videoId,
    otherVideoId,
    accounts,
    async close() {
      await server.close();
      await standIns.close();
      await data.remove();
      await rm(folder, { recursive: true, force: true });
    },
  };
}
