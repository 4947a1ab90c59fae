import { describe, expect, it } from 'vitest';
import { backoffDelay, parseRetryAfter } from './backoff.ts';
import { createUploadEngine, MIN_CHUNK_SIZE } from './engine.ts';
import { UPLOAD_ERROR_MESSAGES } from './errors.ts';
import { createFakeUploadServer, type Fault, makeVideoFile, waitForFile } from './fakeUploadServer.ts';
import type { UploadEngineOptions } from './types.ts';

const MiB = MIN_CHUNK_SIZE;
const data = { library: 'lib-1', uploaded_by: 3 };

function setup(options: Partial<UploadEngineOptions> = {}) {
  const server = createFakeUploadServer({ partSize: MiB });
  const delays: number[] = [];
  const engine = createUploadEngine({
    baseUrl: '/api/upload/chunk',
    getToken: () => 'test-token',
    fetch: server.fetch,
    chunkSize: MiB,
    sleep: async (ms) => {
      delays.push(ms);
    },
    random: () => 1,
    ...options,
  });
  return { server, engine, delays };
}

/** Uploads a 3 MiB file whose second chunk misbehaves as told; returns the final state and what happened. */
async function uploadWithFault(fault: Fault, times?: number, options: Partial<UploadEngineOptions> = {}) {
  const context = setup(options);
  context.server.failChunk(MiB, fault, times);
  const id = context.engine.add(makeVideoFile(3 * MiB).file, data);
  const file = await waitForFile(context.engine, id);
  const attempts = context.server.chunkRequests().filter((request) => Number(request.body.start_offset) === MiB).length;
  const finished = context.server.requests.some((request) => request.path === '/finish');
  return { ...context, file, attempts, finished };
}

describe('upload failures', () => {
  it('retries a failing chunk with exponential backoff and then succeeds', async () => {
    const { file, attempts, delays, finished } = await uploadWithFault({ status: 503 }, 2);
    expect(file).toMatchObject({ status: 'success', progress: 100 });
    expect(attempts).toBe(3);
    expect(delays).toEqual([1000, 2000]);
    expect(finished).toBe(true);
  });

  it("fails with the 'server' error once five retries are used up", async () => {
    const { file, attempts, delays, finished } = await uploadWithFault({ status: 500 });
    expect(file).toMatchObject({ status: 'error', errorKind: 'server', error: UPLOAD_ERROR_MESSAGES.server });
    expect(attempts).toBe(6);
    expect(delays).toEqual([1000, 2000, 4000, 8000, 16000]);
    expect(finished).toBe(false);
  });

  it("reports 'network' when fetch keeps throwing", async () => {
    const { file, attempts } = await uploadWithFault({ kind: 'network' });
    expect(file).toMatchObject({ status: 'error', errorKind: 'network', error: UPLOAD_ERROR_MESSAGES.network });
    expect(attempts).toBe(6);
  });

  it("reports 'timeout' when a chunk never answers", async () => {
    const { file, attempts } = await uploadWithFault({ kind: 'hang' }, undefined, { chunkTimeoutMs: 15 });
    expect(file).toMatchObject({ status: 'error', errorKind: 'timeout', error: UPLOAD_ERROR_MESSAGES.timeout });
    expect(attempts).toBe(6);
  });

  it('recovers from one timeout', async () => {
    const { file, attempts } = await uploadWithFault({ kind: 'hang' }, 1, { chunkTimeoutMs: 15 });
    expect(file.status).toBe('success');
    expect(attempts).toBe(2);
  });

  it("treats an answer that is not the protocol's as a server error", async () => {
    const { file, attempts } = await uploadWithFault({ kind: 'junk' });
    expect(file).toMatchObject({ status: 'error', errorKind: 'server' });
    expect(attempts).toBe(6);
  });

  it("does not retry a 413 and shows the server's message", async () => {
    const { file, attempts, delays } = await uploadWithFault({
      status: 413,
      body: { message: 'The chunk is too large.' },
    });
    expect(file).toMatchObject({ status: 'error', errorKind: 'rejected', error: 'The chunk is too large.' });
    expect(attempts).toBe(1);
    expect(delays).toEqual([]);
  });

  it('retries 408 and 429, waiting as long as Retry-After says', async () => {
    const timeout = await uploadWithFault({ status: 408 }, 1);
    expect(timeout.file.status).toBe('success');
    const limited = await uploadWithFault({ status: 429, headers: { 'retry-after': '7' } }, 2);
    expect(limited.file.status).toBe('success');
    expect(limited.delays).toEqual([7000, 7000]);
  });

  it('retries start and finish too, and reports their failures', async () => {
    const flaky = setup();
    flaky.server.failCall('/start', { kind: 'network' }, 1);
    flaky.server.failCall('/finish', { status: 502 }, 1);
    const ok = flaky.engine.add(makeVideoFile(MiB).file, data);
    expect(await waitForFile(flaky.engine, ok)).toMatchObject({ status: 'success' });
    expect(flaky.delays).toEqual([1000, 1000]);

    const down = setup({ retries: 2 });
    down.server.failCall('/start', { kind: 'network' });
    const failed = down.engine.add(makeVideoFile(MiB).file, data);
    expect(await waitForFile(down.engine, failed)).toMatchObject({ errorKind: 'network', objectId: null });
    expect(down.server.requests).toHaveLength(3);
  });

  it('fails with the server message when the token is refused and cannot be refreshed', async () => {
    const { engine } = setup({ getToken: () => 'wrong' });
    const id = engine.add(makeVideoFile(MiB).file, data);
    expect(await waitForFile(engine, id)).toMatchObject({ errorKind: 'rejected', error: 'Login is required.' });
  });
});

describe('backoff', () => {
  const policy = { baseMs: 1000, maxMs: 30_000, random: () => 1 };

  it('doubles from one second up to the cap', () => {
    expect([0, 1, 2, 3, 4, 5, 6].map((retry) => backoffDelay(retry, policy))).toEqual([
      1000, 2000, 4000, 8000, 16000, 30000, 30000,
    ]);
  });

  it('takes up to a quarter off at random', () => {
    expect(backoffDelay(2, { ...policy, random: () => 0 })).toBe(3000);
    expect(backoffDelay(2, { ...policy, random: () => 0.5 })).toBe(3500);
  });

  it('reads Retry-After as seconds or as a date', () => {
    const now = Date.parse('2026-01-01T00:00:00Z');
    expect(parseRetryAfter('3', now)).toBe(3000);
    expect(parseRetryAfter('Thu, 01 Jan 2026 00:00:10 GMT', now)).toBe(10_000);
    expect(parseRetryAfter('soon', now)).toBeUndefined();
    expect(parseRetryAfter(null, now)).toBeUndefined();
  });
});
