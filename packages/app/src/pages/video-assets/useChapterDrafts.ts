import type { Chapter, ChapterUpdate } from '@reelbase/contract';
import { useCallback, useEffect, useRef, useState } from 'react';
import { mergeChapters, sortChapters } from './videoAssets.ts';

export interface ChapterDraftTimings {
  /** The pause after an offset change before the list is sorted again (400 ms). */
  sortMs: number;
  /** The pause after the last change of a chapter before it is saved (1000 ms). */
  saveMs: number;
}

/**
 * Chapters edited in place: a change shows at once, a chapter is saved `saveMs` after its last
 * change (only the changed fields), and the list is sorted by offset `sortMs` after an offset
 * changed, so a row does not jump while its time is typed. Leaving saves what is pending.
 */
export function useChapterDrafts(
  chapters: readonly Chapter[] | undefined,
  onUpdate: (chapter: Chapter, update: ChapterUpdate) => Promise<void>,
  { sortMs, saveMs }: ChapterDraftTimings,
) {
  const [shown, setShown] = useState<Chapter[]>(() => sortChapters(chapters ?? []));
  const shownRef = useRef(shown);
  shownRef.current = shown;
  const saveRef = useRef(onUpdate);
  saveRef.current = onUpdate;
  const pending = useRef(new Map<string, ChapterUpdate>());
  const saving = useRef(new Set<string>());
  const saveTimers = useRef(new Map<string, ReturnType<typeof setTimeout>>());
  const sortTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useEffect(() => {
    if (!chapters) return;
    const editing = new Set([...pending.current.keys(), ...saving.current]);
    setShown((current) => mergeChapters(chapters, current, editing));
  }, [chapters]);

  const save = useCallback(async (id: string) => {
    clearTimeout(saveTimers.current.get(id));
    saveTimers.current.delete(id);
    const update = pending.current.get(id);
    const chapter = shownRef.current.find((candidate) => candidate._id === id);
    pending.current.delete(id);
    if (!update || !chapter) return;
    saving.current.add(id);
    try {
      await saveRef.current(chapter, update);
    } catch {
      // The API client has shown the error.
    } finally {
      saving.current.delete(id);
    }
  }, []);

  /** Shows a change at once; `isSavable` false keeps it from being saved (e.g. an invalid text). */
  const edit = useCallback(
    (id: string, change: ChapterUpdate, isSavable = true) => {
      setShown((current) => current.map((chapter) => (chapter._id === id ? { ...chapter, ...change } : chapter)));
      if (change.offset !== undefined) {
        clearTimeout(sortTimer.current);
        sortTimer.current = setTimeout(() => setShown((current) => sortChapters(current)), sortMs);
      }
      if (!isSavable) return;
      pending.current.set(id, { ...pending.current.get(id), ...change });
      clearTimeout(saveTimers.current.get(id));
      saveTimers.current.set(
        id,
        setTimeout(() => void save(id), saveMs),
      );
    },
    [save, sortMs, saveMs],
  );

  /** Drops what is pending for a chapter (before it is deleted). */
  const forget = useCallback((id: string) => {
    clearTimeout(saveTimers.current.get(id));
    saveTimers.current.delete(id);
    pending.current.delete(id);
  }, []);

  /** Drops an unsaved offset: the time input shows one out of range, so the last valid one is not sent. */
  const discardOffset = useCallback(
    (id: string) => {
      const update = pending.current.get(id);
      if (update?.offset !== undefined) {
        const { offset: _dropped, ...rest } = update;
        if (Object.keys(rest).length > 0) pending.current.set(id, rest);
        else forget(id);
      }
    },
    [forget],
  );

  useEffect(
    () => () => {
      clearTimeout(sortTimer.current);
      for (const id of [...pending.current.keys()]) void save(id);
    },
    [save],
  );

  return { shown, edit, forget, discardOffset };
}
