import { usePlayer } from '@reelbase/player';
import { type MouseEvent, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import styled from 'styled-components';
import type { ElementAction, InteractiveElement } from '../core/document.ts';
import { isElementShown } from '../interactive/geometry.ts';
import { OverlayStage } from '../interactive/OverlayStage.tsx';
import { type RunNavigation, type VideoSurface, videoPageAddress, windowNavigation } from './navigation.ts';
import { advanceStarts, initialStartState, movedTo, pausesAtStart, type StartState } from './start-actions.ts';

/** An element as a page runs it: the editor's selection mark may be left out. */
export type RunElement = Omit<InteractiveElement, 'active'> & { active?: boolean };

export interface InteractiveLayerProps {
  /** The video's elements, sorted by start. */
  elements: readonly RunElement[];
  /** The page it runs on: `openVideo` opens the other video on the same kind of page (default `view`). */
  surface?: VideoSurface;
  /** What opens links, downloads and videos (the browser's own by default). */
  navigation?: RunNavigation;
  /** Called after an element's action was performed (for statistics). */
  onAction?: (element: RunElement) => void;
}

/** The areas a viewer clicks (the stage draws only these at playback). */
const CLICKABLE: ReadonlySet<string> = new Set(['hotspot', 'image', 'text']);
/** How near (seconds) the playhead must stay to the start of the element that paused it for that element to stay. */
const HOLD_TOLERANCE = 0.3;

const Layer = styled.div`
  position: absolute;
  inset: 0;
`;

/**
 * The interactive elements over the player at playback, drawn by the editor's own stage in run
 * mode; render it in a `VideoPlayer`'s `overlay`. Each element shows from its start to its end. An
 * element whose start action is `pause` pauses the player once when playback reaches its start and
 * stays shown while the player waits there; it does so again only after the playhead has gone back
 * before it, and never when the viewer seeks past it. A player action does its action at its start.
 * A click (or Enter on the element's button) performs the element's action: open a link, a
 * download or another video, skip to a time (and pause), play or pause. A click on the picture
 * beside the elements plays and pauses, as on the video.
 */
export function InteractiveLayer({
  elements: given,
  surface = 'view',
  navigation = windowNavigation,
  onAction,
}: InteractiveLayerProps) {
  const { currentTime, paused, seek, play, pause, frame } = usePlayer();
  const elements = useMemo<InteractiveElement[]>(
    () => given.map((element) => ({ ...element, active: false })),
    [given],
  );
  const [held, setHeld] = useState<{ ids: readonly string[]; time: number } | null>(null);
  const starts = useRef<StartState>(initialStartState());
  /** An element's action was performed since the pointer went down (the click that follows is that action's). */
  const acted = useRef(false);
  const latest = useRef({ elements, currentTime, paused, seek, play, pause, navigation, surface, onAction });
  latest.current = { elements, currentTime, paused, seek, play, pause, navigation, surface, onAction };

  /** Moves the playhead for an element: `rearm` as a seek by the viewer would. */
  const moveTo = useCallback((time: number, rearm: boolean) => {
    const current = latest.current;
    starts.current = movedTo(starts.current, current.elements, time, performance.now(), rearm);
    current.seek(time);
  }, []);

  const perform = useCallback(
    (action: ElementAction) => {
      const { navigation: navigate, surface: page, play: start, pause: stop } = latest.current;
      switch (action.type) {
        case 'openLink':
          // The viewer turns to the new tab: the video waits.
          if (action.target === '_blank') stop();
          navigate.openLink(action.link, action.target);
          break;
        case 'openDownload':
          navigate.download(action.link);
          break;
        case 'openVideo':
          if (action.videoId.trim()) navigate.openVideo(videoPageAddress(action, page));
          break;
        case 'skipTo':
          moveTo(action.timeIndex, true);
          break;
        case 'skipToAndPause':
          stop();
          moveTo(action.timeIndex, true);
          break;
        case 'play':
          start().catch(() => undefined);
          break;
        case 'pause':
          stop();
          break;
      }
    },
    [moveTo],
  );

  // Each new reading of the playhead: pause at the start of a pause-at-start element, or do the
  // action of a player action whose start playback reached.
  useEffect(() => {
    const sample = { time: currentTime, playing: !paused, at: performance.now() };
    const { state, reached } = advanceStarts(starts.current, latest.current.elements, sample);
    starts.current = state;
    if (reached.length === 0) {
      setHeld((previous) => (previous && Math.abs(currentTime - previous.time) > HOLD_TOLERANCE ? null : previous));
      return;
    }
    const pausing = reached.filter(pausesAtStart);
    if (pausing.length > 0) {
      const start = pausing[0].start;
      latest.current.pause();
      moveTo(start, false);
      setHeld({ ids: pausing.map((element) => element._id), time: start });
    } else perform(reached[0].action);
  }, [currentTime, paused, moveTo, perform]);

  const shown = useMemo(() => {
    const holding = held && paused && Math.abs(currentTime - held.time) <= HOLD_TOLERANCE ? held.ids : [];
    return elements.filter((element) => isElementShown(element, currentTime) || holding.includes(element._id));
  }, [elements, held, paused, currentTime]);

  const act = useCallback(
    (element: InteractiveElement) => {
      acted.current = true;
      perform(element.action);
      const original = latest.current.onAction;
      if (original) original(element);
    },
    [perform],
  );

  // Beside the elements the picture still plays and pauses; a click that performed an action does not.
  const onClick = (event: MouseEvent<HTMLDivElement>) => {
    const performed = acted.current;
    acted.current = false;
    if (performed || event.defaultPrevented) return;
    const current = latest.current;
    if (current.paused) current.play().catch(() => undefined);
    else current.pause();
  };

  if (frame.width <= 0 || frame.height <= 0) return null;
  // Elements take the pointer only while one is shown; otherwise it goes to the video.
  const active = shown.some((element) => CLICKABLE.has(element.area.type));
  return (
    <Layer
      data-testid="interactive-layer"
      style={{ pointerEvents: active ? 'auto' : 'none' }}
      onPointerDownCapture={() => {
        acted.current = false;
      }}
      onClick={active ? onClick : undefined}
    >
      <OverlayStage
        width={frame.width}
        height={frame.height}
        currentTime={currentTime}
        mode="run"
        elements={shown}
        showAll
        onAction={act}
      />
    </Layer>
  );
}
