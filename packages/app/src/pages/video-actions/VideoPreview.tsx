import type { Chapter, Encoding, Subtitle, Video } from '@reelbase/contract';
import { type PlayerEvent, VideoPlayer, type VideoPlayerHandle } from '@reelbase/player';
import { type Ref, useMemo } from 'react';
import { playerChapters, playerSources, playerSubtitles, VIDEO_ACTION_TEXTS } from './videoActions.ts';

export interface VideoPreviewProps {
  video: Pick<Video, 'title' | 'thumbnail'> & Partial<Pick<Video, 'source_url' | 'mime-type' | 'height'>>;
  /** The video's renditions; the ready ones are played. */
  encodings: readonly Encoding[];
  subtitles?: readonly Subtitle[];
  chapters?: readonly Chapter[];
  /** Reads the playback position (e.g. to capture a thumbnail at the current frame). */
  playerRef?: Ref<VideoPlayerHandle>;
  onTimeUpdate?: (seconds: number) => void;
  /** The player's moments, for the statistics (the preview's are marked internal). */
  onEvent?: (event: PlayerEvent, seconds: number) => void;
}

/** The Preview panel's player: the best ready rendition with the subtitles and chapters. */
export function VideoPreview({
  video,
  encodings,
  subtitles,
  chapters,
  playerRef,
  onTimeUpdate,
  onEvent,
}: VideoPreviewProps) {
  const sources = useMemo(
    () => playerSources(encodings, { url: video.source_url, mimeType: video['mime-type'], height: video.height }),
    [encodings, video.source_url, video['mime-type'], video.height],
  );
  const tracks = useMemo(() => playerSubtitles(subtitles), [subtitles]);
  const marks = useMemo(() => playerChapters(chapters), [chapters]);
  return (
    <VideoPlayer
      ref={playerRef}
      title={video.title}
      poster={video.thumbnail}
      sources={sources}
      subtitles={tracks}
      chapters={marks}
      onTimeUpdate={onTimeUpdate}
      onEvent={onEvent}
      emptyText={VIDEO_ACTION_TEXTS.previewEmpty}
    />
  );
}
