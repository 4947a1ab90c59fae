import { type KeyboardEvent, type PointerEvent, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { groupMarkers, MARKER_PLOT_WIDTH } from '../core/markers.ts';
import { roundToTenth } from '../core/presentation-rules.ts';
import { MarkerGroupView, type MarkerNoun } from './MarkerGroupView.tsx';
import { HoverTime, MarkerRow, Played, Playhead, Rail, Root, SliderInput, Track } from './ScrubBar.styles.ts';
import { formatScrubTime, SCRUB_PAGE_STEP, SCRUB_STEP } from './time.ts';
import { useElementWidth } from './useElementWidth.ts';

/** What the scrub bar needs of an element: its id, its name and where it starts. */
export interface ScrubBarElement {
  _id: string;
  name: string;
  /** Seconds. */
  start: number;
}

export interface ScrubBarProps {
  /** The video's length in seconds. */
  duration: number;
  /** The playhead in seconds. */
  currentTime: number;
  /** The elements shown as markers (each at its start). */
  elements?: readonly ScrubBarElement[];
  /** Elements drawn as selected. */
  selectedIds?: readonly string[];
  /** The user chose a time: the host seeks there and pauses. Times are rounded to the tenth. */
  onSeek: (seconds: number) => void;
  /** The user chose an element's marker (after `onSeek` to its start). */
  onSelectElement?: (id: string) => void;
  /** The slider's accessible name. */
  label?: string;
  /** What the markers stand for in their labels (default: elements). */
  markerNoun?: MarkerNoun;
  className?: string;
}

const ELEMENT_NOUN: MarkerNoun = { one: 'Element', many: 'elements' };

const EMPTY: readonly ScrubBarElement[] = [];
const EMPTY_IDS: readonly string[] = [];
const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));

const SLIDER_KEYS: Record<string, number> = {
  ArrowRight: SCRUB_STEP,
  ArrowUp: SCRUB_STEP,
  ArrowLeft: -SCRUB_STEP,
  ArrowDown: -SCRUB_STEP,
  PageUp: SCRUB_PAGE_STEP,
  PageDown: -SCRUB_PAGE_STEP,
};

/**
 * The scrub bar of a video: a slider over the video's length (arrows ±0.1 s, PageUp/PageDown ±10 s,
 * Home, End), the time under the pointer on hover, click or drag to seek, and the elements as
 * markers. Markers closer than one plot width (32 px) form a group that shows its count and, when
 * activated, lists its elements so one can be chosen.
 */
export function ScrubBar({
  duration,
  currentTime,
  elements = EMPTY,
  selectedIds = EMPTY_IDS,
  onSeek,
  onSelectElement,
  label = 'Video position',
  markerNoun = ELEMENT_NOUN,
  className,
}: ScrubBarProps) {
  const trackRef = useRef<HTMLDivElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const width = useElementWidth(trackRef);
  const length = duration > 0 && Number.isFinite(duration) ? duration : 0;
  const time = clamp(Number.isFinite(currentTime) ? currentTime : 0, 0, length);
  const [hover, setHover] = useState<{ x: number; time: number } | null>(null);
  const [openGroup, setOpenGroup] = useState<string | null>(null);
  const scrubbing = useRef(false);

  const byId = useMemo(() => new Map(elements.map((element) => [element._id, element])), [elements]);
  const markers = useMemo(() => elements.map((element) => ({ id: element._id, time: element.start })), [elements]);
  const groups = useMemo(
    () => groupMarkers(markers, { width, duration: length, plotWidth: MARKER_PLOT_WIDTH }),
    [markers, width, length],
  );
  const selected = useMemo(() => new Set(selectedIds), [selectedIds]);

  useEffect(() => {
    if (openGroup !== null && !groups.some((group) => group.ids[0] === openGroup)) setOpenGroup(null);
  }, [groups, openGroup]);

  const timeAt = useCallback(
    (clientX: number) => {
      const rect = trackRef.current?.getBoundingClientRect();
      if (!rect || rect.width <= 0) return { x: 0, time: 0 };
      const x = clamp(clientX - rect.left, 0, rect.width);
      return { x, time: roundToTenth((x / rect.width) * length) };
    },
    [length],
  );

  const seek = useCallback((seconds: number) => onSeek(roundToTenth(clamp(seconds, 0, length))), [onSeek, length]);

  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    if (event.button !== 0) return;
    event.preventDefault();
    scrubbing.current = true;
    try {
      event.currentTarget.setPointerCapture(event.pointerId);
    } catch {
      // A pointer the browser does not track cannot be captured; scrubbing then follows the track only.
    }
    inputRef.current?.focus({ preventScroll: true });
    setOpenGroup(null);
    seek(timeAt(event.clientX).time);
  };
  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    const at = timeAt(event.clientX);
    setHover((previous) => (previous && previous.x === at.x && previous.time === at.time ? previous : at));
    if (scrubbing.current) seek(at.time);
  };
  const endScrub = (event: PointerEvent<HTMLDivElement>) => {
    scrubbing.current = false;
    if (event.currentTarget.hasPointerCapture(event.pointerId)) {
      event.currentTarget.releasePointerCapture(event.pointerId);
    }
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const step = SLIDER_KEYS[event.key];
    let next: number;
    if (step !== undefined) next = time + step;
    else if (event.key === 'Home') next = 0;
    else if (event.key === 'End') next = length;
    else return;
    event.preventDefault();
    seek(next);
  };

  const chooseElement = useCallback(
    (id: string) => {
      const element = byId.get(id);
      if (!element) return;
      seek(element.start);
      onSelectElement?.(id);
    },
    [byId, seek, onSelectElement],
  );

  const percent = length > 0 ? (time / length) * 100 : 0;

  return (
    <Root className={className}>
      <MarkerRow>
        {groups.map((group) => (
          <MarkerGroupView
            key={group.ids[0]}
            group={group}
            elements={byId}
            selected={selected}
            open={openGroup === group.ids[0]}
            onToggle={setOpenGroup}
            onChoose={chooseElement}
            noun={markerNoun}
          />
        ))}
      </MarkerRow>
      <Track
        ref={trackRef}
        data-testid="scrub-track"
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={endScrub}
        onPointerCancel={endScrub}
        onPointerLeave={() => setHover(null)}
      >
        <Rail>
          <Played style={{ transform: `scaleX(${percent / 100})` }} />
        </Rail>
        <Playhead style={{ left: `${percent}%` }} />
        {hover && (
          <HoverTime role="tooltip" style={{ left: hover.x }}>
            {formatScrubTime(hover.time)}
          </HoverTime>
        )}
      </Track>
      <SliderInput
        ref={inputRef}
        type="range"
        aria-label={label}
        aria-valuetext={`${formatScrubTime(time)} of ${formatScrubTime(length)}`}
        min={0}
        max={length}
        step={SCRUB_STEP}
        value={time}
        onKeyDown={onKeyDown}
        onChange={(event) => seek(Number(event.currentTarget.value))}
      />
    </Root>
  );
}
