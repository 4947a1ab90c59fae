import { IconButton, token } from '@reelbase/ui';
import styled from 'styled-components';
import { formatScrubTime } from '../scrub/time.ts';
import { Icon } from './icons.tsx';
import { PLAYER_SEEK_STEP, type Playhead } from './usePlayhead.ts';

const Bar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${token('space-2')};
  min-width: 0;
`;

const Time = styled.span`
  margin-left: ${token('space-2')};
  font-variant-numeric: tabular-nums;
  font-size: ${token('font-size-sm')};
  color: ${token('color-text-muted')};
  white-space: nowrap;
`;

export interface PlayerControlsProps {
  playhead: Playhead;
  /** Seconds. */
  duration: number;
}

/** The controls under the preview: back and forward 0.1 s, play and pause, and the current time. */
export function PlayerControls({ playhead, duration }: PlayerControlsProps) {
  return (
    <Bar role="group" aria-label="Player controls">
      <IconButton
        label="Back 0.1 seconds"
        icon={<Icon name="stepBack" />}
        variant="secondary"
        onPress={() => playhead.step(-PLAYER_SEEK_STEP)}
      />
      <IconButton
        label={playhead.paused ? 'Play' : 'Pause'}
        icon={<Icon name={playhead.paused ? 'play' : 'pause'} />}
        variant="primary"
        onPress={playhead.toggle}
      />
      <IconButton
        label="Forward 0.1 seconds"
        icon={<Icon name="stepForward" />}
        variant="secondary"
        onPress={() => playhead.step(PLAYER_SEEK_STEP)}
      />
      <Time data-testid="player-time">
        {formatScrubTime(playhead.time)} / {formatScrubTime(duration)}
      </Time>
    </Bar>
  );
}
