import { X509Certificate } from 'node:crypto';
import { mkdtemp, open, readdir, readFile, rm, stat, truncate, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PassThrough, Readable } from 'node:stream';
import type { TLSSocket } from 'node:tls';
import {
  FTP_MESSAGES,
  FTP_UPLOAD_LIMIT_BYTES,
  type FtpConnection,
  type FtpListing,
  UPLOAD_MESSAGES,
} from '@reelbase/contract';
import { Client, FTPError } from 'basic-ftp';
import type { FtpConnection as FtpClientConnection } from 'ftp-srv';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CompanyFileSystem } from '../src/ftp/ftp-file-system.ts';
import { waitFor } from './helpers/admin.ts';
import { makeUploadVideo } from './helpers/ingest.ts';
import { signIn } from './helpers/oidc-client.ts';
import { addCompany, addLibrary, addUser, type Person } from './helpers/people.ts';
import { api, createTestData, startTestServer, type TestData, type TestServer } from './helpers/test-server.ts';

let data: TestData;
let server: TestServer;
let folder: string;
let video: Buffer;
let acme: { companyId: number; libraryId: number; admin: Person; token: string };
let globex: { companyId: number; libraryId: number; admin: Person; token: string };
let editor: Person & { token: string };

/** A passive port range of its own, so that test files running side by side do not meet. */
const pasvMin = 40000 + Math.floor(Math.random() * 1000) * 20;

const ftpFolderOf = (companyId: number) => path.join(data.dataDir, 'ftp', String(companyId));

async function company(name: string) {
  const companyId = await addCompany(server.db, name);
  const libraryId = await addLibrary(server.db, companyId, `${name} library`);
  const admin = await addUser(server.db, {
    role: 'company-admin',
    companyId,
    email: `admin@${name.toLowerCase()}.test`,
  });
  const { tokens } = await signIn(server.baseUrl, admin.email, admin.password);
  return { companyId, libraryId, admin, token: tokens.access_token };
}

async function connect(person: Person) {
  const client = new Client(10_000);
  await client.access({
    host: '127.0.0.1',
    port: server.ftp?.port,
    user: person.email,
    password: person.password,
    secure: false,
  });
  return client;
}

/** Signs in over explicit FTPS (AUTH TLS); the generated certificate is self-signed. */
async function connectSecurely(person: Person, port = server.ftp?.port) {
  const client = new Client(10_000);
  await client.access({
    host: '127.0.0.1',
    port,
    user: person.email,
    password: person.password,
    secure: true,
    secureOptions: { rejectUnauthorized: false },
  });
  return client;
}

async function refusal(person: Person) {
  const client = new Client(10_000);
  try {
    await client.access({ host: '127.0.0.1', port: server.ftp?.port, user: person.email, password: person.password });
    return null;
  } catch (error) {
    return error;
  } finally {
    client.close();
  }
}

const upload = (token: string, body: Record<string, unknown>) =>
  api<{ video_id: string; message: string; errors?: Record<string, string[]> }>(server, '/api/ftp/upload', {
    token,
    method: 'POST',
    body,
  });

const list = (token: string, folderPath: string) =>
  api<FtpListing & { message: string }>(server, `/api/ftp?path=${encodeURIComponent(folderPath)}`, { token });

/** The text of the outbox messages to `email` (quoted-printable soft breaks undone). */
async function mailTo(email: string): Promise<string[]> {
  const outbox = path.join(data.dataDir, 'outbox');
  const names = (await readdir(outbox).catch(() => [] as string[])).filter((name) => name.endsWith('.eml'));
  const texts = await Promise.all(names.map((name) => readFile(path.join(outbox, name), 'utf8')));
  return texts
    .map((text) => text.replace(/=\r?\n/g, '').replace(/=3D/gi, '='))
    .filter((text) => text.includes(`To: ${email}`));
}

beforeAll(async () => {
  data = await createTestData();
  folder = await mkdtemp(path.join(tmpdir(), 'reelbase-ftp-'));
  server = await startTestServer(data, {
    ftp: { port: 0, host: '127.0.0.1', pasvUrl: '127.0.0.1', pasvMin, pasvMax: pasvMin + 19, tls: { mode: 'on' } },
  });
  acme = await company('Acme');
  globex = await company('Globex');
  const person = await addUser(server.db, {
    role: 'editor',
    companyId: acme.companyId,
    libraries: [{ id: acme.libraryId, role: 'editor' }],
  });
  editor = { ...person, token: (await signIn(server.baseUrl, person.email, person.password)).tokens.access_token };
  // Two seconds: over the 1 MB an upload needs at least.
  video = await makeUploadVideo(folder, 'intro.mp4', { seconds: 2 });
});

afterAll(async () => {
  await server?.close();
  await data?.remove();
  if (folder) await rm(folder, { recursive: true, force: true });
});

describe('the built-in FTP server', () => {
  it('signs a company user in and stores uploads in the company folder', async () => {
    const client = await connect(acme.admin);
    try {
      await client.ensureDir('/campaign');
      await client.uploadFrom(path.join(folder, 'intro.mp4'), 'intro.mp4');
      await client.uploadFrom(path.join(folder, 'intro.mp4'), 'keep.mp4');
      await client.cd('/');
      await client.uploadFrom(Readable.from(['just some notes']), 'notes.txt');
      const names = (await client.list('/campaign')).map((entry) => entry.name).sort();
      expect(names).toEqual(['intro.mp4', 'keep.mp4']);
    } finally {
      client.close();
    }
    const stored = await readFile(path.join(ftpFolderOf(acme.companyId), 'campaign', 'intro.mp4'));
    expect(stored.equals(video)).toBe(true);
    // Nothing is left of the hidden names used while receiving.
    expect((await readdir(path.join(ftpFolderOf(acme.companyId), 'campaign'))).sort()).toEqual([
      'intro.mp4',
      'keep.mp4',
    ]);
  });

  it('keeps "../" inside the company folder', async () => {
    const client = await connect(acme.admin);
    try {
      await client.cd('../../..');
      expect(await client.pwd()).toBe('/');
      await client.uploadFrom(Readable.from(['escaped?']), '../../../escape.txt');
      await client.uploadFrom(Readable.from(['escaped?']), '/campaign/../../../../escape2.txt');
      const names = (await client.list('../..')).map((entry) => entry.name);
      expect(names).toEqual(expect.arrayContaining(['campaign', 'notes.txt', 'escape.txt', 'escape2.txt']));
      await client.remove('escape.txt');
      await client.remove('escape2.txt');
    } finally {
      client.close();
    }
    await expect(stat(path.join(data.dataDir, 'escape.txt'))).rejects.toThrow();
    await expect(stat(path.join(data.dataDir, 'ftp', 'escape.txt'))).rejects.toThrow();
    expect(await list(globex.token, '/').then((answer) => answer.body.files)).toEqual([]);
  });

  it("answers a failed transfer without the server's own paths", async () => {
    const client = await connect(acme.admin);
    try {
      const read = await client.downloadTo(new PassThrough(), '/no-such-file.mp4').catch((error) => error);
      expect(read).toBeInstanceOf(FTPError);
      expect((read as FTPError).message).toContain('No such file or folder.');
      expect((read as FTPError).message).not.toContain(data.dataDir);
    } finally {
      client.close();
    }
    // A stream that fails once the transfer started: its error (answered to the client) names no path.
    const files = new CompanyFileSystem({} as FtpClientConnection, ftpFolderOf(acme.companyId));
    const { stream } = files.write('/no-such-folder/notes.txt', { append: true });
    const failure = await new Promise<Error>((resolve) => stream.once('error', resolve));
    expect(failure.message).toBe('No such file or folder.');
  });

  it('offers explicit FTPS: an encrypted sign-in and transfers, with the certificate the console names', async () => {
    const connection = await api<FtpConnection>(server, '/api/ftp/connection', { token: acme.token });
    expect(connection.status).toBe(200);
    expect(connection.body).toMatchObject({
      enabled: true,
      port: server.ftp?.port,
      tls: 'on',
      // The user signs in with their console e-mail; data connections are passive, on these ports.
      username: acme.admin.email,
      passive_ports: { min: pasvMin, max: pasvMin + 19 },
    });
    expect((await api<FtpConnection>(server, '/api/ftp/connection', { token: globex.token })).body.username).toBe(
      globex.admin.email,
    );
    const generated = await readFile(path.join(data.dataDir, 'ftp-tls', 'cert.pem'), 'utf8');
    expect(connection.body.certificate_sha256).toBe(new X509Certificate(generated).fingerprint256);

    const client = await connectSecurely(acme.admin);
    try {
      const socket = client.ftp.socket as TLSSocket;
      expect(socket.encrypted).toBe(true);
      expect(socket.getPeerCertificate().fingerprint256).toBe(connection.body.certificate_sha256);
      await client.uploadFrom(Readable.from([video]), 'secure.mp4');
      const back = new PassThrough();
      const pieces: Buffer[] = [];
      back.on('data', (piece: Buffer) => pieces.push(piece));
      await client.downloadTo(back, 'secure.mp4');
      expect(Buffer.concat(pieces).equals(video)).toBe(true);
      await client.remove('secure.mp4');
    } finally {
      client.close();
    }
    expect((await readFile(path.join(data.dataDir, 'ftp-tls', 'key.pem'), 'utf8')).length).toBeGreaterThan(100);
    // Users without FTP access are not told how to connect, nor is anybody signed out.
    expect((await api(server, '/api/ftp/connection', { token: editor.token })).status).toBe(403);
    expect((await api(server, '/api/ftp/connection')).status).toBe(401);
  });

  it('refuses a wrong password and a user without FTP access', async () => {
    const wrong = await refusal({ ...acme.admin, password: 'not the password' });
    expect(wrong).toBeInstanceOf(FTPError);
    expect((wrong as FTPError).code).toBe(530);
    const noAccess = await refusal(editor);
    expect(noAccess).toBeInstanceOf(FTPError);
    expect((noAccess as FTPError).code).toBe(530);
  });
});

describe('the FTP API', () => {
  it('lists a folder of the own company folder, never above it', async () => {
    const root = await list(acme.token, '.');
    expect(root.status).toBe(200);
    expect(root.body.path).toBe('/');
    const byName = Object.fromEntries(root.body.files.map((file) => [file.name, file]));
    expect(byName.campaign).toMatchObject({ path: '/campaign', isDirectory: true, size: 0 });
    expect(byName['notes.txt']).toMatchObject({ path: '/notes.txt', isDirectory: false, size: 15, type: '' });
    expect(byName.campaign.type).toBe('');
    expect(Number.isNaN(Date.parse(byName['notes.txt'].createdAt))).toBe(false);

    const campaign = await list(acme.token, '/campaign');
    expect(campaign.body.files.find((file) => file.name === 'intro.mp4')).toMatchObject({
      size: video.length,
      type: 'video/mp4',
    });
    expect((await list(acme.token, '/../../..')).body.path).toBe('/');
    const missing = await list(acme.token, '/nope');
    expect(missing.status).toBe(404);
    expect(missing.body.message).toBe(FTP_MESSAGES.folderNotFound);
  });

  it("refuses users without FTP access and shows nobody another company's files", async () => {
    expect((await list(editor.token, '/')).status).toBe(403);
    expect((await list(globex.token, '/')).body.files).toEqual([]);
    expect((await list(globex.token, '/campaign')).status).toBe(404);
  });

  it('imports a file into a library: the video appears, is encoded, mailed about and removed from FTP', async () => {
    const started = await upload(acme.token, {
      path: '/campaign/intro.mp4',
      library: acme.libraryId,
      email_after_upload: true,
      email_download_urls: true,
      delete_from_ftp: true,
      encoding_versions: [360, 1080],
    });
    expect(started.status).toBe(202);
    const id = started.body.video_id;
    const ready = await waitFor(async () => {
      const answer = await api<{ status: string; title: string; library: { id: number } }>(
        server,
        `/api/videos/${id}`,
        { token: acme.token },
      );
      return answer.body.status === 'ready' || answer.body.status === 'failed' ? answer.body : undefined;
    }, 90_000);
    expect(ready).toMatchObject({ status: 'ready', title: 'intro', library: { id: acme.libraryId } });
    // The source is 360 pixels high: of 360p and 1080p only 360p can be made.
    const encodings = await api<{ height: number; ready: boolean }[]>(server, `/api/videos/${id}/encodings`, {
      token: acme.token,
    });
    expect(encodings.body).toEqual([expect.objectContaining({ height: 360, ready: true })]);

    const mails = await waitFor(async () => {
      const found = await mailTo(acme.admin.email);
      return found.some((text) => text.includes('Subject: Download links for intro')) ? found : undefined;
    }, 30_000);
    const complete = mails.find((text) => text.includes('Subject: Upload complete: intro'));
    expect(complete).toContain('/campaign/intro.mp4');
    expect(mails.find((text) => text.includes('Subject: Download links'))).toMatch(
      /\/encodings\/360\/download\?token=/,
    );
    await waitFor(async () => {
      const gone = await stat(path.join(ftpFolderOf(acme.companyId), 'campaign', 'intro.mp4')).then(
        () => false,
        () => true,
      );
      return gone || undefined;
    }, 15_000);
  }, 150_000);

  it('keeps the FTP file when not asked to remove it', async () => {
    const started = await upload(acme.token, { path: '/campaign/keep.mp4', library: acme.libraryId });
    expect(started.status).toBe(202);
    await waitFor(async () => {
      const answer = await api<{ status: string }>(server, `/api/videos/${started.body.video_id}`, {
        token: acme.token,
      });
      return answer.body.status === 'ready' ? true : undefined;
    }, 90_000);
    expect((await stat(path.join(ftpFolderOf(acme.companyId), 'campaign', 'keep.mp4'))).size).toBe(video.length);
  }, 120_000);

  it("refuses other companies' users, non-video files, libraries out of reach and too large files", async () => {
    // Globex's admin does not see Acme's folder, nor may they use Acme's library.
    const otherFolder = await upload(globex.token, { path: '/campaign/keep.mp4', library: globex.libraryId });
    expect(otherFolder.status).toBe(422);
    expect(otherFolder.body.errors?.path).toEqual([FTP_MESSAGES.fileNotFound]);
    expect((await upload(globex.token, { path: '/campaign/keep.mp4', library: acme.libraryId })).status).toBe(404);
    // Acme's admin may not upload to Globex's library: it answers as a missing library does.
    const foreign = await upload(acme.token, { path: '/campaign/keep.mp4', library: globex.libraryId });
    const missing = await upload(acme.token, { path: '/campaign/keep.mp4', library: 2_000_000_000 });
    expect([foreign.status, missing.status]).toEqual([404, 404]);
    expect(foreign.body).toEqual(missing.body);
    expect((await upload(editor.token, { path: '/campaign/keep.mp4', library: acme.libraryId })).status).toBe(403);

    const notVideo = await upload(acme.token, { path: '/notes.txt', library: acme.libraryId });
    expect(notVideo.status).toBe(422);
    expect(notVideo.body.errors?.path).toEqual(['File: notes.txt with type of txt not accepted!']);
    const folderPath = await upload(acme.token, { path: '/campaign', library: acme.libraryId });
    expect(folderPath.body.errors?.path).toEqual([FTP_MESSAGES.notAFile]);
    const noLibrary = await upload(acme.token, { path: '/campaign/keep.mp4' });
    expect(noLibrary.status).toBe(422);
    expect(noLibrary.body.errors?.library).toEqual(['Please select a library before upload.']);
    const badHeight = await upload(acme.token, {
      path: '/campaign/keep.mp4',
      library: acme.libraryId,
      encoding_versions: [480],
    });
    expect(badHeight.status).toBe(422);

    // A sparse file of exactly the limit: listed with its size, refused for import.
    const huge = await open(path.join(ftpFolderOf(acme.companyId), 'huge.mov'), 'w');
    await huge.truncate(FTP_UPLOAD_LIMIT_BYTES);
    await huge.close();
    const listed = await list(acme.token, '/');
    expect(listed.body.files.find((file) => file.name === 'huge.mov')?.size).toBe(FTP_UPLOAD_LIMIT_BYTES);
    const tooLarge = await upload(acme.token, { path: '/huge.mov', library: acme.libraryId });
    expect(tooLarge.status).toBe(422);
    // The browser upload's texts and codes.
    expect(tooLarge.body.errors?.path).toEqual([UPLOAD_MESSAGES.tooLarge('huge.mov')]);
    expect(tooLarge.body).toMatchObject({ code: 'upload.too_large' });
    // One byte under the FTP limit is accepted as far as its size goes (its bytes are no video).
    await truncate(path.join(ftpFolderOf(acme.companyId), 'huge.mov'), FTP_UPLOAD_LIMIT_BYTES - 1);
    const underLimit = await upload(acme.token, { path: '/huge.mov', library: acme.libraryId });
    expect(underLimit.body.errors?.path).toEqual(['File: huge.mov with type of mov not accepted!']);

    // Under 1 MB: refused as the browser upload refuses it, even when it is a real video.
    await writeFile(path.join(ftpFolderOf(acme.companyId), 'short.mp4'), video.subarray(0, 1048575));
    const tooSmall = await upload(acme.token, { path: '/short.mp4', library: acme.libraryId });
    expect(tooSmall.status).toBe(422);
    expect(tooSmall.body.errors?.path).toEqual([UPLOAD_MESSAGES.tooSmall('short.mp4')]);
    expect(tooSmall.body).toMatchObject({ code: 'upload.too_small' });
    // A video by its bytes but not by its name: refused by the name, as a browser would type it.
    await writeFile(path.join(ftpFolderOf(acme.companyId), 'clip.bin'), video);
    const byName = await upload(acme.token, { path: '/clip.bin', library: acme.libraryId });
    expect(byName.body.errors?.path).toEqual(['File: clip.bin with type of bin not accepted!']);
    expect(byName.body).toMatchObject({ code: 'upload.type_not_accepted' });
  });

  it('deletes files and folders, reporting the paths it could not delete', async () => {
    const answer = await api<{ deleted: string[]; failed: { path: string; message: string }[] }>(server, '/api/ftp', {
      token: acme.token,
      method: 'DELETE',
      body: { paths: ['/huge.mov', '/campaign', '/missing.txt', '/', '../../..'] },
    });
    expect(answer.status).toBe(200);
    expect(answer.body.deleted).toEqual(['/huge.mov', '/campaign']);
    await rm(path.join(ftpFolderOf(acme.companyId), 'short.mp4'));
    await rm(path.join(ftpFolderOf(acme.companyId), 'clip.bin'));
    expect(answer.body.failed).toEqual([
      { path: '/missing.txt', message: FTP_MESSAGES.fileNotFound },
      { path: '/', message: FTP_MESSAGES.rootNotDeletable },
      { path: '../../..', message: FTP_MESSAGES.rootNotDeletable },
    ]);
    expect((await list(acme.token, '/')).body.files.map((file) => file.name)).toEqual(['notes.txt']);
    const otherCompany = await api(server, '/api/ftp', {
      token: globex.token,
      method: 'DELETE',
      body: { paths: ['/notes.txt'] },
    });
    expect(otherCompany.body).toEqual({
      deleted: [],
      failed: [{ path: '/notes.txt', message: FTP_MESSAGES.fileNotFound }],
    });
    expect((await stat(path.join(ftpFolderOf(acme.companyId), 'notes.txt'))).isFile()).toBe(true);
  });
});
