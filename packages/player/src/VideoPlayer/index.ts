export { currentChapterIndex, formatTime, type PlayerChapter } from './chapters.ts';
export { pickSource, type SubtitleTrack, type VideoSource } from './sources.ts';
export { VideoPlayer, type VideoPlayerHandle, type VideoPlayerProps } from './VideoPlayer.tsx';
