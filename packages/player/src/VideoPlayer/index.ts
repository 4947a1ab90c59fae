export { currentChapterIndex, formatTime, type PlayerChapter } from './chapters.ts';
export { PlayerContext, type PlayerState, usePlayer } from './PlayerContext.ts';
export { type ShareLink, shareHref, shareLinks } from './share.ts';
export { pickSource, type SubtitleTrack, type VideoSource } from './sources.ts';
export { PLAYER_DEFAULTS, resolveTemplate } from './template.ts';
export type { PlayerEvent } from './usePlayback.ts';
export { VideoPlayer, type VideoPlayerHandle, type VideoPlayerProps } from './VideoPlayer.tsx';
