import { randomBytes, randomUUID } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { interactiveElementInputSchema, UPLOAD_MIN_BYTES } from '@reelbase/contract';
import { eq } from 'drizzle-orm';
import { storageOf } from '../../src/backbone.ts';
import { insertComment } from '../../src/comments/comments-repository.ts';
import { encodings, videoPresentationSlides, videos } from '../../src/db/schema.ts';
import { insertExternalUpload, insertLink } from '../../src/external-uploads/external-uploads-repository.ts';
import { tokenHashOf } from '../../src/external-uploads/external-uploads-service.ts';
import { ftpDirOf } from '../../src/ftp/ftp-server.ts';
import { defaultSettings, insertTemplate } from '../../src/player-templates/player-templates-repository.ts';
import {
  insertChapter,
  insertQuitclaim,
  insertSubtitle,
  insertTranscript,
} from '../../src/video-assets/video-assets-repository.ts';
import { upsertElement } from '../../src/video-editors/interactive-repository.ts';
import { addCompanyFixture, type CompanyFixture, PNG } from './admin.ts';
import { addCompany, addLibrary, addUser } from './people.ts';
import type { TestServer } from './test-server.ts';

/** Everything of one company that a route can name: library, video and its assets, link, FTP file. */
export interface TenantFixture extends CompanyFixture {
  /** A name that appears in the company's records only: never in another company's answers. */
  marker: string;
  spareLibraryId: number;
  videoId: string;
  quitclaimId: string;
  subtitleId: string;
  transcriptId: string;
  chapterId: string;
  /** An interactive element and a presentation slide of the video. */
  elementId: string;
  slideId: string;
  /** An external upload link's token, and the video uploaded through it. */
  linkToken: string;
  linkVideoId: string;
  /** A file in the company's FTP folder. */
  ftpFile: string;
}

let counter = 0;
export const unique = () => `${Date.now().toString(36)}${(counter++).toString(36)}`;

/** A ready video whose source and 360p rendition are the given mp4 bytes: its id and the rendition's key. */
export async function addReadyVideo(
  server: Pick<TestServer, 'db' | 'config'>,
  fixture: { companyId: number; libraryId: number },
  clip: Buffer,
  title = 'Clip',
): Promise<{ id: string; key: string }> {
  const storage = storageOf(server.config);
  const [row] = await server.db
    .insert(videos)
    .values({
      libraryId: fixture.libraryId,
      title,
      mimeType: 'video/mp4',
      status: 'ready',
      durationMs: 1000,
      width: 640,
      height: 360,
      size: clip.length,
    })
    .returning({ id: videos.id });
  const folder = `companies/${fixture.companyId}/videos/${row.id}`;
  const key = `${folder}/360.mp4`;
  await storage.put(`${folder}/source.mp4`, clip);
  await storage.put(key, clip);
  await server.db
    .update(videos)
    .set({ sourceKey: `${folder}/source.mp4` })
    .where(eq(videos.id, row.id));
  await server.db.insert(encodings).values({
    videoId: row.id,
    height: 360,
    label: '360p',
    storageKey: key,
    bytes: clip.length,
    ready: true,
    progress: 100,
  });
  return { id: row.id, key };
}

async function addAssets(server: TestServer, videoId: string) {
  const storage = storageOf(server.config);
  const key = (name: string) => `videos/${videoId}/assets/${randomBytes(4).toString('hex')}-${name}`;
  const files = {
    quitclaim: key('consent.pdf'),
    subtitle: key('en.vtt'),
    transcript: key('words.txt'),
  };
  await storage.put(files.quitclaim, Buffer.from('%PDF-1.4\n%%EOF\n'));
  await storage.put(files.subtitle, Buffer.from('WEBVTT\n\n00:00.000 --> 00:00.500\nHi\n'));
  await storage.put(files.transcript, Buffer.from('Hi'));
  const quitclaim = await insertQuitclaim(server.db, {
    videoId,
    personName: 'Anna',
    copyrightEndAt: '2030-12-31',
    fileName: 'consent.pdf',
    storageKey: files.quitclaim,
    size: 15,
    mimeType: 'application/pdf',
  });
  const subtitle = await insertSubtitle(server.db, { videoId, fileName: 'en.vtt', storageKey: files.subtitle });
  const transcript = await insertTranscript(server.db, {
    videoId,
    fileName: 'words.txt',
    storageKey: files.transcript,
    size: 2,
    mimeType: 'text/plain',
  });
  const chapter = await insertChapter(server.db, { videoId, offsetSeconds: 0.5, value: 'Start' });
  const { _id, ...data } = interactiveElementInputSchema.parse({
    name: 'Pause here',
    start: 0.2,
    action: { type: 'pause' },
  });
  const element = await upsertElement(server.db, { id: randomUUID(), videoId, data });
  const slideKey = key('slide.png');
  await storage.put(slideKey, PNG);
  const [slide] = await server.db
    .insert(videoPresentationSlides)
    .values({
      videoId,
      name: 'Slide 1',
      start: 0,
      end: 1,
      storageKey: slideKey,
      mimeType: 'image/png',
      size: PNG.length,
    })
    .returning({ id: videoPresentationSlides.id });
  return {
    quitclaimId: quitclaim.id,
    subtitleId: subtitle.id,
    transcriptId: transcript.id,
    chapterId: chapter.id,
    elementId: element?.id ?? '',
    slideId: slide.id,
  };
}

/** A company with every record a route can name, all carrying the company's marker in their names. */
export async function addTenant(server: TestServer, marker: string, clip: Buffer): Promise<TenantFixture> {
  const base = await addCompanyFixture(server.db, marker);
  const spareLibraryId = await addLibrary(server.db, base.companyId, `${marker} spare`);
  const videoId = (await addReadyVideo(server, base, clip, `${marker} clip`)).id;
  const assets = await addAssets(server, videoId);
  const linkToken = randomBytes(24).toString('base64url');
  const link = await insertLink(server.db, {
    libraryId: base.libraryId,
    tokenHash: tokenHashOf(linkToken),
    expiresAt: new Date(Date.now() + 86_400_000),
    createdBy: base.readOnlyUserId,
  });
  const linkVideoId = (await addReadyVideo(server, base, clip, `${marker} external`)).id;
  await insertExternalUpload(server.db, { videoId: linkVideoId, linkId: link.id });
  const ftpFile = `${marker.toLowerCase().replace(/\W+/g, '-')}.mp4`;
  const ftpFolder = path.join(ftpDirOf(server.config), String(base.companyId));
  await mkdir(ftpFolder, { recursive: true });
  // An FTP import needs 1 MB at least, as a browser upload does: the clip is padded to that.
  const padding = Buffer.alloc(Math.max(0, UPLOAD_MIN_BYTES - clip.length));
  await writeFile(path.join(ftpFolder, ftpFile), Buffer.concat([clip, padding]));
  return { ...base, marker, spareLibraryId, videoId, ...assets, linkToken, linkVideoId, ftpFile };
}

/** Fresh records to act on destructively, one per request. */
export const fresh = {
  /** A visitor's comment on the target's video. */
  comment: (server: TestServer, t: TenantFixture) =>
    insertComment(server.db, {
      videoId: t.videoId,
      message: 'A visitor note',
      name: 'Visitor',
      email: 'visitor@example.test',
      posterKey: `matrix-${unique()}`,
    }),
  company: (server: TestServer) => addCompany(server.db, `Disposable ${unique()}`),
  library: (server: TestServer, t: TenantFixture) => addLibrary(server.db, t.companyId, `Disposable ${unique()}`),
  template: (server: TestServer, t: TenantFixture) =>
    insertTemplate(server.db, {
      libraryId: t.libraryId,
      name: `T ${unique()}`,
      isDefault: false,
      ...defaultSettings(),
    }),
  user: async (server: TestServer, t: TenantFixture) =>
    (await addUser(server.db, { role: 'read-only', companyId: t.companyId })).id,
  link: async (server: TestServer, t: TenantFixture) =>
    (
      await insertLink(server.db, {
        libraryId: t.libraryId,
        tokenHash: `hash-${unique()}`,
        expiresAt: new Date(Date.now() + 86_400_000),
        createdBy: t.readOnlyUserId,
      })
    ).id,
  video: async (server: TestServer, t: TenantFixture) =>
    (await addReadyVideo(server, t, await readFile(await clipPathOf(server)), `${t.marker} disposable`)).id,
  assets: (server: TestServer, videoId: string) => addAssets(server, videoId),
};

let clipFile: string | null = null;
/** Where the suite's clip is kept (set by `rememberClip`). */
async function clipPathOf(_server: TestServer): Promise<string> {
  if (!clipFile) throw new Error('rememberClip was not called');
  return clipFile;
}
export function rememberClip(file: string) {
  clipFile = file;
}
