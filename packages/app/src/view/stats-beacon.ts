import type { StatsBatch, StatsEvent } from '@reelbase/contract';
import type { PlayerEvent } from '@reelbase/player';

/** Where the batches go. */
const STATS_EVENTS_URL = '/api/stats/events';
/** Waiting events are sent this often. */
export const STATS_FLUSH_MS = 10_000;
/** This many waiting events are sent at once. */
const STATS_FLUSH_EVENTS = 20;
/** The most events of one batch (the events call takes no more). */
const BATCH_MAX = 100;
/** The most events kept while no token is known yet (later ones are left out). */
const QUEUE_MAX = 100;
/** The largest position the events call takes, in seconds. */
const POSITION_MAX = 86_400;
/** The longest referrer the events call takes. */
const REFERRER_MAX = 2000;
/** The element ids the events call takes (RFC 9562 layout). */
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[1-8][0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/i;

/** A page's view events on their way to the statistics: what the viewing page reports to. */
export interface StatsBeacon {
  /** The page's statistics token (from the view answer); nothing is sent before there is one. */
  setToken(token: string | null): void;
  /** One of the player's moments: shown, first play, every 10 s played, ended. */
  player(event: PlayerEvent, seconds: number): void;
  /** A click on an interactive element. */
  click(elementId: string): void;
  /** Sends what waits now (and a failed batch once more). */
  flush(): void;
  /** The page goes away: what waits is handed to `navigator.sendBeacon`. */
  leave(): void;
  /** Stops the timer and the page listeners, handing what waits over as `leave` does. */
  stop(): void;
}

export interface StatsBeaconOptions {
  url?: string;
  /** The page's own referrer (`document.referrer`). */
  referrer?: string;
  fetch?: (url: string, init: RequestInit) => Promise<{ ok: boolean; status: number }>;
  /** `navigator.sendBeacon`; null where there is none (a keepalive request is made instead). */
  sendBeacon?: ((url: string, data: Blob) => boolean) | null;
  /** Unix milliseconds. */
  now?: () => number;
  /** A random uuid. */
  randomId?: () => string;
  /** The window (`pagehide`) and document (`visibilitychange`) watched; null: none. */
  page?: { window: EventTarget; document: EventTarget & { visibilityState: string } } | null;
}

interface Pending {
  batch: StatsBatch;
  /** Sent once before and failed: the next failure drops it. */
  retried: boolean;
}

const hex = (bytes: Uint8Array) => Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');

/** A version 4 uuid: `crypto.randomUUID` where the page may use it, else built from random bytes. */
export function randomUuid(): string {
  const crypto = globalThis.crypto;
  if (typeof crypto?.randomUUID === 'function') {
    try {
      return crypto.randomUUID();
    } catch {
      // Not a secure context: made below.
    }
  }
  const bytes = new Uint8Array(16);
  if (typeof crypto?.getRandomValues === 'function') crypto.getRandomValues(bytes);
  else for (let i = 0; i < 16; i++) bytes[i] = Math.floor(Math.random() * 256);
  bytes[6] = (bytes[6] & 0x0f) | 0x40;
  bytes[8] = (bytes[8] & 0x3f) | 0x80;
  const text = hex(bytes);
  return `${text.slice(0, 8)}-${text.slice(8, 12)}-${text.slice(12, 16)}-${text.slice(16, 20)}-${text.slice(20)}`;
}

const positionOf = (seconds: number) =>
  Number.isFinite(seconds) ? Math.min(POSITION_MAX, Math.max(0, Math.round(seconds * 1000) / 1000)) : 0;

/** The browser's own means, each looked up without failing where it is missing. */
function browserDefaults(): Required<StatsBeaconOptions> {
  const hasWindow = typeof window !== 'undefined' && typeof document !== 'undefined';
  const beacon = typeof navigator !== 'undefined' && typeof navigator.sendBeacon === 'function';
  return {
    url: STATS_EVENTS_URL,
    referrer: hasWindow ? document.referrer : '',
    fetch: (url, init) => fetch(url, init),
    sendBeacon: beacon ? (url, data) => navigator.sendBeacon(url, data) : null,
    now: () => Date.now(),
    randomId: randomUuid,
    page: hasWindow ? { window, document } : null,
  };
}

/**
 * The sender of a page's view events. Events wait in a queue and go as one batch (a new uuid
 * `batch_id`, the page's random id, the token and the referrer) every 10 s and as soon as 20 wait.
 * When the page is hidden or left (`visibilitychange`, `pagehide`) what waits goes with
 * `navigator.sendBeacon`, as JSON in a text/plain Blob. A batch whose request failed (no answer,
 * or a server error) goes again once with the next flush, under the same `batch_id`: the events
 * call counts a batch once. Nothing here throws into the page.
 */
export function createStatsBeacon(options: StatsBeaconOptions = {}): StatsBeacon {
  const deps = { ...browserDefaults(), ...options };
  const pageId = deps.randomId();
  const referrer = deps.referrer ? deps.referrer.slice(0, REFERRER_MAX) : undefined;
  let token: string | null = null;
  let queue: StatsEvent[] = [];
  /** Failed batches waiting for their second try. */
  let retries: Pending[] = [];
  /** Batches whose request has not answered yet. */
  const sending = new Set<StatsBatch>();
  /** Batches handed to the browser as the page went away: not tried again. */
  const handedOver = new WeakSet<StatsBatch>();
  let timer: ReturnType<typeof setTimeout> | null = null;

  const safely = (work: () => void) => {
    try {
      work();
    } catch {
      // The statistics never break the page.
    }
  };

  const arm = () => {
    if (timer !== null || (queue.length === 0 && retries.length === 0)) return;
    timer = setTimeout(() => {
      timer = null;
      flush();
    }, STATS_FLUSH_MS);
  };

  /** The waiting events as batches of at most 100, under the current token. */
  const takeBatches = (): StatsBatch[] => {
    if (token === null) return [];
    const batches: StatsBatch[] = [];
    for (let start = 0; start < queue.length; start += BATCH_MAX) {
      batches.push({
        token,
        batch_id: deps.randomId(),
        session: pageId,
        ...(referrer ? { referrer } : {}),
        events: queue.slice(start, start + BATCH_MAX),
      });
    }
    queue = [];
    return batches;
  };

  const post = (pending: Pending) => {
    const { batch } = pending;
    sending.add(batch);
    const failed = () => {
      if (!pending.retried && !handedOver.has(batch)) retries.push({ batch, retried: true });
      arm();
    };
    let request: ReturnType<typeof deps.fetch>;
    try {
      request = deps.fetch(deps.url, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(batch),
        credentials: 'omit',
        keepalive: true,
      });
    } catch (error) {
      request = Promise.reject(error);
    }
    request
      .then(
        (response) => {
          sending.delete(batch);
          if (!response.ok && (response.status >= 500 || response.status === 429)) failed();
        },
        () => {
          sending.delete(batch);
          failed();
        },
      )
      .catch(() => undefined);
  };

  const flush = () =>
    safely(() => {
      if (timer !== null) clearTimeout(timer);
      timer = null;
      if (token === null) return;
      const again = retries;
      retries = [];
      for (const pending of again) post(pending);
      for (const batch of takeBatches()) post({ batch, retried: false });
    });

  const beacon = (batch: StatsBatch) => {
    const body = JSON.stringify(batch);
    const sent = deps.sendBeacon?.(deps.url, new Blob([body], { type: 'text/plain' })) ?? false;
    if (sent) return;
    deps
      .fetch(deps.url, { method: 'POST', headers: { 'content-type': 'text/plain' }, body, keepalive: true })
      .catch(() => undefined);
  };

  const leave = () =>
    safely(() => {
      if (timer !== null) clearTimeout(timer);
      timer = null;
      if (token === null) return;
      // A request still under way may be cut off with the page: the same batch id counts once.
      const batches = [...retries.map((pending) => pending.batch), ...sending, ...takeBatches()];
      retries = [];
      sending.clear();
      for (const batch of batches) {
        handedOver.add(batch);
        safely(() => beacon(batch));
      }
    });

  const add = (event: StatsEvent) =>
    safely(() => {
      if (queue.length >= QUEUE_MAX) return;
      queue.push(event);
      if (token !== null && queue.length >= STATS_FLUSH_EVENTS) flush();
      else arm();
    });

  const onPageHide = () => leave();
  const onVisibility = () => {
    if (deps.page?.document.visibilityState === 'hidden') leave();
  };
  safely(() => {
    deps.page?.window.addEventListener('pagehide', onPageHide);
    deps.page?.document.addEventListener('visibilitychange', onVisibility);
  });

  return {
    setToken(next) {
      token = next || null;
      if (token !== null && queue.length >= STATS_FLUSH_EVENTS) flush();
      else arm();
    },
    player(event, seconds) {
      const at = Math.round(deps.now());
      if (event === 'impression') add({ type: 'impression', at });
      else add({ type: event, at, position: positionOf(seconds) });
    },
    click(elementId) {
      if (UUID.test(elementId)) add({ type: 'click', at: Math.round(deps.now()), element_id: elementId });
    },
    flush,
    leave,
    stop() {
      safely(() => {
        deps.page?.window.removeEventListener('pagehide', onPageHide);
        deps.page?.document.removeEventListener('visibilitychange', onVisibility);
      });
      leave();
    },
  };
}
