import { SEARCH_DEBOUNCE_MS } from '@reelbase/contract';
import { useEffect, useRef, useState } from 'react';

/** Loads options for a query; the signal aborts when a newer query replaces it. */
export type OptionsLoader<T> = (query: string, signal: AbortSignal) => Promise<T[]>;

/**
 * Loads options for the latest query after a debounce (the spec's 300 ms search debounce by default).
 * Older requests are aborted and their results ignored.
 */
export function useAsyncOptions<T>(query: string, load: OptionsLoader<T>, debounceMs = SEARCH_DEBOUNCE_MS) {
  const [options, setOptions] = useState<T[]>([]);
  const [isLoading, setLoading] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const loader = useRef(load);
  loader.current = load;

  useEffect(() => {
    const controller = new AbortController();
    setLoading(true);
    const timer = setTimeout(async () => {
      try {
        const result = await loader.current(query, controller.signal);
        if (!controller.signal.aborted) {
          setOptions(result);
          setError(null);
        }
      } catch (reason) {
        if (!controller.signal.aborted) setError(reason instanceof Error ? reason.message : String(reason));
      } finally {
        if (!controller.signal.aborted) setLoading(false);
      }
    }, debounceMs);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [query, debounceMs]);

  return { options, isLoading, error };
}
