import type { ViewTemplate } from '@reelbase/contract';
import {
  type CSSProperties,
  type FocusEvent,
  type KeyboardEvent,
  type ReactNode,
  type Ref,
  useEffect,
  useImperativeHandle,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import { Chapters } from './Chapters.tsx';
import { type BarPopup, ControlBar } from './ControlBar.tsx';
import { currentChapterIndex, type PlayerChapter, sortChapters } from './chapters.ts';
import { Icon } from './icons.tsx';
import { keyTargetOf, playerKeyAction } from './keys.ts';
import { PlayerContext, type PlayerState } from './PlayerContext.ts';
import { shareLinks } from './share.ts';
import { pickSource, playableSources, type SubtitleTrack, sourceLabel, type VideoSource } from './sources.ts';
import { resolveTemplate } from './template.ts';
import { aspectRatioOf, containRect } from './time.ts';
import { type PlayerEvent, usePlayback } from './usePlayback.ts';
import { useElementSize, useFullscreen, useRecentActivity } from './useStage.ts';
import { useImpression, useStartup } from './useStartup.ts';
import {
  AudioPanel,
  BigPlay,
  Description,
  Empty,
  OverlayLayer,
  PlayerBox,
  Stage,
  TitleBar,
  UnmuteButton,
} from './VideoPlayer.styles.ts';

/** What a parent can do with a mounted player (e.g. capture the frame at the current time). */
export interface VideoPlayerHandle {
  /** The playback position in seconds. */
  getCurrentTime: () => number;
  /** Moves the playback position (seconds, clamped to the video). */
  seek: (seconds: number) => void;
  play: () => Promise<void>;
  pause: () => void;
  /** The underlying video element, null before mount. */
  readonly element: HTMLVideoElement | null;
}

export interface VideoPlayerProps {
  /** Names the video for assistive technology; shown over the picture with `show_title`. */
  title: string;
  /** The renditions; the player picks the one that fits its size (else the highest). */
  sources: readonly VideoSource[];
  poster?: string | null;
  /** WebVTT tracks; the default one is shown from the start. */
  subtitles?: readonly SubtitleTrack[];
  /** Listed under the video and marked on the scrub bar; choosing one seeks to it. */
  chapters?: readonly PlayerChapter[];
  /** Called with the playback position in seconds as it changes (also after seeking). */
  onTimeUpdate?: (seconds: number) => void;
  /** Shown instead of the video when no rendition can be played. */
  emptyText?: ReactNode;
  /** Heading of the chapter list. */
  chaptersLabel?: string;
  /**
   * Whether the chapter list is shown under the player (default). A player that must fill its
   * frame (an embed) leaves it out; the chapters stay marked on the scrub bar.
   */
  chapterList?: boolean;
  /** The player template's settings; what is left out takes the default template's value. */
  template?: Partial<ViewTemplate>;
  /** Shown under the player with `show_description`. */
  description?: string | null;
  /** The public address the Share links share (no Share button without it). */
  shareUrl?: string;
  /** The video's own size in pixels: the player keeps its ratio (16:9 when not known). */
  width?: number | null;
  height?: number | null;
  /** Drawn exactly over the picture, under the controls; read the player with `usePlayer()`. */
  overlay?: ReactNode;
  /** The view statistics' moments: shown, first play, every 10 s played, ended. */
  onEvent?: (event: PlayerEvent, seconds: number) => void;
  ref?: Ref<VideoPlayerHandle>;
  className?: string;
}

const AUTO = 'auto';
const SEEK_STEP = 5;
const VOLUME_STEP = 0.1;

/** The player's height in device pixels at its ratio, the size a rendition should fit. */
function fitHeightOf(element: HTMLElement | null, ratio: number): number {
  const width = element?.clientWidth ?? 0;
  return Math.round((width / ratio) * (window.devicePixelRatio || 1));
}

const defaultTrackOf = (subtitles: readonly SubtitleTrack[]) => subtitles.find((track) => track.isDefault)?.id ?? null;

/**
 * The video player with its own control bar, honouring a player template: play/pause (and a big
 * play button over the poster before the first play), Back 10 seconds, scrub bar with chapter
 * markers, time, mute and volume, subtitles, quality (several renditions), Share links,
 * fullscreen, the title over the picture and the description under it; autoplay (muted when the
 * browser refuses sound, with an Unmute button), start muted, repeat and audio only.
 *
 * Keyboard, while the player or one of its controls has focus: space or k play and pause, left
 * and right arrows seek 5 s, up and down change the volume, f toggles fullscreen and m mutes
 * (each only where the template shows that control). The controls stay while paused or focused
 * and fade after 3 s of playing without the pointer moving.
 *
 * `overlay` is rendered in a layer exactly over the picture (between the video and the control
 * bar, following letterboxing and fullscreen). The layer lets the pointer through; links,
 * buttons and fields in it take it, and any other element that should sets
 * `pointer-events: auto`. Inside it, `usePlayer()` gives the current time, duration, paused,
 * `seek`, `play`, `pause` and the picture's size (`frame`). `onEvent` reports `impression`
 * (half the player in view), `start` (first play), `progress` (every 10 s played) and `end`.
 * `ref` gives the current time and seeking to the page around it.
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
  chapterList = true,
  template,
  description,
  shareUrl,
  width,
  height,
  overlay,
  onEvent,
  ref,
  className,
}: VideoPlayerProps) {
  const settings = resolveTemplate(template);
  const audioOnly = settings.audio_only;
  const ratio = aspectRatioOf(width, height);
  const videoRef = useRef<HTMLVideoElement>(null);
  const stageRef = useRef<HTMLDivElement>(null);
  const [fitHeight, setFitHeight] = useState<number | null>(null);
  const [quality, setQuality] = useState(AUTO);
  const [pictureRatio, setPictureRatio] = useState<number | null>(null);
  const [subtitle, setSubtitle] = useState(() => defaultTrackOf(subtitles));
  const [popup, setPopup] = useState<BarPopup>(null);
  const [keyboardFocus, setKeyboardFocus] = useState(false);
  /** Where to continue after the rendition changed. */
  const resume = useRef<{ time: number; playing: boolean } | null>(null);
  const playback = usePlayback(videoRef, { onTimeUpdate, onEvent });
  const stageSize = useElementSize(stageRef);
  const fullscreen = useFullscreen(stageRef, videoRef);
  const activity = useRecentActivity();

  // Measured before the first paint, so only the chosen rendition is ever requested.
  // biome-ignore lint/correctness/useExhaustiveDependencies: measured once, at the first layout
  useLayoutEffect(() => setFitHeight(fitHeightOf(stageRef.current, ratio)), []);

  const playable = useMemo(() => playableSources(sources), [sources]);
  // Audio only needs no picture: the smallest rendition.
  const automatic = fitHeight === null ? null : pickSource(playable, audioOnly ? 1 : fitHeight);
  const chosen =
    quality === AUTO || audioOnly
      ? automatic
      : (playable.find((source) => String(source.height) === quality) ?? automatic);
  // Signed addresses change on every fetch of the renditions: the same rendition keeps the address
  // it started with, so a refetch does not restart playback.
  const playing = useRef<{ height: number; url: string } | null>(null);
  if (chosen && playing.current?.height !== chosen.height) playing.current = { height: chosen.height, url: chosen.url };
  const src = chosen ? playing.current?.url : undefined;
  const hasVideo = playable.length > 0;
  const sorted = useMemo(() => sortChapters(chapters), [chapters]);
  const current = currentChapterIndex(sorted, playback.time);
  const { seek, play, pause, emit } = playback;

  useImperativeHandle(
    ref,
    () => ({
      getCurrentTime: () => videoRef.current?.currentTime ?? 0,
      seek,
      play,
      pause: () => pause(),
      get element() {
        return videoRef.current;
      },
    }),
    [seek, play, pause],
  );

  const startup = useStartup(videoRef, {
    src,
    mute: settings.mute,
    autoplay: settings.autoplay,
    syncSound: playback.syncSound,
  });
  useImpression(stageRef, videoRef, hasVideo, emit);

  // Only the chosen subtitles show. The `default` attribute alone is not enough: the browser's own
  // track selection may also turn on a track by language (again after each new rendition).
  const subtitleRef = useRef(subtitle);
  subtitleRef.current = subtitle;
  const applySubtitles = () => {
    const elements = Array.from(videoRef.current?.querySelectorAll('track') ?? []);
    elements.forEach((element, index) => {
      element.track.mode = subtitles[index]?.id === subtitleRef.current ? 'showing' : 'disabled';
    });
  };
  useEffect(() => setSubtitle(defaultTrackOf(subtitles)), [subtitles]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: applies the chosen track
  useEffect(applySubtitles, [subtitle, subtitles, hasVideo]);

  // The controls show again for a while when playing starts or stops.
  // biome-ignore lint/correctness/useExhaustiveDependencies: reacts to play and pause only
  useEffect(() => activity.wake(), [playback.paused]);

  const changeQuality = (next: string) => {
    const video = videoRef.current;
    if (video && next !== quality) resume.current = { time: video.currentTime, playing: !video.paused };
    setQuality(next);
  };

  const qualityOptions =
    settings.quality && !audioOnly && playable.length > 1
      ? [
          { id: AUTO, label: automatic ? `Auto (${sourceLabel(automatic)})` : 'Auto' },
          ...playable.map((source) => ({ id: String(source.height), label: sourceLabel(source) })),
        ]
      : null;
  const links = settings.social_share && shareUrl ? shareLinks(settings, shareUrl, title) : [];
  const canFullscreen = settings.fullscreen && !audioOnly && fullscreen.supported;

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    activity.wake();
    if (event.defaultPrevented) return;
    const action = playerKeyAction(
      {
        key: event.key,
        target: keyTargetOf(event.target),
        altKey: event.altKey,
        ctrlKey: event.ctrlKey,
        metaKey: event.metaKey,
      },
      { seek: settings.scrub_bar, sound: settings.sound_control, fullscreen: canFullscreen },
    );
    if (!action) return;
    event.preventDefault();
    const { time, volume, muted } = playback;
    if (action === 'toggle-play') playback.togglePlay();
    else if (action === 'seek-back') seek(time - SEEK_STEP);
    else if (action === 'seek-forward') seek(time + SEEK_STEP);
    else if (action === 'volume-up') playback.setVolume((muted ? 0 : volume) + VOLUME_STEP);
    else if (action === 'volume-down') playback.setVolume((muted ? 0 : volume) - VOLUME_STEP);
    else if (action === 'mute') playback.toggleMute();
    else if (action === 'fullscreen') fullscreen.toggle();
  };
  const onFocus = (event: FocusEvent<HTMLDivElement>) => {
    try {
      setKeyboardFocus(event.target.matches(':focus-visible'));
    } catch {
      setKeyboardFocus(false);
    }
  };
  const onBlur = (event: FocusEvent<HTMLDivElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setKeyboardFocus(false);
  };

  const controlsShown = playback.paused || !playback.started || keyboardFocus || popup !== null || activity.recent;
  const picture = containRect(stageSize.width, stageSize.height, pictureRatio ?? ratio);
  const player = useMemo<PlayerState>(
    () => ({
      currentTime: playback.time,
      duration: playback.duration,
      paused: playback.paused,
      seek,
      play,
      pause: () => pause(),
      frame: { width: picture.width, height: picture.height },
    }),
    [playback.time, playback.duration, playback.paused, seek, play, pause, picture.width, picture.height],
  );
  const stageStyle = {
    aspectRatio: String(ratio),
    '--player-accent': settings.controls_color,
    ...(stageSize.height > 0 ? { '--popup-room': `${Math.max(64, stageSize.height - 96)}px` } : {}),
  } as CSSProperties;

  return (
    <PlayerBox className={className}>
      <Stage
        ref={stageRef}
        role="group"
        aria-label={title}
        tabIndex={hasVideo ? 0 : undefined}
        style={stageStyle}
        data-idle={controlsShown ? undefined : ''}
        data-audio-only={audioOnly || undefined}
        data-cue-background={settings.text_track_background || undefined}
        onKeyDown={hasVideo ? onKeyDown : undefined}
        onPointerMove={activity.wake}
        onPointerDown={activity.wake}
        onFocus={onFocus}
        onBlur={onBlur}
      >
        {!hasVideo ? (
          <Empty role="status">{emptyText}</Empty>
        ) : (
          <>
            {audioOnly && (
              <AudioPanel data-testid="audio-only">
                {poster ? <img src={poster} alt="" /> : <Icon name="volume" />}
              </AudioPanel>
            )}
            {/* Clicking the picture plays and pauses; space and k do the same from the keyboard. */}
            <video
              ref={videoRef}
              src={src}
              poster={poster ?? undefined}
              aria-label={title}
              preload="metadata"
              playsInline
              loop={settings.repeat}
              onClick={playback.togglePlay}
              {...playback.mediaProps}
              onLoadedMetadata={(event) => {
                const video = event.currentTarget;
                if (video.videoWidth > 0 && video.videoHeight > 0)
                  setPictureRatio(video.videoWidth / video.videoHeight);
                applySubtitles();
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
            {overlay !== undefined && overlay !== null && (
              <OverlayLayer
                data-testid="player-overlay"
                style={
                  stageSize.width > 0
                    ? { left: picture.left, top: picture.top, width: picture.width, height: picture.height }
                    : undefined
                }
              >
                <PlayerContext.Provider value={player}>{overlay}</PlayerContext.Provider>
              </OverlayLayer>
            )}
            {settings.show_title && <TitleBar>{title}</TitleBar>}
            {!playback.started && playback.paused && !startup.pending && (
              // The control bar's Play button is the accessible one; this is the pointer's shortcut.
              <BigPlay type="button" tabIndex={-1} aria-hidden="true" onClick={playback.togglePlay}>
                <Icon name="play" />
              </BigPlay>
            )}
            {startup.soundBlocked && playback.muted && (
              <UnmuteButton
                type="button"
                onClick={() => {
                  if (videoRef.current) videoRef.current.muted = false;
                  startup.clearSoundBlocked();
                }}
              >
                <Icon name="muted" />
                Unmute
              </UnmuteButton>
            )}
            <ControlBar
              playback={playback}
              settings={settings}
              chapters={sorted}
              qualities={qualityOptions}
              quality={quality}
              onQuality={changeQuality}
              subtitles={subtitles.map((track) => ({
                id: track.id,
                label: track.label ?? track.language ?? 'Subtitles',
              }))}
              subtitle={subtitle}
              onSubtitle={setSubtitle}
              shareLinks={links}
              fullscreen={canFullscreen ? { active: fullscreen.active, toggle: fullscreen.toggle } : null}
              popup={popup}
              onPopup={setPopup}
              hidden={!controlsShown}
            />
          </>
        )}
      </Stage>
      {settings.show_description && description && <Description>{description}</Description>}
      {chapterList && sorted.length > 0 && (
        <Chapters label={chaptersLabel} chapters={sorted} current={current} onSeek={seek} />
      )}
    </PlayerBox>
  );
}
