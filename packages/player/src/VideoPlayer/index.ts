export type { PlayerChapter } from './chapters.ts';
export { type PlayerState, usePlayer } from './PlayerContext.ts';
export type { SubtitleTrack, VideoSource } from './sources.ts';
export type { PlayerEvent } from './usePlayback.ts';
export { VideoPlayer } from './VideoPlayer.tsx';
export type { VideoPlayerHandle, VideoPlayerProps } from './VideoPlayer.types.ts';
