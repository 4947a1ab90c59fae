import { VideoPlayer } from '@reelbase/player';
import type { EditorVideo } from '../adapter.ts';
import type { PresentationPosition, Slide } from '../core/document.ts';
import { ScrubBar } from '../scrub/ScrubBar.tsx';
import { SlidesLayout } from '../slides/SlidesLayout.tsx';
import { slideAt } from '../slides/slide-at.ts';
import { PlayerControls } from './PlayerControls.tsx';
import { PreviewColumn } from './PresentationEditor.styles.ts';
import type { Playhead } from './usePlayhead.ts';

export interface PreviewProps {
  video: EditorVideo;
  duration: number;
  position: PresentationPosition;
  slides: readonly Slide[];
  activeSlideId: string | null;
  playhead: Playhead;
  /** The address of a slide's image. */
  imageOf: (slide: Slide) => string;
  onActivate: (id: string) => void;
}

/**
 * The video with the slide at the playhead, in the presentation's view position (the layout the
 * viewing pages use), the external player controls and the scrub bar with a marker per slide.
 */
const SLIDE_NOUN = { one: 'Slide', many: 'slides' };

export function Preview({
  video,
  duration,
  position,
  slides,
  activeSlideId,
  playhead,
  imageOf,
  onActivate,
}: PreviewProps) {
  const current = slideAt(slides, playhead.time);
  const src = current ? imageOf(current) : '';
  return (
    <PreviewColumn aria-label="Preview">
      <div ref={playhead.boxRef}>
        <SlidesLayout
          position={position}
          slide={current && src ? { src, name: current.name } : null}
          switcher={false}
          renderPlayer={(overlay) => (
            <VideoPlayer
              ref={playhead.playerRef}
              title={video.title}
              sources={video.sources}
              poster={video.poster}
              width={video.width}
              height={video.height}
              chapterList={false}
              overlay={overlay}
            />
          )}
        />
      </div>
      <PlayerControls playhead={playhead} duration={duration} />
      <ScrubBar
        duration={duration}
        currentTime={playhead.time}
        elements={slides}
        selectedIds={activeSlideId ? [activeSlideId] : []}
        onSeek={(seconds) => playhead.seek(seconds, true)}
        onSelectElement={onActivate}
        label="Video position"
        markerNoun={SLIDE_NOUN}
      />
    </PreviewColumn>
  );
}
