import type { ViewTemplate } from '@reelbase/contract';
import { VIEW_TEXTS } from '@reelbase/contract/view-texts';
import type { CSSProperties, KeyboardEvent } from 'react';
import {
  Bar,
  Group,
  Marker,
  Optional,
  Row,
  Scrub,
  ScrubFill,
  ScrubInput,
  ScrubTrack,
  TimeText,
  Volume,
  VolumeInput,
} from './ControlBar.styles.ts';
import type { PlayerChapter } from './chapters.ts';
import { ControlButton, MenuButton, type MenuChoice, ShareButton } from './controls.tsx';
import type { ShareLink } from './share.ts';
import { spokenTime, timeInfo } from './time.ts';
import type { Playback } from './usePlayback.ts';

/** Which popup of the bar is open. */
export type BarPopup = 'quality' | 'subtitles' | 'share' | null;

const OFF = 'off';

export interface ControlBarProps {
  playback: Playback;
  settings: ViewTemplate;
  /** Chapters in playing order, marked on the scrub bar. */
  chapters: readonly PlayerChapter[];
  /** The quality choices (Auto first); null hides the menu. */
  qualities: readonly MenuChoice[] | null;
  quality: string;
  onQuality: (id: string) => void;
  subtitles: readonly MenuChoice[];
  /** The id of the subtitles showing, null when off. */
  subtitle: string | null;
  onSubtitle: (id: string | null) => void;
  shareLinks: readonly ShareLink[];
  /** Null when the template or the browser gives no fullscreen. */
  fullscreen: { active: boolean; toggle: () => void } | null;
  popup: BarPopup;
  onPopup: (popup: BarPopup) => void;
  hidden: boolean;
}

const SEEK_KEYS: Record<string, number> = {
  ArrowLeft: -5,
  ArrowDown: -5,
  ArrowRight: 5,
  ArrowUp: 5,
  PageDown: -10,
  PageUp: 10,
};

/** The player's own controls, each one shown as the template says. */
export function ControlBar({
  playback,
  settings,
  chapters,
  qualities,
  quality,
  onQuality,
  subtitles,
  subtitle,
  onSubtitle,
  shareLinks,
  fullscreen,
  popup,
  onPopup,
  hidden,
}: ControlBarProps) {
  const { time, duration, paused, muted, volume } = playback;
  const toggle = (name: Exclude<BarPopup, null>) => (open: boolean) => onPopup(open ? name : null);

  const onScrubKey = (event: KeyboardEvent<HTMLInputElement>) => {
    const step = SEEK_KEYS[event.key];
    if (step === undefined && event.key !== 'Home' && event.key !== 'End') return;
    event.preventDefault();
    if (event.key === 'Home') playback.seek(0);
    else if (event.key === 'End') playback.seek(duration ?? 0);
    else playback.seek(time + step);
  };

  const level = muted ? 0 : volume;
  return (
    <Bar data-controls="" data-hidden={hidden || undefined}>
      {settings.scrub_bar && (
        <Scrub>
          <ScrubTrack aria-hidden="true">
            <ScrubFill style={{ width: `${duration ? Math.min(100, (time / duration) * 100) : 0}%` }} />
            {duration !== null && chapters.length > 0 && (
              <span data-testid="chapter-markers">
                {chapters.map((chapter) => (
                  <Marker key={chapter.id} style={{ left: `${Math.min(100, (chapter.offset / duration) * 100)}%` }} />
                ))}
              </span>
            )}
          </ScrubTrack>
          <ScrubInput
            type="range"
            aria-label="Seek"
            min={0}
            max={duration ?? 0}
            step="any"
            value={Math.min(time, duration ?? 0)}
            aria-valuetext={spokenTime(time, duration)}
            disabled={duration === null}
            onChange={(event) => playback.seek(Number(event.currentTarget.value))}
            onKeyDown={onScrubKey}
          />
        </Scrub>
      )}
      <Row>
        <Group>
          <ControlButton
            label={paused ? 'Play' : 'Pause'}
            icon={paused ? 'play' : 'pause'}
            onPress={playback.togglePlay}
          />
          {settings.rewind_10s && (
            <Optional>
              <ControlButton label="Back 10 seconds" icon="rewind" onPress={() => playback.seek(time - 10)} />
            </Optional>
          )}
          {settings.sound_control && (
            <Volume>
              <ControlButton
                label="Mute"
                icon={muted || volume === 0 ? 'muted' : 'volume'}
                aria-pressed={muted}
                onPress={playback.toggleMute}
              />
              <VolumeInput
                type="range"
                aria-label="Volume"
                min={0}
                max={1}
                step={0.05}
                value={level}
                aria-valuetext={`${Math.round(level * 100)}%`}
                style={{ '--fill': `${level * 100}%` } as CSSProperties}
                onChange={(event) => playback.setVolume(Number(event.currentTarget.value))}
              />
            </Volume>
          )}
          {settings.time_info && <TimeText>{timeInfo(time, duration)}</TimeText>}
        </Group>
        <Group>
          {subtitles.length === 1 && (
            <ControlButton
              label="Subtitles"
              icon="subtitles"
              aria-pressed={subtitle !== null}
              onPress={() => onSubtitle(subtitle === null ? subtitles[0].id : null)}
            />
          )}
          {subtitles.length > 1 && (
            <MenuButton
              label="Subtitles"
              icon="subtitles"
              items={[{ id: OFF, label: 'Off' }, ...subtitles]}
              selected={subtitle ?? OFF}
              onSelect={(id) => onSubtitle(id === OFF ? null : id)}
              open={popup === 'subtitles'}
              onOpenChange={toggle('subtitles')}
              on={subtitle !== null}
            />
          )}
          {qualities && (
            <MenuButton
              label="Quality"
              icon="quality"
              valueText={qualities.find((item) => item.id === quality)?.label ?? qualities[0]?.label}
              items={qualities}
              selected={quality}
              onSelect={onQuality}
              open={popup === 'quality'}
              onOpenChange={toggle('quality')}
            />
          )}
          {shareLinks.length > 0 && (
            <ShareButton
              label={VIEW_TEXTS.share}
              links={shareLinks}
              open={popup === 'share'}
              onOpenChange={toggle('share')}
            />
          )}
          {fullscreen && (
            <ControlButton
              label={fullscreen.active ? 'Exit fullscreen' : 'Fullscreen'}
              icon={fullscreen.active ? 'exitFullscreen' : 'fullscreen'}
              onPress={fullscreen.toggle}
            />
          )}
        </Group>
      </Row>
    </Bar>
  );
}
