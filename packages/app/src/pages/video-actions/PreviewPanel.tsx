import type { VideoPlayerHandle } from '@reelbase/player';
import { Spinner } from '@reelbase/ui';
import type { Ref } from 'react';
import { useInternalStatsToken } from '../../data/statisticsCalls.ts';
import { useVideoChapters, useVideoSubtitles } from '../../data/videoActions.ts';
import { useEncodings, useVideo } from '../../data/videos.ts';
import { useStatsBeacon } from '../../video/useStatsBeacon.ts';
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
  // The preview's plays are sent as internal: they are left out of the figures.
  const { data: statsToken } = useInternalStatsToken(videoId);
  const onEvent = useStatsBeacon(statsToken?.token);
  if (!video || !encodings) return <Spinner label="Loading the preview" />;
  return (
    <VideoPreview
      video={video}
      encodings={encodings}
      subtitles={subtitles?.subtitles}
      chapters={chapters?.chapters}
      playerRef={playerRef}
      onTimeUpdate={onTimeUpdate}
      onEvent={onEvent}
    />
  );
}
