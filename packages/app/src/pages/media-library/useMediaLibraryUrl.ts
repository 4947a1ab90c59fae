import { useCallback, useMemo } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { type MediaLibraryUrlState, readMediaLibraryUrl, writeMediaLibraryUrl } from './mediaLibraryUrl.ts';

/** How a change of the screen enters the browser's history. */
export type HistoryMode = 'push' | 'replace';

/** Marks the history entry of a panel opened from the list, so that closing it can step back. */
const OPENED_FROM_LIST = 'mediaLibraryPanelOpenedFromList';

const openedFromList = (state: unknown) =>
  typeof state === 'object' && state !== null && (state as Record<string, unknown>)[OPENED_FROM_LIST] === true;

/**
 * The media library's screen state, read from and written to the address. Typing replaces the
 * current entry; deliberate steps (a page, a filter, the sort, opening a panel) push one, so Back
 * goes back through them and closes an open panel.
 */
export function useMediaLibraryUrl() {
  const [params, setParams] = useSearchParams();
  const location = useLocation();
  const navigate = useNavigate();
  const state = useMemo(() => readMediaLibraryUrl(params), [params]);

  const update = useCallback(
    (change: Partial<MediaLibraryUrlState>, mode: HistoryMode, entryState?: Record<string, unknown>) =>
      setParams((current) => writeMediaLibraryUrl({ ...readMediaLibraryUrl(current), ...change }, current), {
        replace: mode === 'replace',
        state: entryState,
      }),
    [setParams],
  );

  const openVideo = useCallback(
    (videoId: string) => update({ videoId }, 'push', { [OPENED_FROM_LIST]: true }),
    [update],
  );

  const isOpenedFromList = openedFromList(location.state);
  /**
   * Closes the panel: a panel opened from the list steps back to the list's entry (so Back does not
   * open it again); one reached by its address (a link, a reload of such a link) is replaced by
   * the list.
   */
  const closeVideo = useCallback(() => {
    if (isOpenedFromList) navigate(-1);
    else update({ videoId: null }, 'replace');
  }, [isOpenedFromList, navigate, update]);

  return { state, update, openVideo, closeVideo };
}
