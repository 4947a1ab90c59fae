import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import http from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { LiveNotice, VideoNotice } from '../../src/live/live-notices.ts';
import { addCompanyFixture, type CompanyFixture, waitFor } from './admin.ts';
import { signIn } from './oidc-client.ts';
import { addUser } from './people.ts';
import { ADMIN, createTestData, startTestServer, type TestData, type TestServer } from './test-server.ts';

/** Streams of GET /api/live read in tests: the events as they arrive and the notices they carry. */

export interface Received {
  event: string;
  data: string;
}

/** An open stream read in the background: the raw text and the events so far. */
export interface OpenStream {
  status: number;
  headers: Headers;
  text: () => string;
  events: () => Received[];
  notices: () => LiveNotice[];
  /** Waits until a notice matches (5 s by default). */
  waitForNotice: (match: (notice: LiveNotice) => boolean, timeoutMs?: number) => Promise<LiveNotice>;
  /** Resolves when the server ended the stream. */
  ended: Promise<void>;
  close: () => void;
}

function parseEvents(text: string): Received[] {
  return text
    .split('\n\n')
    .slice(0, -1)
    .flatMap((block) => {
      const lines = block.split('\n').filter((line) => !line.startsWith(':'));
      const event = lines.find((line) => line.startsWith('event: '))?.slice(7) ?? '';
      const data = lines
        .filter((line) => line.startsWith('data: '))
        .map((line) => line.slice(6))
        .join('\n');
      return data ? [{ event, data }] : [];
    });
}

/**
 * Opens GET /api/live on a connection of its own (node:http without an agent), so that closing it
 * closes that connection and nothing else is left open to the server.
 */
export function openStream(base: Pick<TestServer, 'baseUrl'>, token?: string): Promise<OpenStream> {
  const headers: Record<string, string> = { accept: 'text/event-stream' };
  if (token) headers.authorization = `Bearer ${token}`;
  return new Promise((resolve, reject) => {
    const request = http.get(new URL('/api/live', base.baseUrl), { headers, agent: false }, (response) => {
      let text = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => {
        text += chunk;
      });
      const ended = new Promise<void>((done) => {
        response.on('end', done);
        response.on('close', done);
      });
      const events = () => parseEvents(text);
      const notices = () => events().map((event) => JSON.parse(event.data) as LiveNotice);
      const answerHeaders = new Headers();
      for (const [name, value] of Object.entries(response.headers)) {
        if (typeof value === 'string') answerHeaders.set(name, value);
      }
      resolve({
        status: response.statusCode ?? 0,
        headers: answerHeaders,
        text: () => text,
        events,
        notices,
        waitForNotice: (match, timeoutMs = 5_000) =>
          waitFor(async () => notices().find(match), timeoutMs).catch(() => {
            throw new Error(`No matching notice; received: ${JSON.stringify(notices())}`);
          }),
        ended,
        close: () => request.destroy(),
      });
    });
    request.on('error', (error) => {
      if (!request.destroyed || !('code' in error) || error.code !== 'ECONNRESET') reject(error);
    });
  });
}

export const isVideo =
  (id: string) =>
  (notice: LiveNotice): notice is VideoNotice =>
    notice.kind === 'video' && notice.id === id;
export const refOf = (fixture: CompanyFixture) => ({
  id: randomUUID(),
  libraryId: fixture.libraryId,
  companyId: fixture.companyId,
});

/** Waits until the stream's listener is on the server's bus (the response headers come first). */
export const connected = (opened: OpenStream) =>
  waitFor(async () => (opened.text().includes('retry:') ? true : undefined));

/** A server with two companies and the people the live tests listen as, and the streams they opened. */
export interface LiveSuite {
  data: TestData;
  server: TestServer;
  /** A folder for the files a test makes. */
  folder: string;
  own: CompanyFixture;
  other: CompanyFixture;
  admin: string;
  /** An editor of `own`'s library. */
  editor: string;
  /** The company-admin of `other`. */
  otherAdmin: string;
  /** Opens GET /api/live (on `server` unless told); `close` closes every stream opened so. */
  stream: (token?: string, on?: Pick<TestServer, 'baseUrl'>) => Promise<OpenStream>;
  close: () => Promise<void>;
}

export async function startLiveSuite(): Promise<LiveSuite> {
  const data = await createTestData();
  const folder = await mkdtemp(path.join(tmpdir(), 'reelbase-live-'));
  const server = await startTestServer(data, { apiRateLimitPerMinute: 1_000_000 });
  const own = await addCompanyFixture(server.db, 'Live Own');
  const other = await addCompanyFixture(server.db, 'Live Other');
  const people = await Promise.all([
    addUser(server.db, {
      role: 'editor',
      companyId: own.companyId,
      libraries: [{ id: own.libraryId, role: 'editor' }],
    }),
    addUser(server.db, { role: 'company-admin', companyId: other.companyId }),
  ]);
  const [admin, editor, otherAdmin] = await Promise.all(
    [ADMIN, ...people].map(
      async (person) => (await signIn(server.baseUrl, person.email, person.password)).tokens.access_token,
    ),
  );
  const streams: OpenStream[] = [];
  return {
    data,
    server,
    folder,
    own,
    other,
    admin,
    editor,
    otherAdmin,
    stream: async (token, on = server) => {
      const opened = await openStream(on, token);
      streams.push(opened);
      return opened;
    },
    close: async () => {
      for (const opened of streams) opened.close();
      await server.close();
      await data.remove();
      await rm(folder, { recursive: true, force: true });
    },
  };
}
