import type { UploadItem } from '@reelbase/ui';
import type { UploadFile } from './types.ts';

/** What the console knows of an uploaded file's video: its state, or that it is gone (deleted). */
export type UploadedVideoState =
  | { status: 'uploading' | 'processing' | 'ready'; failureReason: null }
  | { status: 'failed'; failureReason: string | null }
  | { status: 'gone'; failureReason: null };

/** The reason shown when processing failed without one. */
export const PROCESSING_FAILED_MESSAGE = 'The video could not be processed.';
/** Shown when the video of an upload was deleted meanwhile. */
const VIDEO_GONE_MESSAGE = 'The video was deleted.';

/** The media library with a video's panel open: where "Go to video" leads. */
export const videoPanelHref = (videoId: string | number) =>
  `/media-library?videoId=${encodeURIComponent(String(videoId))}`;

/** Whether nothing more will change for this video (its state need not be asked again). */
export const isFinalVideoState = (state: UploadedVideoState | undefined) =>
  state !== undefined && (state.status === 'ready' || state.status === 'failed' || state.status === 'gone');

/**
 * The row of an upload: the engine's state while the bytes go up (queued, uploading, failed with
 * the catalogue's message), then the video's own state once they are all there: Uploaded (until
 * the server's answer is known), Processing, Ready, or Failed with the server's reason.
 */
export function uploadRowOf(file: UploadFile, video: UploadedVideoState | undefined): UploadItem {
  const row: UploadItem = {
    id: file.id,
    name: file.name,
    size: file.size,
    progress: file.progress,
    status: file.status,
    error: file.error ?? undefined,
  };
  if (file.status === 'active') {
    return {
      ...row,
      bytesSent: file.bytesSent,
      bytesPerSecond: file.bytesPerSecond ?? undefined,
      secondsLeft: file.secondsLeft ?? undefined,
    };
  }
  if (file.status !== 'success' || file.objectId === null) return row;
  const done: UploadItem = { ...row, progress: 100, videoHref: videoPanelHref(file.objectId) };
  switch (video?.status) {
    case 'processing':
      return { ...done, status: 'processing' };
    case 'ready':
      return { ...done, status: 'ready' };
    case 'failed':
      return { ...done, status: 'failed', error: video.failureReason ?? PROCESSING_FAILED_MESSAGE };
    case 'gone':
      return { ...row, progress: 100, status: 'failed', error: VIDEO_GONE_MESSAGE };
    default:
      return done;
  }
}
