import { Accordion, Badge, EmptyState, FileDrop, token } from '@reelbase/ui';
import { memo } from 'react';
import { VisuallyHidden } from 'react-aria';
import styled from 'styled-components';
import type { Slide } from '../core/document.ts';
import { formatScrubTime } from '../scrub/time.ts';
import { type SlideActions, SlideEditor } from './SlideEditor.tsx';
import { SLIDE_IMAGE_PATTERNS } from './slide-files.ts';

const Summary = styled.span`
  display: flex;
  align-items: center;
  gap: ${token('space-3')};
  min-width: 0;
  flex: 1 1 auto;
  padding-left: ${token('space-2')};
  border-left: 3px solid transparent;
  &[data-active] {
    border-left-color: ${token('color-primary')};
  }
`;

const Thumb = styled.span`
  flex: 0 0 auto;
  display: flex;
  align-items: center;
  justify-content: center;
  width: 64px;
  height: 36px;
  border-radius: ${token('radius-sm')};
  background: #000;
  overflow: hidden;
  img {
    width: 100%;
    height: 100%;
    object-fit: contain;
  }
`;

const Text = styled.span`
  display: flex;
  flex-direction: column;
  gap: 2px;
  min-width: 0;
`;

const Name = styled.span`
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
`;

const Meta = styled.span`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${token('space-2')};
  font-size: ${token('font-size-sm')};
  font-weight: ${token('font-weight-regular')};
  color: ${token('color-text-muted')};
  font-variant-numeric: tabular-nums;
`;

const LIST_TEXTS = {
  emptyTitle: 'This presentation has no slides yet.',
  emptyDescription: 'Add images as slides: they are spread evenly over the video from the playhead.',
  untitled: 'Untitled slide',
  active: 'Active',
  uploading: 'Uploading…',
} as const;

export interface SlideListProps {
  slides: readonly Slide[];
  duration: number;
  expanded: readonly string[];
  onExpandedChange: (ids: string[]) => void;
  imageOf: (slide: Slide) => string;
  /** The slides whose image is still being uploaded. */
  uploads: ReadonlySet<string>;
  actions: SlideActions;
  onAddImages: (files: File[]) => void;
}

/** The text a slide's button is named by: "Intro, starts at 0:01.0, active". */
function slideLabel(slide: Slide, uploading: boolean): string {
  const parts = [slide.name || LIST_TEXTS.untitled, `starts at ${formatScrubTime(slide.start)}`];
  if (slide.active) parts.push(LIST_TEXTS.active.toLowerCase());
  if (uploading) parts.push('image uploading');
  return parts.join(', ');
}

function SlideSummary({ slide, image, uploading }: { slide: Slide; image: string; uploading: boolean }) {
  return (
    <Summary data-active={slide.active || undefined}>
      <VisuallyHidden elementType="span">{slideLabel(slide, uploading)}</VisuallyHidden>
      <Thumb aria-hidden="true">{image && <img src={image} alt="" draggable={false} />}</Thumb>
      <Text aria-hidden="true">
        <Name data-testid="slide-name">{slide.name || LIST_TEXTS.untitled}</Name>
        <Meta>
          <span>{formatScrubTime(slide.start)}</span>
          {slide.active && <Badge tone="info">{LIST_TEXTS.active}</Badge>}
          {uploading && <Badge tone="warning">{LIST_TEXTS.uploading}</Badge>}
        </Meta>
      </Text>
    </Summary>
  );
}

/**
 * The slides in playing order, each with its thumbnail, name and start; a slide opens to be edited.
 * With no slides: what to do, and a place to drop images.
 */
export const SlideList = memo(function SlideList({
  slides,
  duration,
  expanded,
  onExpandedChange,
  imageOf,
  uploads,
  actions,
  onAddImages,
}: SlideListProps) {
  if (slides.length === 0) {
    return (
      <>
        <EmptyState title={LIST_TEXTS.emptyTitle} description={LIST_TEXTS.emptyDescription} />
        <FileDrop
          title="Drop images here"
          chooseLabel="Or choose images"
          hint="PNG, JPEG, GIF or WebP; several images make several slides."
          accept={SLIDE_IMAGE_PATTERNS}
          onAccept={onAddImages}
        />
      </>
    );
  }
  return (
    <Accordion
      allowsMultipleExpanded
      expandedKeys={[...expanded]}
      onExpandedChange={onExpandedChange}
      items={slides.map((slide) => {
        const uploading = uploads.has(slide._id);
        return {
          id: slide._id,
          title: <SlideSummary slide={slide} image={imageOf(slide)} uploading={uploading} />,
          content: <SlideEditor slide={slide} duration={duration} uploading={uploading} actions={actions} />,
        };
      })}
    />
  );
});
