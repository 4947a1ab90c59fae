import type { ElementKind } from './builders.ts';
import type { Clock, TimerHandle } from './clock.ts';
import type { EditorDocument, InteractiveElement } from './document.ts';
import { createInteractiveEditor, type InteractiveEditor, type SeekIntent } from './editor.ts';
import type { HistoryOptions } from './history.ts';
import { createSaveQueue, mergeRecordSaves, type RecordSave, type SaveQueue } from './save-queue.ts';

/** A clock that moves only when told to: timers fire in time order during `advance`. */
export interface FakeClock extends Clock {
  /** Moves time forward by `ms`, firing the timers that fall due on the way. */
  advance(ms: number): void;
  /** As `advance`, letting promise callbacks run before each timer and at the end. */
  advanceAsync(ms: number): Promise<void>;
  /** Timers not fired yet. */
  pendingTimers(): number;
}

/** Lets queued promise callbacks run (a few rounds, enough for a save and its follow-up). */
export async function settle(rounds = 20): Promise<void> {
  for (let round = 0; round < rounds; round += 1) await Promise.resolve();
}

/** Creates a {@link FakeClock} starting at `start` ms. */
export function createFakeClock(start = 0): FakeClock {
  let now = start;
  let sequence = 0;
  const timers = new Map<number, { at: number; callback: () => void }>();
  const due = (until: number) => {
    let next: [number, { at: number; callback: () => void }] | undefined;
    for (const timer of timers) {
      if (timer[1].at <= until && (!next || timer[1].at < next[1].at)) next = timer;
    }
    return next;
  };
  const clock: FakeClock = {
    now: () => now,
    setTimeout(callback, ms) {
      sequence += 1;
      timers.set(sequence, { at: now + Math.max(0, ms), callback });
      return sequence;
    },
    clearTimeout(handle: TimerHandle) {
      timers.delete(handle as number);
    },
    advance(ms) {
      const until = now + ms;
      for (let timer = due(until); timer; timer = due(until)) {
        timers.delete(timer[0]);
        now = timer[1].at;
        timer[1].callback();
      }
      now = until;
    },
    async advanceAsync(ms) {
      const until = now + ms;
      await settle();
      for (let timer = due(until); timer; timer = due(until)) {
        timers.delete(timer[0]);
        now = timer[1].at;
        timer[1].callback();
        await settle();
      }
      now = until;
      await settle();
    },
    pendingTimers: () => timers.size,
  };
  return clock;
}

/** Ids `prefix-1`, `prefix-2`, … in order. */
export function sequentialIds(prefix = 'element'): () => string {
  let count = 0;
  return () => {
    count += 1;
    return `${prefix}-${count}`;
  };
}

/** A request the fake element service received. */
export interface RecordedSave {
  key: string;
  save: RecordSave<InteractiveElement>;
  at: number;
}

export interface TestEditorOptions {
  duration?: number;
  elements?: InteractiveElement[];
  document?: unknown;
  history?: HistoryOptions;
}

/**
 * A headless interactive editor for tests: a fake clock, ids `element-1`, `element-2`…, the seeks
 * it asked for, and a save queue wired to a fake service that records requests and fails on demand.
 */
export class TestEditor {
  readonly clock = createFakeClock(1_000_000);
  readonly editor: InteractiveEditor;
  readonly queue: SaveQueue<RecordSave<InteractiveElement>>;
  readonly seeks: SeekIntent[] = [];
  readonly requests: RecordedSave[] = [];
  /** The next this many requests fail. */
  failures = 0;

  constructor(options: TestEditorOptions = {}) {
    const document: EditorDocument | unknown = options.document ?? {
      version: 1,
      videoId: 'video-1',
      duration: options.duration ?? 60,
      elements: options.elements ?? [],
      presentation: { settings: { position: 'PIP' }, items: [] },
    };
    this.editor = createInteractiveEditor({
      document,
      clock: this.clock,
      idFactory: sequentialIds('element'),
      history: options.history,
    });
    this.queue = createSaveQueue({
      clock: this.clock,
      merge: mergeRecordSaves,
      save: async (key, save) => {
        this.requests.push({ key, save, at: this.clock.now() });
        if (this.failures > 0) {
          this.failures -= 1;
          throw new Error('The service is unavailable.');
        }
      },
    });
    this.editor.on('seekTo', (seek) => this.seeks.push(seek));
    this.editor.on('save', ({ key, save, delayMs }) => this.queue.put(key, save, delayMs));
  }

  get elements(): readonly InteractiveElement[] {
    return this.editor.getDocument().elements;
  }

  get names(): string[] {
    return this.elements.map((element) => element.name);
  }

  element(id: string): InteractiveElement {
    const element = this.editor.getElement(id);
    if (!element) throw new Error(`There is no element ${id}.`);
    return element;
  }

  add(kind: ElementKind = 'hotspot', playhead = 0): InteractiveElement {
    return this.editor.add(kind, playhead);
  }

  /** Drags an element by `dx`, `dy` percent over `durationMs`, one move every `stepMs`, as one gesture. */
  drag(id: string, dx: number, dy: number, durationMs = 2000, stepMs = 16): void {
    const { left, top } = this.element(id).style.origin;
    const steps = Math.max(1, Math.floor(durationMs / stepMs));
    this.editor.begin('drag');
    for (let step = 1; step <= steps; step += 1) {
      this.clock.advance(stepMs);
      this.editor.update(id, {
        style: { origin: { left: left + (dx * step) / steps, top: top + (dy * step) / steps } },
      });
    }
    this.editor.commit();
  }

  /** Moves time on, letting saves run. */
  advance(ms: number): Promise<void> {
    return this.clock.advanceAsync(ms);
  }
}
