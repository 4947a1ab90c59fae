import { randomUUID } from 'node:crypto';
import http from 'node:http';
import type { LiveNotice, VideoNotice } from '../../src/live/live-notices.ts';
import { type CompanyFixture, waitFor } from './admin.ts';
import type { TestServer } from './test-server.ts';

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
