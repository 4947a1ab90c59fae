import { describe, expect, it } from 'vitest';
import {
  createSaveQueue,
  DRAG_SAVE_DEBOUNCE_MS,
  ELEMENT_SAVE_DEBOUNCE_MS,
  mergeRecordSaves,
  type RecordSave,
  type SaveStatus,
  SLIDE_SAVE_DEBOUNCE_MS,
} from './save-queue.ts';
import { createFakeClock } from './test-editor.ts';

function setup(options: { failures?: number; slow?: boolean } = {}) {
  const clock = createFakeClock();
  const calls: Array<{ key: string; value: string; at: number }> = [];
  let failures = options.failures ?? 0;
  const resolvers: Array<() => void> = [];
  const queue = createSaveQueue<string>({
    clock,
    save: (key, value) => {
      calls.push({ key, value, at: clock.now() });
      if (failures > 0) {
        failures -= 1;
        return Promise.reject(new Error('down'));
      }
      return options.slow ? new Promise<void>((resolve) => resolvers.push(resolve)) : Promise.resolve();
    },
  });
  const statuses: SaveStatus[] = [];
  queue.subscribe(() => {
    if (statuses.at(-1) !== queue.getStatus()) statuses.push(queue.getStatus());
  });
  return { clock, calls, queue, statuses, resolvers };
}

describe('save queue', () => {
  it('has the debounces of the specification', () => {
    expect([ELEMENT_SAVE_DEBOUNCE_MS, DRAG_SAVE_DEBOUNCE_MS, SLIDE_SAVE_DEBOUNCE_MS]).toEqual([300, 200, 1000]);
  });
  it('debounces per key: the latest change is sent once after the quiet time', async () => {
    const { clock, calls, queue } = setup();
    queue.put('a', 'a1', 300);
    await clock.advanceAsync(200);
    queue.put('a', 'a2', 300);
    queue.put('b', 'b1', 300);
    await clock.advanceAsync(299);
    expect(calls).toEqual([]);
    await clock.advanceAsync(1);
    expect(calls.map((call) => [call.key, call.value, call.at])).toEqual([
      ['a', 'a2', 500],
      ['b', 'b1', 500],
    ]);
    expect(queue.getSnapshot()).toMatchObject({ status: 'saved', pending: 0, requests: 2 });
  });
  it('reports idle, saving, saved', async () => {
    const { clock, queue, statuses } = setup();
    expect(queue.getStatus()).toBe('idle');
    queue.put('a', 'x', 300);
    await clock.advanceAsync(300);
    expect(statuses).toEqual(['saving', 'saved']);
  });
  it('a 2-second drag with a change every 16 ms produces few saves', async () => {
    const { clock, calls, queue } = setup();
    for (let time = 0; time < 2000; time += 16) {
      queue.put('element', `x=${time}`, DRAG_SAVE_DEBOUNCE_MS);
      await clock.advanceAsync(16);
    }
    await clock.advanceAsync(1000);
    expect(calls).toHaveLength(1);
    expect(calls[0].value).toBe('x=1984');
  });
  it('never has two requests of one key in flight, and sends the newest after', async () => {
    const { clock, calls, queue, resolvers } = setup({ slow: true });
    queue.put('a', 'one', 300);
    await clock.advanceAsync(300);
    queue.put('a', 'two', 300);
    queue.put('a', 'three', 300);
    await clock.advanceAsync(300);
    expect(calls.map((call) => call.value)).toEqual(['one']);
    resolvers.shift()?.();
    await clock.advanceAsync(0);
    expect(calls.map((call) => call.value)).toEqual(['one', 'three']);
    resolvers.shift()?.();
    await clock.advanceAsync(0);
    expect(queue.getStatus()).toBe('saved');
  });
  it('on failure keeps the change and retries with backoff', async () => {
    const { clock, calls, queue, statuses } = setup({ failures: 2 });
    queue.put('a', 'v1', 300);
    await clock.advanceAsync(300);
    expect(queue.getStatus()).toBe('error');
    expect(queue.getSnapshot().lastError).toBeInstanceOf(Error);
    await clock.advanceAsync(999);
    expect(calls).toHaveLength(1);
    await clock.advanceAsync(1);
    expect(calls).toHaveLength(2);
    await clock.advanceAsync(2000);
    expect(calls.map((call) => [call.value, call.at])).toEqual([
      ['v1', 300],
      ['v1', 1300],
      ['v1', 3300],
    ]);
    expect(queue.getSnapshot()).toMatchObject({ status: 'saved', lastError: null });
    expect(statuses).toEqual(['saving', 'error', 'saved']);
  });
  it('a newer change replaces the failed one and goes at the retry', async () => {
    const { clock, calls, queue } = setup({ failures: 1 });
    queue.put('a', 'old', 300);
    await clock.advanceAsync(300);
    queue.put('a', 'new', 300);
    await clock.advanceAsync(300);
    expect(calls).toHaveLength(1);
    await clock.advanceAsync(700);
    expect(calls.map((call) => call.value)).toEqual(['old', 'new']);
  });
  it('flush sends waiting changes at once', async () => {
    const { clock, calls, queue } = setup();
    queue.put('a', 'x', 1000);
    queue.flush();
    await clock.advanceAsync(0);
    expect(calls).toHaveLength(1);
    await clock.advanceAsync(2000);
    expect(calls).toHaveLength(1);
  });
  it('folds record changes so that no edit is lost', () => {
    const record = (name: string) => ({ _id: 'a', name });
    const create: RecordSave<{ _id: string; name: string }> = { kind: 'create', record: record('1') };
    expect(mergeRecordSaves(create, { kind: 'update', record: record('2') })).toEqual({
      kind: 'create',
      record: record('2'),
    });
    expect(mergeRecordSaves(create, { kind: 'delete', id: 'a' })).toBeUndefined();
    expect(mergeRecordSaves({ kind: 'update', record: record('1') }, { kind: 'delete', id: 'a' })).toEqual({
      kind: 'delete',
      id: 'a',
    });
    expect(mergeRecordSaves({ kind: 'delete', id: 'a' }, create)).toEqual({ kind: 'update', record: record('1') });
    expect(
      mergeRecordSaves(
        { kind: 'duplicate', sourceId: 'z', record: record('1') },
        { kind: 'update', record: record('3') },
      ),
    ).toEqual({ kind: 'duplicate', sourceId: 'z', record: record('3') });
  });
  it('a create cancelled by a delete before it is sent sends nothing', async () => {
    const clock = createFakeClock();
    const calls: string[] = [];
    const queue = createSaveQueue<RecordSave<{ _id: string }>>({
      clock,
      merge: mergeRecordSaves,
      save: async (_key, value) => {
        calls.push(value.kind);
      },
    });
    queue.put('a', { kind: 'create', record: { _id: 'a' } }, 300);
    queue.put('a', { kind: 'delete', id: 'a' }, 0);
    await clock.advanceAsync(1000);
    expect(calls).toEqual([]);
    expect(queue.getSnapshot()).toMatchObject({ status: 'idle', pending: 0 });
  });
});
