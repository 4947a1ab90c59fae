import { Select } from '@reelbase/ui';
import {
  type ReactNode,
  type Ref,
  useCallback,
  useEffect,
  useId,
  useImperativeHandle,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import { mergeProps, useButton, useFocusRing } from 'react-aria';
import { currentChapterIndex, formatTime, type PlayerChapter, sortChapters } from './chapters.ts';
import { pickSource, playableSources, type SubtitleTrack, sourceLabel, type VideoSource } from './sources.ts';
import {
  ChapterButton,
  ChapterHeading,
  ChapterList,
  Empty,
  Frame,
  Marker,
  PlayerBox,
  Timeline,
  TimelineFill,
  Toolbar,
} from './VideoPlayer.styles.ts';

/** What a parent can do with a mounted player (e.g. capture the frame at the current time). */
export interface VideoPlayerHandle {
  /** The playback position in seconds. */
  getCurrentTime: () => number;
  /** Moves the playback position (seconds, clamped at 0). */
  seek: (seconds: number) => void;
  play: () => Promise<void>;
  pause: () => void;
  /** The underlying video element, null before mount. */
  readonly element: HTMLVideoElement | null;
}

export interface VideoPlayerProps {
  /** Names the video for assistive technology. */
  title: string;
  /** The renditions; the player picks the one that fits its size (else the highest). */
  sources: readonly VideoSource[];
  poster?: string | null;
  /** WebVTT tracks; the default one is shown from the start. */
  subtitles?: readonly SubtitleTrack[];
  /** Listed under the video and marked on the timeline; choosing one seeks to it. */
  chapters?: readonly PlayerChapter[];
  /** Called with the playback position in seconds as it changes (also after seeking). */
  onTimeUpdate?: (seconds: number) => void;
  /** Shown instead of the video when no rendition can be played. */
  emptyText?: ReactNode;
  /** Heading of the chapter list. */
  chaptersLabel?: string;
  ref?: Ref<VideoPlayerHandle>;
  className?: string;
}

const AUTO = 'auto';

/** The player's height in device pixels (16:9 of its width), the size a rendition should fit. */
function fitHeightOf(element: HTMLElement | null): number {
  const width = element?.clientWidth ?? 0;
  return Math.round(((width * 9) / 16) * (window.devicePixelRatio || 1));
}

function Chapter({
  chapter,
  isCurrent,
  onSeek,
}: {
  chapter: PlayerChapter;
  isCurrent: boolean;
  onSeek: (offset: number) => void;
}) {
  const ref = useRef<HTMLButtonElement>(null);
  const { buttonProps } = useButton({ onPress: () => onSeek(chapter.offset) }, ref);
  const { focusProps, isFocusVisible } = useFocusRing();
  return (
    <li>
      <ChapterButton
        {...mergeProps(buttonProps, focusProps)}
        ref={ref}
        aria-current={isCurrent ? 'true' : undefined}
        data-focus-visible={isFocusVisible || undefined}
      >
        <time dateTime={`PT${Math.floor(chapter.offset)}S`}>{formatTime(chapter.offset)}</time>
        <span>{chapter.title}</span>
      </ChapterButton>
    </li>
  );
}

/**
 * The video player: a native video element with the browser's keyboard-operable controls, the
 * rendition that fits (a quality menu when there are several), WebVTT subtitles with the default
 * one on, and a chapter list with timeline markers. `ref` gives the current time and seeking.
 */
export function VideoPlayer({
  title,
  sources,
  poster,
  subtitles = [],
  chapters = [],
  onTimeUpdate,
  emptyText = 'This video cannot be played yet.',
  chaptersLabel = 'Chapters',
  ref,
  className,
}: VideoPlayerProps) {
  const videoRef = useRef<HTMLVideoElement>(null);
  const frameRef = useRef<HTMLDivElement>(null);
  const headingId = useId();
  const [fitHeight, setFitHeight] = useState<number | null>(null);
  const [quality, setQuality] = useState(AUTO);
  const [time, setTime] = useState(0);
  const [duration, setDuration] = useState<number | null>(null);
  /** Where to continue after the rendition changed. */
  const resume = useRef<{ time: number; playing: boolean } | null>(null);
  const onTimeUpdateRef = useRef(onTimeUpdate);
  onTimeUpdateRef.current = onTimeUpdate;

  // Measured before the first paint, so only the chosen rendition is ever requested.
  useLayoutEffect(() => setFitHeight(fitHeightOf(frameRef.current)), []);

  const playable = useMemo(() => playableSources(sources), [sources]);
  const automatic = fitHeight === null ? null : pickSource(playable, fitHeight);
  const chosen =
    quality === AUTO ? automatic : (playable.find((source) => String(source.height) === quality) ?? automatic);
  // Signed addresses change on every fetch of the renditions: the same rendition keeps the address
  // it started with, so a refetch does not restart playback.
  const playing = useRef<{ height: number; url: string } | null>(null);
  if (chosen && playing.current?.height !== chosen.height) playing.current = { height: chosen.height, url: chosen.url };
  const src = chosen ? playing.current?.url : undefined;
  const sorted = useMemo(() => sortChapters(chapters), [chapters]);
  const current = currentChapterIndex(sorted, time);

  const seek = useCallback((seconds: number) => {
    const video = videoRef.current;
    if (!video) return;
    const target = Math.max(0, seconds);
    video.currentTime = target;
    setTime(target);
  }, []);

  useImperativeHandle(
    ref,
    () => ({
      getCurrentTime: () => videoRef.current?.currentTime ?? 0,
      seek,
      play: () => videoRef.current?.play() ?? Promise.resolve(),
      pause: () => videoRef.current?.pause(),
      get element() {
        return videoRef.current;
      },
    }),
    [seek],
  );

  // Only the default subtitle track is shown from the start. The `default` attribute alone is not
  // enough: the browser's own track selection may also turn on a track by language, so the choice
  // is applied again once the first metadata arrives (later choices in the controls are kept).
  const tracksSettled = useRef(false);
  const showDefaultTrack = () => {
    const video = videoRef.current;
    if (!video) return;
    for (const element of Array.from(video.querySelectorAll('track'))) {
      element.track.mode = element.default ? 'showing' : 'disabled';
    }
  };
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the list of tracks changes
  useEffect(() => {
    tracksSettled.current = false;
    showDefaultTrack();
  }, [subtitles]);

  const changeQuality = (next: string | null) => {
    const video = videoRef.current;
    if (video && next !== quality) resume.current = { time: video.currentTime, playing: !video.paused };
    setQuality(next ?? AUTO);
  };

  const qualityOptions = [
    { id: AUTO, label: automatic ? `Auto (${sourceLabel(automatic)})` : 'Auto' },
    ...playable.map((source) => ({ id: String(source.height), label: sourceLabel(source) })),
  ];

  return (
    <PlayerBox className={className}>
      <Frame ref={frameRef}>
        {playable.length === 0 ? (
          <Empty role="status">{emptyText}</Empty>
        ) : (
          // Captions come from the WebVTT tracks below.
          // biome-ignore lint/a11y/useMediaCaption: tracks are rendered from `subtitles`
          <video
            ref={videoRef}
            src={src}
            poster={poster ?? undefined}
            aria-label={title}
            controls
            preload="metadata"
            playsInline
            onTimeUpdate={(event) => {
              const seconds = event.currentTarget.currentTime;
              setTime(seconds);
              onTimeUpdateRef.current?.(seconds);
            }}
            onDurationChange={(event) => {
              const value = event.currentTarget.duration;
              setDuration(Number.isFinite(value) && value > 0 ? value : null);
            }}
            onLoadedMetadata={(event) => {
              const video = event.currentTarget;
              if (!tracksSettled.current) {
                tracksSettled.current = true;
                showDefaultTrack();
              }
              const next = resume.current;
              resume.current = null;
              if (!next) return;
              video.currentTime = next.time;
              if (next.playing) video.play().catch(() => undefined);
            }}
          >
            {subtitles.map((track) => (
              <track
                key={track.id}
                kind="subtitles"
                src={track.url}
                srcLang={track.language ?? undefined}
                label={track.label ?? track.language ?? 'Subtitles'}
                default={track.isDefault || undefined}
              />
            ))}
          </video>
        )}
      </Frame>
      {sorted.length > 0 && duration !== null && (
        <Timeline aria-hidden="true" data-testid="chapter-timeline">
          <TimelineFill style={{ width: `${Math.min(100, (time / duration) * 100)}%` }} />
          {sorted.map((chapter) => (
            <Marker key={chapter.id} style={{ left: `${Math.min(100, (chapter.offset / duration) * 100)}%` }} />
          ))}
        </Timeline>
      )}
      {playable.length > 1 && (
        <Toolbar>
          <Select label="Quality" options={qualityOptions} selectedKey={quality} onSelectionChange={changeQuality} />
        </Toolbar>
      )}
      {sorted.length > 0 && (
        <nav aria-labelledby={headingId}>
          <ChapterHeading id={headingId}>{chaptersLabel}</ChapterHeading>
          <ChapterList>
            {sorted.map((chapter, index) => (
              <Chapter key={chapter.id} chapter={chapter} isCurrent={index === current} onSeek={seek} />
            ))}
          </ChapterList>
        </nav>
      )}
    </PlayerBox>
  );
}
