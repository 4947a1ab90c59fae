import type { VideoPlayerHandle } from '@reelbase/player';
import { Spinner } from '@reelbase/ui';
import type { Ref } from 'react';
import { useVideoChapters, useVideoSubtitles } from '../../data/videoActions.ts';
import { useEncodings, useVideo } from '../../data/videos.ts';
import { VideoPreview } from './VideoPreview.tsx';

export interface PreviewPanelProps {
  videoId: string;
  playerRef?: Ref<VideoPlayerHandle>;
  onTimeUpdate?: (seconds: number) => void;
}

/** The Preview panel of one video: loads the video, its renditions, subtitles and chapters. */
export function PreviewPanel({ videoId, playerRef, onTimeUpdate }: PreviewPanelProps) {
  const { data: video } = useVideo(videoId);
  const { data: encodings } = useEncodings(videoId);
  const { data: subtitles } = useVideoSubtitles(videoId);
  const { data: chapters } = useVideoChapters(videoId);
  if (!video || !encodings) return <Spinner label="Loading the preview" />;
  return (
    <VideoPreview
      video={video}
      encodings={encodings}
      subtitles={subtitles?.subtitles}
      chapters={chapters?.chapters}
      playerRef={playerRef}
      onTimeUpdate={onTimeUpdate}
    />
  );
}
