import type { LiveNotice } from './live-notices.ts';

type LiveListener = (notice: LiveNotice) => void;

/** The notices of this process, handed to every open stream (each filters what its viewer may hear). */
export interface LiveBus {
  /** Adds a listener; answers the function that removes it. */
  subscribe(listener: LiveListener): () => void;
  emit(notice: LiveNotice): void;
  /** How many listeners there are (one per open stream). */
  readonly listenerCount: number;
}

export function createLiveBus(onError: (error: unknown) => void = () => undefined): LiveBus {
  const listeners = new Set<LiveListener>();
  return {
    subscribe(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    emit(notice) {
      for (const listener of [...listeners]) {
        try {
          listener(notice);
        } catch (error) {
          onError(error);
        }
      }
    },
    get listenerCount() {
      return listeners.size;
    },
  };
}
