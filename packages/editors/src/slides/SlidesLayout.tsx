import { type ReactNode, useEffect, useState } from 'react';
import type { PresentationPosition } from '../core/document.ts';
import { Columns, Inset, Pane, Single, SwitchButton, Switcher, Wrapper } from './SlidesLayout.styles.ts';

/** The slide to show: its image and its name (the image's text alternative). */
export interface ShownSlide {
  src: string;
  name: string;
}

export interface SlidesLayoutProps {
  /** The default view position (the presentation's setting); the viewer may switch when `switcher` is set. */
  position: PresentationPosition;
  /** The slide at the playhead (see `slideAt`), or null. */
  slide: ShownSlide | null;
  /**
   * Renders the player with `overlay` in its layer over the picture (a `VideoPlayer`'s `overlay`):
   * picture-in-picture and single draw the slide there, so it follows the player into fullscreen.
   */
  renderPlayer: (overlay: ReactNode) => ReactNode;
  /** Shows the buttons that switch between the three views (default true). */
  switcher?: boolean;
  /** Called when the viewer switches the view. */
  onPositionChange?: (position: PresentationPosition) => void;
  className?: string;
}

export const POSITION_LABELS: Record<PresentationPosition, string> = {
  PIP: 'Picture in picture',
  SBS: 'Side by side',
  Single: 'Slide only',
};

const POSITIONS: readonly PresentationPosition[] = ['PIP', 'SBS', 'Single'];

function SlideImage({ slide }: { slide: ShownSlide }) {
  return <img src={slide.src} alt={slide.name} draggable={false} />;
}

/**
 * A video with its slides: picture-in-picture (the slide in a corner of the picture), side by side
 * (the player and the slide in two columns, stacked on narrow screens) or single (the slide over
 * the whole picture; the sound and the controls stay). The same layout serves the presentation
 * editor's preview and the viewing pages.
 */
export function SlidesLayout({
  position,
  slide,
  renderPlayer,
  switcher = true,
  onPositionChange,
  className,
}: SlidesLayoutProps) {
  const [shown, setShown] = useState(position);
  useEffect(() => setShown(position), [position]);
  const choose = (next: PresentationPosition) => {
    setShown(next);
    onPositionChange?.(next);
  };

  const overlay =
    slide && shown === 'PIP' ? (
      <Inset data-testid="slide-inset">
        <SlideImage slide={slide} />
      </Inset>
    ) : slide && shown === 'Single' ? (
      <Single data-testid="slide-single">
        <SlideImage slide={slide} />
      </Single>
    ) : null;

  // The player keeps its place in the tree in every view, so switching views neither reloads the
  // video nor loses its position.
  return (
    <Wrapper className={className} data-position={shown}>
      <Columns data-columns={shown === 'SBS' ? 2 : 1}>
        <Pane>{renderPlayer(overlay)}</Pane>
        {shown === 'SBS' && (
          <Pane data-testid="slide-side" data-empty={slide ? undefined : ''}>
            {slide && <SlideImage slide={slide} />}
          </Pane>
        )}
      </Columns>
      {switcher && (
        <Switcher role="group" aria-label="Slides view">
          {POSITIONS.map((option) => (
            <SwitchButton key={option} type="button" aria-pressed={shown === option} onClick={() => choose(option)}>
              {POSITION_LABELS[option]}
            </SwitchButton>
          ))}
        </Switcher>
      )}
    </Wrapper>
  );
}
