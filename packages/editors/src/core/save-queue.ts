import { type Clock, systemClock, type TimerHandle } from './clock.ts';

/** Debounce of an element save (PUT), in ms. */
export const ELEMENT_SAVE_DEBOUNCE_MS = 300;
/** Debounce of an element's start or end, in ms. */
export const TIME_SAVE_DEBOUNCE_MS = 400;
/** Debounce of an element's link, in ms. */
export const LINK_SAVE_DEBOUNCE_MS = 500;
/** Debounce of a save during a drag or resize, in ms. */
export const DRAG_SAVE_DEBOUNCE_MS = 200;
/** Debounce of a slide update, in ms. */
export const SLIDE_SAVE_DEBOUNCE_MS = 1000;
/** First retry after a failed save, in ms; doubled per failure up to {@link SAVE_RETRY_MAX_MS}. */
export const SAVE_RETRY_BASE_MS = 1000;
export const SAVE_RETRY_MAX_MS = 30_000;

/**
 * What the "Saving…/Saved" indicator shows: `idle` before the first save, `saving` while changes
 * wait or are on their way, `saved` when everything is stored, `error` while a failed save waits
 * for its retry.
 */
export type SaveStatus = 'idle' | 'saving' | 'saved' | 'error';

export interface SaveQueueSnapshot {
  status: SaveStatus;
  /** Keys with a change not yet stored. */
  pending: number;
  /** Requests started so far. */
  requests: number;
  /** The error of the latest failed save, until a save succeeds again. */
  lastError: unknown;
}

/** A record change to store: create, server-side duplicate, update or delete. */
export type RecordSave<T> =
  | { kind: 'create'; record: T }
  | { kind: 'duplicate'; sourceId: string; record: T }
  | { kind: 'update'; record: T }
  | { kind: 'delete'; id: string };

/**
 * Folds a newer record change into one not yet stored, so no edit is lost: a create (or duplicate)
 * followed by updates stays a create with the latest record; a create followed by a delete cancels
 * out (`undefined`); an update followed by a delete is a delete; a delete followed by a create (an
 * undone delete) becomes an update.
 */
export function mergeRecordSaves<T>(pending: RecordSave<T>, next: RecordSave<T>): RecordSave<T> | undefined {
  const created = pending.kind === 'create' || pending.kind === 'duplicate';
  if (created && next.kind === 'delete') return undefined;
  if (created && next.kind !== 'delete') return { ...pending, record: next.record };
  if (pending.kind === 'delete' && next.kind !== 'delete') return { kind: 'update', record: next.record };
  return next;
}

export interface SaveQueueOptions<V> {
  /** Stores one change; a rejection is retried with backoff. */
  save: (key: string, value: V) => Promise<unknown>;
  clock?: Clock;
  /** Folds a newer change into a pending one (default: the newer replaces it); `undefined` drops both. */
  merge?: (pending: V, next: V) => V | undefined;
  retryBaseMs?: number;
  retryMaxMs?: number;
}

/**
 * A debounced saver: one pending change per key (a newer change to the same key replaces it), at
 * most one request per key at a time, in the order the changes were made; a failed save keeps the
 * latest change and retries with backoff, so an edit is never dropped.
 */
export interface SaveQueue<V> {
  /** Queues a change of `key`, stored after `delayMs` without a newer change of the same key. */
  put(key: string, value: V, delayMs: number): void;
  /** Sends every waiting change now (e.g. before the editor closes). */
  flush(): void;
  getSnapshot(): SaveQueueSnapshot;
  getStatus(): SaveStatus;
  subscribe(listener: () => void): () => void;
  /** Stops every timer; waiting changes are not sent. */
  dispose(): void;
}

interface KeyState<V> {
  pending: { value: V } | null;
  timer: TimerHandle | null;
  retrying: boolean;
  inFlight: boolean;
  failures: number;
}

/** Creates a {@link SaveQueue}. */
export function createSaveQueue<V>(options: SaveQueueOptions<V>): SaveQueue<V> {
  const clock = options.clock ?? systemClock;
  const merge = options.merge ?? ((_pending: V, next: V) => next);
  const retryBase = options.retryBaseMs ?? SAVE_RETRY_BASE_MS;
  const retryMax = options.retryMaxMs ?? SAVE_RETRY_MAX_MS;
  const keys = new Map<string, KeyState<V>>();
  const listeners = new Set<() => void>();
  let requests = 0;
  let anySaved = false;
  let lastError: unknown = null;
  let snapshot: SaveQueueSnapshot = { status: 'idle', pending: 0, requests: 0, lastError: null };

  const compute = (): SaveQueueSnapshot => {
    let pending = 0;
    let failing = false;
    for (const state of keys.values()) {
      if (state.pending || state.inFlight) pending += 1;
      if (state.failures > 0) failing = true;
    }
    const status: SaveStatus = failing ? 'error' : pending > 0 ? 'saving' : anySaved ? 'saved' : 'idle';
    return { status, pending, requests, lastError };
  };

  const emit = () => {
    const next = compute();
    const same = (Object.keys(next) as Array<keyof SaveQueueSnapshot>).every((key) => next[key] === snapshot[key]);
    if (same) return;
    snapshot = next;
    for (const listener of [...listeners]) listener();
  };

  const stateOf = (key: string): KeyState<V> => {
    let state = keys.get(key);
    if (!state) {
      state = { pending: null, timer: null, retrying: false, inFlight: false, failures: 0 };
      keys.set(key, state);
    }
    return state;
  };

  const forgetIfDone = (key: string, state: KeyState<V>) => {
    if (!state.pending && !state.inFlight && state.timer === null && state.failures === 0) keys.delete(key);
  };

  const clearTimer = (state: KeyState<V>) => {
    if (state.timer !== null) clock.clearTimeout(state.timer);
    state.timer = null;
    state.retrying = false;
  };

  const schedule = (key: string, state: KeyState<V>, delayMs: number, retrying: boolean) => {
    clearTimer(state);
    state.retrying = retrying;
    state.timer = clock.setTimeout(
      () => {
        state.timer = null;
        state.retrying = false;
        send(key, state);
      },
      Math.max(0, delayMs),
    );
  };

  function send(key: string, state: KeyState<V>) {
    if (state.inFlight || !state.pending) {
      forgetIfDone(key, state);
      emit();
      return;
    }
    const { value } = state.pending;
    state.pending = null;
    state.inFlight = true;
    requests += 1;
    emit();
    Promise.resolve()
      .then(() => options.save(key, value))
      .then(
        () => {
          state.inFlight = false;
          state.failures = 0;
          anySaved = true;
          lastError = null;
          if (state.pending && state.timer === null) send(key, state);
          forgetIfDone(key, state);
          emit();
        },
        (error: unknown) => {
          state.inFlight = false;
          state.failures += 1;
          lastError = error;
          if (state.pending) {
            const merged = merge(value, state.pending.value);
            state.pending = merged === undefined ? null : { value: merged };
          } else {
            state.pending = { value };
          }
          if (state.pending) {
            schedule(key, state, Math.min(retryMax, retryBase * 2 ** (state.failures - 1)), true);
          } else {
            state.failures = 0;
            clearTimer(state);
            forgetIfDone(key, state);
          }
          emit();
        },
      );
  }

  return {
    put(key, value, delayMs) {
      const state = stateOf(key);
      if (state.pending) {
        const merged = merge(state.pending.value, value);
        state.pending = merged === undefined ? null : { value: merged };
      } else {
        state.pending = { value };
      }
      if (!state.pending) {
        clearTimer(state);
        if (!state.inFlight) state.failures = 0;
        forgetIfDone(key, state);
      } else if (!state.retrying) {
        schedule(key, state, delayMs, false);
      }
      emit();
    },
    flush() {
      for (const [key, state] of keys) {
        if (!state.pending || state.inFlight) continue;
        clearTimer(state);
        send(key, state);
      }
    },
    getSnapshot: () => snapshot,
    getStatus: () => snapshot.status,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    dispose() {
      for (const state of keys.values()) clearTimer(state);
      listeners.clear();
    },
  };
}
