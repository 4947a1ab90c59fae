import { describe, expect, it, vi } from 'vitest';
import { createUploadEngine, MIN_CHUNK_SIZE, replaceChunkBase } from './engine.ts';
import { createFakeUploadServer, eventually, makeVideoFile, waitForFile } from './fakeUploadServer.ts';
import type { UploadEngineOptions } from './types.ts';

const MiB = MIN_CHUNK_SIZE;
const data = { library: 7, uploaded_by: 'ann@example.test' };

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

/** Byte-for-byte comparison (a deep `toEqual` on megabytes is far too slow). */
const sameBytes = (a: Uint8Array | undefined, b: Uint8Array) => !!a && Buffer.from(a).equals(Buffer.from(b));

const finishBodies = (server: ReturnType<typeof createFakeUploadServer>) =>
  server.requests.filter((request) => request.path === '/finish').map((request) => request.body);

describe('upload engine', () => {
  it('uploads a file in chunks, three at a time, and finishes with every part in order', async () => {
    const { server, engine } = setup();
    const { file, bytes } = makeVideoFile(10 * MiB + 123);
    const id = engine.add(file, data);
    const done = await waitForFile(engine, id);

    expect(done).toMatchObject({ status: 'success', success: true, progress: 100, objectId: 101, error: null });
    expect(server.maxInFlight()).toBe(3);
    expect(sameBytes(server.completed.get(101)?.bytes, bytes)).toBe(true);
    const start = server.requests[0];
    expect(start).toMatchObject({ path: '/start', authorization: 'Bearer test-token' });
    expect(start.body).toMatchObject({ mime_type: 'video/mp4', size: file.size, name: 'clip.mp4', library: 7 });
    expect(start.body.uploaded_by).toBe('ann@example.test');
    const offsets = server.chunkRequests().map((request) => Number(request.body.start_offset));
    expect(offsets.sort((a, b) => a - b)).toEqual(Array.from({ length: 11 }, (_, i) => i * MiB));
    const [finish] = finishBodies(server);
    expect(finish).toMatchObject({
      session_id: 's1',
      key: 'k1',
      video_id: 101,
      name: 'clip.mp4',
      mime_type: 'video/mp4',
    });
    expect((finish.parts as Array<{ PartNumber: number }>).map((part) => part.PartNumber)).toEqual(
      Array.from({ length: 11 }, (_, i) => i + 1),
    );
  });

  it('reports monotonic whole-number progress that ends at 100', async () => {
    const { engine } = setup();
    const { file } = makeVideoFile(7 * MiB + 5);
    const id = engine.add(file, data);
    const seen: number[] = [];
    engine.subscribe(() => {
      const current = engine.getSnapshot().find((entry) => entry.id === id);
      if (current && seen.at(-1) !== current.progress) seen.push(current.progress);
    });
    await waitForFile(engine, id);
    expect(seen.length).toBeGreaterThan(3);
    expect(seen.every((value, i) => Number.isInteger(value) && (i === 0 || value >= seen[i - 1]))).toBe(true);
    expect(seen.at(-1)).toBe(100);
  });

  it('keeps at most three chunks in flight with a larger chunk size too', async () => {
    const server = createFakeUploadServer({ partSize: 2 * MiB });
    const engine = createUploadEngine({
      baseUrl: '/api/upload/chunk',
      getToken: () => 'test-token',
      fetch: server.fetch,
    });
    const id = engine.add(makeVideoFile(9 * MiB).file, data, { chunkSize: 2 * MiB });
    expect(await waitForFile(engine, id)).toMatchObject({ status: 'success' });
    expect(server.chunkRequests()).toHaveLength(5);
    expect(server.maxInFlight()).toBe(3);
  });

  it('cancels: aborts in-flight chunks, calls abort and sends nothing more', async () => {
    const { server, engine } = setup();
    for (const offset of [0, MiB, 2 * MiB]) server.failChunk(offset, { kind: 'hang' });
    const id = engine.add(makeVideoFile(6 * MiB).file, data);
    await eventually(() => server.chunkRequests().length === 3);

    engine.cancel(id);
    expect(engine.getSnapshot()[0]).toMatchObject({ status: 'error', error: 'cancel', errorKind: 'cancel' });
    await eventually(() => server.requests.some((request) => request.path === '/abort'));
    expect(server.requests.find((request) => request.path === '/abort')?.body).toEqual({ key: 'k1', session_id: 's1' });
    await new Promise((resolve) => setTimeout(resolve, 30));
    expect(server.chunkRequests()).toHaveLength(3);
    expect(finishBodies(server)).toHaveLength(0);
    expect(engine.getSnapshot()[0]).toMatchObject({ status: 'error', error: 'cancel' });
  });

  it('retries after an error from the bytes the server holds, and reuses the parts it sent', async () => {
    const { server, engine } = setup();
    const { file, bytes, identity } = makeVideoFile(6 * MiB);
    server.failChunk(3 * MiB, { status: 500 });
    const id = engine.add(file, data);
    expect(await waitForFile(engine, id)).toMatchObject({ status: 'error', errorKind: 'server' });
    const held = server.heldBytes(identity);
    expect(held).toBeGreaterThanOrEqual(MiB);
    expect(held).toBeLessThanOrEqual(3 * MiB);

    server.heal();
    const before = server.chunkRequests().length;
    engine.retry(id);
    expect(engine.getSnapshot()[0]).toMatchObject({ progress: 0, error: null });
    expect(['queued', 'active']).toContain(engine.getSnapshot()[0].status);
    expect(await waitForFile(engine, id)).toMatchObject({ status: 'success', progress: 100 });

    const again = server
      .chunkRequests()
      .slice(before)
      .map((request) => Number(request.body.start_offset));
    expect(Math.min(...again)).toBe(held);
    expect(again).toHaveLength((6 * MiB - held) / MiB);
    expect(server.requests.filter((request) => request.path === '/start')).toHaveLength(2);
    expect(sameBytes(server.completed.get(101)?.bytes, bytes)).toBe(true);
    const parts = finishBodies(server)[0].parts as Array<{ PartNumber: number }>;
    expect(parts.map((part) => part.PartNumber)).toEqual([1, 2, 3, 4, 5, 6]);
  });

  it('resumes a file the server already holds part of (same name, size and date)', async () => {
    const { server, engine } = setup();
    const { file, identity } = makeVideoFile(4 * MiB);
    server.failChunk(3 * MiB, { status: 400, body: { message: 'Stop here.' } });
    const first = engine.add(file, data);
    expect(await waitForFile(engine, first)).toMatchObject({ status: 'error', error: 'Stop here.' });
    server.heal();
    const held = server.heldBytes(identity);
    expect(held).toBeGreaterThanOrEqual(MiB);

    const later = createUploadEngine({
      baseUrl: '/api/upload/chunk',
      getToken: () => 'test-token',
      fetch: server.fetch,
    });
    const progress: number[] = [];
    later.subscribe(() => progress.push(later.getSnapshot()[0].progress));
    const { file: same } = makeVideoFile(4 * MiB);
    const id = later.add(same, data);
    await waitForFile(later, id);
    const resumedOffsets = server.requests
      .slice(server.requests.findLastIndex((request) => request.path === '/start'))
      .filter((request) => request.path === '/')
      .map((request) => Number(request.body.start_offset));
    expect(Math.min(...resumedOffsets)).toBe(held);
    expect(progress.find((value) => value > 0)).toBe(Math.floor((held * 100) / (4 * MiB)));
  });

  it('queues files beyond maxActiveFiles and runs them in order', async () => {
    const { engine } = setup({ maxActiveFiles: 1 });
    const a = engine.add(makeVideoFile(2 * MiB, 'a.mp4').file, data);
    const b = engine.add(makeVideoFile(2 * MiB, 'b.mp4').file, data);
    expect(engine.getSnapshot().map((file) => file.status)).toEqual(['active', 'queued']);
    await waitForFile(engine, a);
    expect(await waitForFile(engine, b)).toMatchObject({ status: 'success', objectId: 102 });
  });

  it('removes files, cancelling a running one', async () => {
    const { server, engine } = setup();
    server.failChunk(0, { kind: 'hang' });
    const id = engine.add(makeVideoFile(2 * MiB).file, data);
    await eventually(() => server.chunkRequests().length > 0);
    engine.remove(id);
    expect(engine.getSnapshot()).toEqual([]);
    await eventually(() => server.requests.some((request) => request.path === '/abort'));
  });

  it('gives stable snapshots and unsubscribes listeners', async () => {
    const { engine } = setup();
    const listener = vi.fn();
    const unsubscribe = engine.subscribe(listener);
    const empty = engine.getSnapshot();
    expect(engine.getSnapshot()).toBe(empty);
    const id = engine.add(makeVideoFile(MiB).file, data);
    const afterAdd = engine.getSnapshot();
    expect(afterAdd).not.toBe(empty);
    expect(Object.isFrozen(afterAdd[0])).toBe(true);
    await waitForFile(engine, id);
    unsubscribe();
    const calls = listener.mock.calls.length;
    engine.remove(id);
    expect(listener.mock.calls.length).toBe(calls);
  });

  it('refreshes the token once on 401 and repeats the request', async () => {
    const refreshToken = vi.fn(async () => 'test-token');
    const { engine } = setup({ getToken: () => 'expired', refreshToken });
    const id = engine.add(makeVideoFile(MiB).file, data);
    expect(await waitForFile(engine, id)).toMatchObject({ status: 'success' });
    expect(refreshToken).toHaveBeenCalled();
  });

  it('refuses chunk sizes under 1 MiB and builds the replace base', () => {
    expect(() => setup({ chunkSize: 1024 })).toThrow(RangeError);
    expect(replaceChunkBase(42)).toBe('/api/replace/42/chunk');
  });
});
