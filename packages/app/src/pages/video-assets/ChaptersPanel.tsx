import {
  CHAPTER_VALUE_MAX,
  type Chapter,
  type ChapterInput,
  type ChapterUpdate,
  tooLongMessage,
  VIDEO_ASSET_TEXTS,
  VIDEO_ASSET_TIMINGS,
} from '@reelbase/contract';
import { Button, formatTime, Inline, Stack, Text, TextField, Tile, TimeInput, token } from '@reelbase/ui';
import { useState } from 'react';
import styled from 'styled-components';
import { useChapterDrafts } from './useChapterDrafts.ts';
import { useTimeInputValidity } from './useTimeInputValidity.ts';
import { maxOffsetOf, sortChapters, VIDEO_ASSET_PANEL_TEXTS } from './videoAssets.ts';

const ChapterFields = styled.div`
  display: grid;
  grid-template-columns: auto 1fr;
  align-items: start;
  gap: ${token('space-2')};
  flex: 1;
  min-width: 0;
`;

export interface ChaptersPanelProps {
  /** The chapters; `undefined` while they load. */
  chapters: readonly Chapter[] | undefined;
  /** The video's duration in ms: a chapter starts at most there; null before it is processed. */
  durationMs: number | null;
  canManage: boolean;
  onAdd: (input: ChapterInput) => Promise<void>;
  /** Saves the changed fields of a chapter. */
  onUpdate: (chapter: Chapter, update: ChapterUpdate) => Promise<void>;
  onDelete: (chapter: Chapter) => Promise<void>;
  /** Pauses before the list is sorted (400 ms) and before a change is saved (1000 ms). */
  sortDebounceMs?: number;
  saveDebounceMs?: number;
}

const valueError = (value: string) =>
  value.trim().length > CHAPTER_VALUE_MAX ? tooLongMessage(CHAPTER_VALUE_MAX) : null;

interface ChapterRowProps {
  chapter: Chapter;
  max: number | null;
  onEdit: (change: ChapterUpdate, isSavable: boolean) => void;
  onInvalidOffset: () => void;
  onDelete: () => void;
}

/** One chapter's start time and title, edited in place. */
function ChapterRow({ chapter, max, onEdit, onInvalidOffset, onDelete }: ChapterRowProps) {
  const offsetValidity = useTimeInputValidity(onInvalidOffset);
  return (
    <Tile as="li">
      <Inline $justify="space-between">
        <ChapterFields>
          <div ref={offsetValidity.ref}>
            <TimeInput label="Start" value={chapter.offset} max={max} onChange={(offset) => onEdit({ offset }, true)} />
          </div>
          <TextField
            label="Title"
            value={chapter.value}
            validate={valueError}
            onChange={(value) => onEdit({ value }, value.trim() !== '' && valueError(value) === null)}
          />
        </ChapterFields>
        <Button size="sm" variant="danger" aria-label={`Delete chapter ${chapter.value}`} onPress={onDelete}>
          Delete
        </Button>
      </Inline>
    </Tile>
  );
}

/**
 * The video's chapters by start time. With the manage permission a chapter's time and text are
 * edited in place and saved after a pause; a time past the duration is refused.
 */
export function ChaptersPanel({
  chapters,
  durationMs,
  canManage,
  onAdd,
  onUpdate,
  onDelete,
  sortDebounceMs = VIDEO_ASSET_TIMINGS.chapterSortMs,
  saveDebounceMs = VIDEO_ASSET_TIMINGS.chapterSaveMs,
}: ChaptersPanelProps) {
  const drafts = useChapterDrafts(chapters, onUpdate, { sortMs: sortDebounceMs, saveMs: saveDebounceMs });
  const [adding, setAdding] = useState(false);
  const max = maxOffsetOf(durationMs);

  const add = async () => {
    setAdding(true);
    try {
      await onAdd({ offset: 0, value: VIDEO_ASSET_TEXTS.newChapter });
    } catch {
      // The API client has shown the error.
    } finally {
      setAdding(false);
    }
  };
  const remove = async (chapter: Chapter) => {
    drafts.forget(chapter._id);
    try {
      await onDelete(chapter);
    } catch {
      // The API client has shown the error.
    }
  };

  if (chapters === undefined)
    return (
      <Text tone="muted" role="status">
        Loading chapters…
      </Text>
    );
  const list = canManage ? drafts.shown : sortChapters(chapters);
  return (
    <Stack>
      {list.length === 0 ? (
        <Text tone="muted">{VIDEO_ASSET_PANEL_TEXTS.noChapters}</Text>
      ) : (
        <Stack as="ul" $gap={2} aria-label="Chapters">
          {list.map((chapter) =>
            canManage ? (
              <ChapterRow
                key={chapter._id}
                chapter={chapter}
                max={max}
                onEdit={(change, isSavable) => drafts.edit(chapter._id, change, isSavable)}
                onInvalidOffset={() => drafts.discardOffset(chapter._id)}
                onDelete={() => void remove(chapter)}
              />
            ) : (
              <Tile as="li" key={chapter._id}>
                <Inline $gap={3}>
                  <Text as="span" tone="muted" size="sm">
                    {formatTime(chapter.offset)}
                  </Text>
                  <Text as="span" weight="medium" wrapAnywhere>
                    {chapter.value}
                  </Text>
                </Inline>
              </Tile>
            ),
          )}
        </Stack>
      )}
      {canManage && (
        <div>
          <Button size="sm" isLoading={adding} onPress={add}>
            Add chapter
          </Button>
        </div>
      )}
    </Stack>
  );
}
