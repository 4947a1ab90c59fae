import { useCallback, useRef } from 'react';

/** A function that keeps its identity across renders and always calls the latest `handler`. */
export function useEvent<A extends unknown[], R>(handler: (...args: A) => R): (...args: A) => R {
  const latest = useRef(handler);
  latest.current = handler;
  return useCallback((...args: A) => latest.current(...args), []);
}
