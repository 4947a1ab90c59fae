import { type CSSProperties, useEffect, useImperativeHandle, useMemo, useRef, useState } from 'react';
import { Chapters } from './Chapters.tsx';
import { type BarPopup, ControlBar } from './ControlBar.tsx';
import { currentChapterIndex, sortChapters } from './chapters.ts';
import { Icon } from './icons.tsx';
import { PlayerContext, type PlayerState } from './PlayerContext.ts';
import { shareLinks } from './share.ts';
import { resolveTemplate } from './template.ts';
import { aspectRatioOf, containRect } from './time.ts';
import { usePlayback } from './usePlayback.ts';
import { usePlayerKeys } from './usePlayerKeys.ts';
import { useRendition } from './useRendition.ts';
import { useElementSize, useFullscreen, useRecentActivity } from './useStage.ts';
import { useImpression, useStartup } from './useStartup.ts';
import { useSubtitles } from './useSubtitles.ts';
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
import type { VideoPlayerProps } from './VideoPlayer.types.ts';

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
  const [pictureRatio, setPictureRatio] = useState<number | null>(null);
  const [popup, setPopup] = useState<BarPopup>(null);
  const playback = usePlayback(videoRef, { onTimeUpdate, onEvent });
  const stageSize = useElementSize(stageRef);
  const fullscreen = useFullscreen(stageRef, videoRef);
  const activity = useRecentActivity();

  const { src, hasVideo, quality, changeQuality, qualityOptions, resumeAfterLoad } = useRendition(stageRef, videoRef, {
    sources,
    ratio,
    audioOnly,
    offerQuality: settings.quality,
  });
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

  const { subtitle, setSubtitle, applySubtitles } = useSubtitles(videoRef, subtitles, hasVideo);

  // The controls show again for a while when playing starts or stops.
  // biome-ignore lint/correctness/useExhaustiveDependencies: reacts to play and pause only
  useEffect(() => activity.wake(), [playback.paused]);

  const links = settings.social_share && shareUrl ? shareLinks(settings, shareUrl, title) : [];
  const canFullscreen = settings.fullscreen && !audioOnly && fullscreen.supported;

  const { keyboardFocus, onKeyDown, onFocus, onBlur } = usePlayerKeys(playback, {
    seek: settings.scrub_bar,
    sound: settings.sound_control,
    fullscreen: canFullscreen,
    toggleFullscreen: fullscreen.toggle,
    wake: activity.wake,
  });

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
                resumeAfterLoad(video);
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
