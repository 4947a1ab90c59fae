import { createContext, useContext } from 'react';

/** What the layers over the picture (interactive overlays, slides) can read and do. */
export interface PlayerState {
  /** The playback position in seconds. */
  currentTime: number;
  /** The video's length in seconds; null until it is known. */
  duration: number | null;
  paused: boolean;
  /** Moves the playback position (seconds, clamped to the video). */
  seek: (seconds: number) => void;
  play: () => Promise<void>;
  pause: () => void;
  /** The size in CSS pixels of the picture the overlay layer covers (0 before the first layout). */
  frame: { width: number; height: number };
}

/** Given by the player to what it renders in its `overlay`. */
export const PlayerContext = createContext<PlayerState | null>(null);

/** The player around the calling component (rendered in a `VideoPlayer`'s `overlay`). */
export function usePlayer(): PlayerState {
  const player = useContext(PlayerContext);
  if (!player) throw new Error('usePlayer is used outside the overlay of a VideoPlayer.');
  return player;
}
