import { realSleep } from './backoff.ts';
import { serverError, UploadError } from './errors.ts';
import { createUploadProtocol, type UploadProtocol } from './protocol.ts';
import { createSpeedMeter } from './speed.ts';
import type { AddOptions, FetchLike, UploadData, UploadEngine, UploadEngineOptions, UploadFile } from './types.ts';
import { runUpload, type UploadSession } from './uploadRun.ts';
import { xhrFetch } from './xhrFetch.ts';

/** The smallest chunk the protocol accepts (1 MiB); only the last chunk of a file may be smaller. */
export const MIN_CHUNK_SIZE = 1048576;
/** The default chunk size: 8 MiB. */
export const DEFAULT_CHUNK_SIZE = 8 * MIN_CHUNK_SIZE;
/** How often the speed and time left are refreshed while no byte moves (ms). */
const SPEED_TICK_MS = 1000;

/** The browser's transport: XMLHttpRequest where there is one (byte progress), else fetch. */
const defaultFetch: FetchLike = (input, init) =>
  typeof XMLHttpRequest === 'function' ? xhrFetch(input, init) : globalThis.fetch(input, init);

/** The percentage of `sent` bytes of `size`, whole and never 100 before every byte is sent. */
export function percentOf(sent: number, size: number): number {
  if (size <= 0) return 100;
  return Math.min(100, Math.floor((Math.min(sent, size) * 100) / size));
}

/** The protocol base of a new upload. */
export const UPLOAD_CHUNK_BASE = '/api/upload/chunk';

/** The protocol base that replaces the file of an existing video (triggers re-encoding). */
export const replaceChunkBase = (videoId: string | number) =>
  `/api/replace/${encodeURIComponent(String(videoId))}/chunk`;

interface Entry {
  file: File;
  chunkSize: number;
  state: UploadFile;
  /** Set while the file runs; aborting it stops every request of the run. */
  controller: AbortController | null;
  session: UploadSession | null;
}

function positive(name: string, value: number, min = 1): number {
  if (!Number.isInteger(value) || value < min) throw new RangeError(`${name} must be an integer of at least ${min}`);
  return value;
}

/**
 * Creates the upload engine of the chunked, resumable upload protocol. It holds the upload list,
 * runs up to `maxActiveFiles` files at once with `parallelChunks` chunks in flight each, retries
 * with backoff and classifies failures with the catalogue's messages. Framework-free: React reads
 * it with `useSyncExternalStore(engine.subscribe, engine.getSnapshot)`.
 */
export function createUploadEngine(options: UploadEngineOptions): UploadEngine {
  const chunkSize = positive('chunkSize', options.chunkSize ?? DEFAULT_CHUNK_SIZE, MIN_CHUNK_SIZE);
  const parallelChunks = positive('parallelChunks', options.parallelChunks ?? 3);
  const maxActiveFiles = positive('maxActiveFiles', options.maxActiveFiles ?? 1);
  const protocol: UploadProtocol = createUploadProtocol({
    baseUrl: options.baseUrl,
    getToken: options.getToken,
    refreshToken: options.refreshToken,
    fetch: options.fetch ?? defaultFetch,
    retries: positive('retries', options.retries ?? 5, 0),
    chunkTimeoutMs: options.chunkTimeoutMs ?? 60_000,
    finishTimeoutMs: options.finishTimeoutMs ?? 120_000,
    requestTimeoutMs: options.requestTimeoutMs ?? 30_000,
    backoff: {
      baseMs: options.backoffBaseMs ?? 1000,
      maxMs: options.backoffMaxMs ?? 30_000,
      random: options.random ?? Math.random,
    },
    sleep: options.sleep ?? realSleep,
    now: options.now ?? Date.now,
  });
  const now = options.now ?? Date.now;

  const entries = new Map<string, Entry>();
  const listeners = new Set<() => void>();
  let snapshot: ReadonlyArray<UploadFile> = [];
  let counter = 0;

  const emit = () => {
    snapshot = Object.freeze([...entries.values()].map((entry) => entry.state));
    for (const listener of [...listeners]) listener();
  };

  const update = (entry: Entry, patch: Partial<UploadFile>) => {
    const next = { ...entry.state, ...patch };
    if ((Object.keys(patch) as Array<keyof UploadFile>).every((key) => entry.state[key] === next[key])) return;
    entry.state = Object.freeze(next);
    if (entries.get(entry.state.id) === entry) emit();
  };

  const running = () => [...entries.values()].filter((entry) => entry.controller).length;

  const pump = () => {
    for (const entry of entries.values()) {
      if (running() >= maxActiveFiles) return;
      if (entry.state.status === 'queued' && !entry.controller) void run(entry);
    }
  };

  async function run(entry: Entry) {
    const controller = new AbortController();
    entry.controller = controller;
    const size = entry.file.size;
    const meter = createSpeedMeter();
    let best = 0;
    const measure = () => {
      if (controller.signal.aborted) return;
      const { bytesPerSecond, secondsLeft } = meter.sample(best, size, now());
      update(entry, { progress: percentOf(best, size), bytesSent: best, bytesPerSecond, secondsLeft });
    };
    update(entry, {
      status: 'active',
      progress: 0,
      bytesSent: 0,
      bytesPerSecond: null,
      secondsLeft: null,
      error: null,
      errorKind: null,
      success: false,
    });
    // Keeps the speed true while no byte moves (a stalled connection slows down to 0).
    const tick = setInterval(measure, SPEED_TICK_MS);
    try {
      const videoId = await runUpload(
        {
          file: entry.file,
          data: entry.state.data,
          chunkSize: entry.chunkSize,
          parallelChunks,
          protocol,
          previous: entry.session,
          onSession: (session) => {
            if (controller.signal.aborted) {
              // Cancelled while start was answering: what start made is removed at once.
              void protocol.abort({ key: session.key, session_id: session.sessionId });
              return;
            }
            entry.session = session;
            update(entry, { objectId: session.videoId });
          },
          onBytes: (sent) => {
            best = Math.max(best, Math.min(sent, size));
            measure();
          },
        },
        controller.signal,
      );
      if (!controller.signal.aborted) {
        update(entry, {
          status: 'success',
          success: true,
          progress: 100,
          bytesSent: size,
          bytesPerSecond: null,
          secondsLeft: null,
          objectId: videoId,
        });
      }
    } catch (error) {
      if (!controller.signal.aborted) {
        const failure = error instanceof UploadError ? error : serverError();
        update(entry, {
          status: 'error',
          error: failure.message,
          errorKind: failure.kind,
          bytesPerSecond: null,
          secondsLeft: null,
        });
      }
    } finally {
      clearInterval(tick);
      if (entry.controller === controller) entry.controller = null;
      pump();
    }
  }

  const cancelEntry = (entry: Entry, keepalive = false) => {
    if (entry.state.status === 'success' || entry.state.status === 'error') return;
    const { controller, session } = entry;
    controller?.abort();
    entry.controller = null;
    entry.session = null;
    update(entry, {
      status: 'error',
      error: 'cancel',
      errorKind: 'cancel',
      bytesPerSecond: null,
      secondsLeft: null,
    });
    if (controller && session) void protocol.abort({ key: session.key, session_id: session.sessionId }, { keepalive });
  };

  return {
    add(file: File, data: UploadData, addOptions: AddOptions = {}) {
      counter += 1;
      const id = `upload-${counter}`;
      entries.set(id, {
        file,
        chunkSize: positive('chunkSize', addOptions.chunkSize ?? chunkSize, MIN_CHUNK_SIZE),
        controller: null,
        session: null,
        state: Object.freeze({
          id,
          name: file.name,
          size: file.size,
          type: file.type,
          progress: 0,
          bytesSent: 0,
          bytesPerSecond: null,
          secondsLeft: null,
          status: 'queued',
          success: false,
          error: null,
          errorKind: null,
          objectId: null,
          data: Object.freeze({ ...data }),
        }),
      });
      emit();
      pump();
      return id;
    },
    retry(id) {
      const entry = entries.get(id);
      if (entry?.state.status !== 'error' || entry.controller) return;
      update(entry, { status: 'queued', progress: 0, bytesSent: 0, error: null, errorKind: null });
      pump();
    },
    cancel(id) {
      const entry = entries.get(id);
      if (!entry) return;
      cancelEntry(entry);
      pump();
    },
    remove(id) {
      const entry = entries.get(id);
      if (!entry) return;
      cancelEntry(entry);
      entries.delete(id);
      emit();
      pump();
    },
    abandon() {
      for (const entry of entries.values()) cancelEntry(entry, true);
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    getSnapshot: () => snapshot,
  };
}
