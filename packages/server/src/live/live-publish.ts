import { sql } from 'drizzle-orm';
import type { Executor } from '../db/database.ts';
import { findVideo } from '../videos/videos-repository.ts';
import type { LiveBus } from './live-bus.ts';
import type { LiveNotice, VideoNotice } from './live-notices.ts';

/** The PostgreSQL channel that carries the notices between processes. */
export const LIVE_CHANNEL = 'reelbase_live';
/** A video's encoding progress is told at most this often (the latest value is kept and sent at the end of the wait). */
export const PROGRESS_NOTICE_INTERVAL_MS = 1000;

/** A video as a notice names it; an id alone is looked up for its library and company. */
export type VideoRef = string | { id: string; libraryId: number; companyId: number };
export type VideoChange = Pick<VideoNotice, 'status' | 'progress'>;

interface Publisher {
  video(ref: VideoRef, change: VideoChange): void;
  send(notice: LiveNotice): void;
}

/**
 * Where a database's notices go: the in-process bus registered for it (the embedded database,
 * where the server and the job workers share one process), else `pg_notify` on that database, so
 * that a worker process on PostgreSQL reaches every server listening to the channel.
 */
const publishers = new WeakMap<object, Publisher>();

/**
 * Sends the notices of `db` to `bus` in this process (instead of through the database). Answers
 * the function that undoes it.
 */
export function publishThroughBus(db: Executor, bus: LiveBus): () => void {
  const publisher = createPublisher(db, (notice) => bus.emit(notice));
  publishers.set(db, publisher);
  return () => {
    if (publishers.get(db) === publisher) publishers.delete(db);
  };
}

function publisherOf(db: Executor): Publisher {
  let publisher = publishers.get(db);
  if (!publisher) {
    publisher = createPublisher(db, async (notice) => {
      await db.execute(sql`SELECT pg_notify(${LIVE_CHANNEL}, ${JSON.stringify(notice)})`);
    });
    publishers.set(db, publisher);
  }
  return publisher;
}

/**
 * Tells the console that a video changed (after the change is written): `status` when it has a
 * new one, `progress` alone for encoding progress (throttled per video). Never throws and never
 * holds up the caller: a lost notice only delays what the console shows until its next reload.
 */
export function publishVideoChange(db: Executor, video: VideoRef, change: VideoChange = {}): void {
  publisherOf(db).video(video, change);
}

/** Tells the console that the files of a company's FTP folder changed (null: the platform folder). */
export function publishFtpChange(db: Executor, companyId: number | null): void {
  publisherOf(db).send({ kind: 'ftp', companyId });
}

interface ProgressState {
  sentAt: number;
  pending: { ref: VideoRef; change: VideoChange } | null;
  timer: NodeJS.Timeout | null;
}

/**
 * Sends notices one after another in the order they were published (a video's lookup included),
 * so that "ready" never overtakes the last progress; progress notices are throttled per video.
 */
function createPublisher(db: Executor, deliver: (notice: LiveNotice) => void | Promise<void>): Publisher {
  let chain: Promise<void> = Promise.resolve();
  const progress = new Map<string, ProgressState>();

  const enqueue = (make: () => Promise<LiveNotice | null> | LiveNotice | null) => {
    chain = chain
      .then(async () => {
        const notice = await make();
        if (notice) await deliver(notice);
      })
      .catch(() => undefined);
  };

  const sendVideo = (ref: VideoRef, change: VideoChange) =>
    enqueue(async () => {
      const video = typeof ref === 'string' ? await findVideo(db, ref) : ref;
      if (!video) return null;
      return { kind: 'video', id: video.id, libraryId: video.libraryId, companyId: video.companyId, ...change };
    });

  const forget = (id: string) => {
    const state = progress.get(id);
    if (state?.timer) clearTimeout(state.timer);
    progress.delete(id);
  };

  const prune = (now: number) => {
    if (progress.size < 1000) return;
    for (const [id, state] of progress) {
      if (!state.timer && now - state.sentAt > 60_000) progress.delete(id);
    }
  };

  return {
    send: (notice) => enqueue(() => notice),
    video(ref, change) {
      const id = typeof ref === 'string' ? ref : ref.id;
      if (change.status !== undefined || change.progress === undefined) {
        // Anything but progress supersedes the progress still waiting.
        forget(id);
        sendVideo(ref, change);
        return;
      }
      const now = Date.now();
      const state = progress.get(id);
      if (!state || now - state.sentAt >= PROGRESS_NOTICE_INTERVAL_MS) {
        if (state?.timer) clearTimeout(state.timer);
        prune(now);
        progress.set(id, { sentAt: now, pending: null, timer: null });
        sendVideo(ref, change);
        return;
      }
      state.pending = { ref, change };
      if (state.timer) return;
      state.timer = setTimeout(
        () => {
          state.timer = null;
          const next = state.pending;
          state.pending = null;
          state.sentAt = Date.now();
          if (next) sendVideo(next.ref, next.change);
        },
        PROGRESS_NOTICE_INTERVAL_MS - (now - state.sentAt),
      );
      state.timer.unref();
    },
  };
}
