/** Typed events with listeners: `on` returns the function that removes the listener. */
export interface Emitter<Events> {
  on<K extends keyof Events>(event: K, listener: (payload: Events[K]) => void): () => void;
  emit<K extends keyof Events>(event: K, payload: Events[K]): void;
}

export function createEmitter<Events>(): Emitter<Events> {
  const listeners = new Map<keyof Events, Set<(payload: never) => void>>();
  return {
    on(event, listener) {
      let set = listeners.get(event);
      if (!set) {
        set = new Set();
        listeners.set(event, set);
      }
      set.add(listener as (payload: never) => void);
      return () => {
        set.delete(listener as (payload: never) => void);
      };
    },
    emit(event, payload) {
      for (const listener of [...(listeners.get(event) ?? [])]) (listener as (value: typeof payload) => void)(payload);
    },
  };
}

/** Freezes a value and everything it holds, so snapshots handed to readers cannot be changed. */
export function deepFreeze<T>(value: T): T {
  if (typeof value !== 'object' || value === null || Object.isFrozen(value)) return value;
  for (const key of Object.keys(value)) deepFreeze((value as Record<string, unknown>)[key]);
  return Object.freeze(value);
}

/** A uuid from the platform's crypto, the default id of new elements and slides. */
export const randomId = (): string => globalThis.crypto.randomUUID();
