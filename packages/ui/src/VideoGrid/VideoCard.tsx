import type { ReactNode } from 'react';
import { VisuallyHidden } from 'react-aria';
import type { BadgeTone } from '../Badge/index.ts';
import { formatDuration } from '../format/index.ts';
import { StatusPill } from '../StatusPill/index.ts';
import { Body, Detail, Duration, Pills, Thumbnail, Title } from './VideoGrid.styles.ts';

/** A labelled state shown on a card, e.g. the privacy "Nobody" or "Processing". */
export interface VideoCardPill {
  label: string;
  tone?: BadgeTone;
}

/** What a card shows of one video. */
export interface VideoCardData {
  id: string;
  title: string;
  /** Address of the thumbnail image; a placeholder is drawn without one. */
  thumbnailUrl?: string | null;
  /** Length in milliseconds, shown over the thumbnail. */
  durationMs?: number | null;
  /** States shown under the title (privacy, processing). */
  pills?: ReadonlyArray<VideoCardPill>;
  /** Further lines under the title, e.g. the upload date and the library. */
  details?: ReadonlyArray<ReactNode>;
}

export type VideoCardProps = Omit<VideoCardData, 'id'>;

/** The face of one video in a grid: thumbnail with its length, title, states and details. */
export function VideoCard({ title, thumbnailUrl, durationMs, pills = [], details = [] }: VideoCardProps) {
  return (
    <>
      <Thumbnail>
        {thumbnailUrl ? (
          <img src={thumbnailUrl} alt="" loading="lazy" />
        ) : (
          <svg viewBox="0 0 24 24" aria-hidden="true">
            <path d="M8 5v14l11-7z" />
          </svg>
        )}
        {durationMs !== null && durationMs !== undefined && (
          <Duration>
            <VisuallyHidden>Duration </VisuallyHidden>
            {formatDuration(durationMs)}
          </Duration>
        )}
      </Thumbnail>
      <Body>
        <Title>{title}</Title>
        {pills.length > 0 && (
          <Pills>
            {pills.map((pill) => (
              <StatusPill key={pill.label} tone={pill.tone}>
                {pill.label}
              </StatusPill>
            ))}
          </Pills>
        )}
        {details.map((line, index) => (
          // Detail lines have no identity of their own; their order is fixed by the caller.
          // biome-ignore lint/suspicious/noArrayIndexKey: static lines
          <Detail key={index}>{line}</Detail>
        ))}
      </Body>
    </>
  );
}
