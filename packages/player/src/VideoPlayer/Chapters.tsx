import { useId } from 'react';
import type { PlayerChapter } from './chapters.ts';
import { formatTime } from './time.ts';
import { ChapterButton, ChapterHeading, ChapterList } from './VideoPlayer.styles.ts';

function Chapter({
  chapter,
  isCurrent,
  onSeek,
}: {
  chapter: PlayerChapter;
  isCurrent: boolean;
  onSeek: (offset: number) => void;
}) {
  return (
    <li>
      <ChapterButton type="button" aria-current={isCurrent ? 'true' : undefined} onClick={() => onSeek(chapter.offset)}>
        <time dateTime={`PT${Math.floor(chapter.offset)}S`}>{formatTime(chapter.offset)}</time>
        <span>{chapter.title}</span>
      </ChapterButton>
    </li>
  );
}

/** The chapter list under the player: choosing a chapter seeks to it; the playing one is marked. */
export function Chapters({
  label,
  chapters,
  current,
  onSeek,
}: {
  label: string;
  /** In playing order. */
  chapters: readonly PlayerChapter[];
  /** The index of the playing chapter, -1 for none. */
  current: number;
  onSeek: (offset: number) => void;
}) {
  const headingId = useId();
  return (
    <nav aria-labelledby={headingId}>
      <ChapterHeading id={headingId}>{label}</ChapterHeading>
      <ChapterList>
        {chapters.map((chapter, index) => (
          <Chapter key={chapter.id} chapter={chapter} isCurrent={index === current} onSeek={onSeek} />
        ))}
      </ChapterList>
    </nav>
  );
}
