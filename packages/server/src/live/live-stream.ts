import { PassThrough } from 'node:stream';
import type { Viewer } from '../users/accounts.ts';
import type { LiveBus } from './live-bus.ts';
import { type LiveNotice, noticeReaches } from './live-notices.ts';

/** How the notice streams behave (the tests shorten the heartbeat). */
export const LIVE_STREAM_SETTINGS = {
  /** A comment line this often keeps proxies from closing an idle stream and finds clients that are gone. */
  heartbeatMs: 25_000,
  /** The `retry:` hint: how long a client waits before it connects again after the stream ended. */
  retryMs: 3_000,
  /** Open streams per user and server process (one per visible console tab is the usual). */
  maxPerUser: 6,
  /** A client that reads slower than this much is buffered is dropped (it reloads when it comes back). */
  maxBufferedBytes: 1 << 20,
};

/** One notice as a Server-Sent Event: the kind as the event name, the notice as JSON data. */
const formatNotice = (notice: LiveNotice) => `event: ${notice.kind}\ndata: ${JSON.stringify(notice)}\n\n`;

export interface LiveStream {
  /** The response body (text/event-stream). */
  body: PassThrough;
  /** Ends the stream and removes its listener and timers (once; again does nothing). */
  close(): void;
}

export interface LiveStreamOptions {
  bus: LiveBus;
  viewer: Viewer;
  /**
   * Reads the viewer again at each heartbeat, so that a change of role or libraries applies to
   * the open stream; null when the user is gone or their sessions were ended (the stream ends).
   */
  refreshViewer: () => Promise<Viewer | null>;
  /** When the access token expires (epoch ms): the stream ends then, the client comes back with a new one. */
  expiresAt: number | null;
  /** Called once when the stream is over, however it ended. */
  onClose: () => void;
}

/** Opens the notice stream of one signed-in viewer: what reaches the viewer, heartbeats, and the end. */
export function openLiveStream(options: LiveStreamOptions): LiveStream {
  const settings = LIVE_STREAM_SETTINGS;
  const body = new PassThrough();
  let viewer = options.viewer;
  let over = false;

  const write = (text: string) => {
    if (over) return;
    body.write(text);
    if (body.writableLength > settings.maxBufferedBytes) close();
  };
  const unsubscribe = options.bus.subscribe((notice) => {
    if (noticeReaches(notice, viewer)) write(formatNotice(notice));
  });
  const heartbeat = setInterval(() => {
    write(': heartbeat\n\n');
    options.refreshViewer().then(
      (next) => {
        if (next) viewer = next;
        else close();
      },
      // The database is briefly unreachable: keep the viewer as it was.
      () => undefined,
    );
  }, settings.heartbeatMs);
  const expiry =
    options.expiresAt === null ? null : setTimeout(() => close(), Math.max(0, options.expiresAt - Date.now()));

  function release() {
    if (over) return;
    over = true;
    unsubscribe();
    clearInterval(heartbeat);
    if (expiry) clearTimeout(expiry);
    options.onClose();
  }
  function close() {
    if (over) return;
    release();
    body.end();
  }
  body.on('close', release);
  body.on('error', release);

  write(`retry: ${settings.retryMs}\n: connected\n\n`);
  return { body, close };
}
