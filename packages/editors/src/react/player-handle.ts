/**
 * The editors' hold on their player: the player's handle, written out here so that the library's
 * type declarations stand on their own (it matches `VideoPlayerHandle` of the player).
 */
export interface EditorPlayerHandle {
  /** The playback position in seconds. */
  getCurrentTime: () => number;
  /** Moves the playback position (seconds, clamped to the video). */
  seek: (seconds: number) => void;
  play: () => Promise<void>;
  pause: () => void;
  /** The underlying video element, null before mount. */
  readonly element: HTMLVideoElement | null;
}
