import { describe, expect, it } from 'vitest';
import { createUploadEngine, MIN_CHUNK_SIZE, percentOf } from './engine.ts';
import { createFakeUploadServer, eventually, makeVideoFile, waitForFile } from './fakeUploadServer.ts';
import type { FetchLike, UploadFile } from './types.ts';

const MiB = MIN_CHUNK_SIZE;
const data = { library: 7, uploaded_by: 3 };

/** Records every snapshot of one file. */
function follow(engine: ReturnType<typeof createUploadEngine>, id: string) {
  const seen: UploadFile[] = [];
  engine.subscribe(() => {
    const file = engine.getSnapshot().find((entry) => entry.id === id);
    if (file && seen.at(-1) !== file) seen.push(file);
  });
  return seen;
}

describe('byte progress', () => {
  it('counts the bytes of chunks in flight, so the bar moves before a chunk is confirmed', async () => {
    const server = createFakeUploadServer({ partSize: 4 * MiB, chunkLatencyMs: 5 });
    const engine = createUploadEngine({
      baseUrl: '/api/upload/chunk',
      getToken: () => 'test-token',
      fetch: server.fetch,
      chunkSize: 4 * MiB,
    });
    // One chunk: the server confirms it only at the end.
    const id = engine.add(makeVideoFile(4 * MiB).file, data);
    const seen = follow(engine, id);
    const done = await waitForFile(engine, id);
    expect(done).toMatchObject({ status: 'success', progress: 100, bytesSent: 4 * MiB });
    const active = seen.filter((file) => file.status === 'active');
    // Half of the body was reported sent before the answer: 50 %, then all of it.
    expect(active.map((file) => file.progress)).toContain(50);
    expect(active.find((file) => file.progress === 50)?.bytesSent).toBe(2 * MiB);
    const values = [...new Set(seen.map((file) => file.progress))];
    expect(values.every((value, index) => index === 0 || value >= values[index - 1])).toBe(true);
  });

  it('moves through several values within each of several chunks', async () => {
    const server = createFakeUploadServer({ partSize: MiB });
    const engine = createUploadEngine({
      baseUrl: '/api/upload/chunk',
      getToken: () => 'test-token',
      fetch: server.fetch,
      chunkSize: MiB,
      parallelChunks: 1,
    });
    const id = engine.add(makeVideoFile(4 * MiB).file, data);
    const seen = follow(engine, id);
    await waitForFile(engine, id);
    const values = [...new Set(seen.map((file) => file.progress))];
    expect(values).toEqual([0, 12, 25, 37, 50, 62, 75, 87, 100]);
  });

  it('falls back to the confirmed bytes when a chunk fails, without going back on the bar', async () => {
    const server = createFakeUploadServer({ partSize: MiB });
    server.failChunk(MiB, { status: 503 }, 1);
    const engine = createUploadEngine({
      baseUrl: '/api/upload/chunk',
      getToken: () => 'test-token',
      fetch: server.fetch,
      chunkSize: MiB,
      parallelChunks: 1,
      sleep: async () => undefined,
    });
    const id = engine.add(makeVideoFile(2 * MiB).file, data);
    const seen = follow(engine, id);
    expect(await waitForFile(engine, id)).toMatchObject({ status: 'success' });
    const progress = seen.map((file) => file.progress);
    expect(progress.every((value, index) => index === 0 || value >= progress[index - 1])).toBe(true);
  });

  it('reports a smoothed speed and the time left from the clock', async () => {
    let clock = 0;
    const server = createFakeUploadServer({ partSize: MiB, chunkLatencyMs: 1 });
    // Every request moves the clock by half a second: a 1 MiB chunk per half second on this clock.
    const slow: FetchLike = (input, init) => {
      clock += 500;
      return server.fetch(input, init);
    };
    const engine = createUploadEngine({
      baseUrl: '/api/upload/chunk',
      getToken: () => 'test-token',
      fetch: slow,
      chunkSize: MiB,
      parallelChunks: 1,
      now: () => clock,
    });
    const id = engine.add(makeVideoFile(8 * MiB).file, data);
    const seen = follow(engine, id);
    const done = await waitForFile(engine, id);
    const measured = seen.filter((file) => file.status === 'active' && file.bytesPerSecond !== null);
    expect(measured.length).toBeGreaterThan(2);
    const last = measured.at(-1);
    expect(last?.bytesPerSecond).toBeGreaterThan(0.5 * MiB);
    expect(last?.bytesPerSecond).toBeLessThan(4 * MiB);
    expect(last?.secondsLeft).toBeLessThanOrEqual(8);
    expect(done).toMatchObject({ bytesPerSecond: null, secondsLeft: null });
  });

  it('times a chunk out only when its bytes stop moving, not when it is merely slow', async () => {
    const server = createFakeUploadServer({ partSize: MiB });
    let stalls = 0;
    // Chunks take 150 ms, longer than the 60 ms timeout: the first moves all along, later ones stall.
    const slow: FetchLike = async (input, init) => {
      if (!(init.body instanceof FormData)) return server.fetch(input, init);
      const stall = stalls++ > 0;
      for (let elapsed = 0; elapsed < 150; elapsed += 15) {
        if (init.signal?.aborted) throw new DOMException('The operation was aborted.', 'AbortError');
        if (!stall) init.onUploadProgress?.(elapsed, 150);
        await new Promise((resolve) => setTimeout(resolve, 15));
      }
      if (init.signal?.aborted) throw new DOMException('The operation was aborted.', 'AbortError');
      return server.fetch(input, init);
    };
    const engine = createUploadEngine({
      baseUrl: '/api/upload/chunk',
      getToken: () => 'test-token',
      fetch: slow,
      chunkSize: MiB,
      parallelChunks: 1,
      chunkTimeoutMs: 60,
      retries: 0,
    });
    const id = engine.add(makeVideoFile(2 * MiB).file, data);
    const file = await waitForFile(engine, id);
    // The first chunk went through; the second, silent for longer than the timeout, timed out.
    expect(server.chunkRequests().map((request) => Number(request.body.start_offset))).toEqual([0]);
    expect(file).toMatchObject({ status: 'error', errorKind: 'timeout' });
  });

  it('rounds down: 100 only once every byte is sent', () => {
    expect(percentOf(999, 1000)).toBe(99);
    expect(percentOf(1000, 1000)).toBe(100);
    expect(percentOf(5000, 1000)).toBe(100);
    expect(percentOf(0, 0)).toBe(100);
  });
});

describe('cancelling leaves nothing behind', () => {
  it('aborts the session that start made even when cancelled while start was answering', async () => {
    const server = createFakeUploadServer({ partSize: MiB });
    let releaseStart: () => void = () => undefined;
    const held = new Promise<void>((resolve) => {
      releaseStart = resolve;
    });
    const slowStart: FetchLike = async (input, init) => {
      if (input.endsWith('/start')) await held;
      return server.fetch(input, init);
    };
    const engine = createUploadEngine({ baseUrl: '/api/upload/chunk', getToken: () => 'test-token', fetch: slowStart });
    const id = engine.add(makeVideoFile(2 * MiB).file, data);
    await eventually(() => engine.getSnapshot()[0].status === 'active');
    engine.cancel(id);
    expect(engine.getSnapshot()[0]).toMatchObject({ status: 'error', error: 'cancel' });
    releaseStart();
    await eventually(() => server.requests.some((request) => request.path === '/abort'));
    expect(server.requests.find((request) => request.path === '/abort')?.body).toEqual({ session_id: 's1', key: 'k1' });
    expect(server.chunkRequests()).toHaveLength(0);
    expect(engine.getSnapshot()[0].objectId).toBeNull();
  });

  it('abandons every unfinished upload with abort requests that outlive the page', async () => {
    const server = createFakeUploadServer({ partSize: MiB });
    server.failChunk(0, { kind: 'hang' });
    const keepalive: boolean[] = [];
    const recording: FetchLike = (input, init) => {
      if (input.endsWith('/abort')) keepalive.push(init.keepalive === true);
      return server.fetch(input, init);
    };
    const engine = createUploadEngine({ baseUrl: '/api/upload/chunk', getToken: () => 'test-token', fetch: recording });
    engine.add(makeVideoFile(2 * MiB, 'a.mp4').file, data);
    engine.add(makeVideoFile(2 * MiB, 'b.mp4').file, data);
    await eventually(() => server.chunkRequests().length > 0);
    engine.abandon();
    expect(engine.getSnapshot().map((file) => file.error)).toEqual(['cancel', 'cancel']);
    await eventually(() => keepalive.length === 1);
    expect(keepalive).toEqual([true]);
  });
});
