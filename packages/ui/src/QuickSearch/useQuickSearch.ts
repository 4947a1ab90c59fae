import { SEARCH_DEBOUNCE_MS } from '@reelbase/contract';
import { useCallback, useEffect, useRef, useState } from 'react';

export interface UseQuickSearchOptions {
  /** Controlled text of the field. */
  value?: string;
  defaultValue?: string;
  /** Called with the search text once typing pauses for `debounceMs`, at once on Enter or clear. */
  onSearch: (value: string) => void;
  /** Pause before a search; 300 ms by default (e.g. 200 for libraries). */
  debounceMs?: number;
}

/**
 * The text and debounce of a quick search: `setText` on every keystroke, `onSearch` once typing
 * pauses; `submit` and `clear` search at once. A text already searched for is not reported again.
 */
export function useQuickSearch({
  value,
  defaultValue = '',
  onSearch,
  debounceMs = SEARCH_DEBOUNCE_MS,
}: UseQuickSearchOptions) {
  const [ownText, setOwnText] = useState(defaultValue);
  const text = value ?? ownText;
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const lastSearched = useRef(value ?? defaultValue);
  const onSearchRef = useRef(onSearch);
  onSearchRef.current = onSearch;

  const cancel = useCallback(() => {
    clearTimeout(timer.current);
    timer.current = undefined;
  }, []);

  const searchNow = useCallback(
    (next: string) => {
      cancel();
      if (next === lastSearched.current) return;
      lastSearched.current = next;
      onSearchRef.current(next);
    },
    [cancel],
  );

  const setText = useCallback(
    (next: string) => {
      setOwnText(next);
      cancel();
      timer.current = setTimeout(() => searchNow(next), debounceMs);
    },
    [cancel, debounceMs, searchNow],
  );

  const clear = useCallback(() => {
    setOwnText('');
    searchNow('');
  }, [searchNow]);

  useEffect(() => cancel, [cancel]);

  return { text, setText, submit: () => searchNow(text), clear };
}
