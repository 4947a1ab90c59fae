import { formatFileSize } from '../format/index.ts';

/**
 * Where a file is: waiting, sending, sent (`success`, "Uploaded"), then its video being processed,
 * ready, or failed while processing (`failed`, with the reason); `error` is a failed upload that
 * can be tried again.
 */
export type UploadStatus = 'queued' | 'active' | 'success' | 'processing' | 'ready' | 'failed' | 'error';

/** One file of an upload. */
export interface UploadItem {
  id: string;
  name: string;
  /** Size in bytes. */
  size: number;
  /** 0 to 100. */
  progress: number;
  status: UploadStatus;
  /** Why the upload or the processing failed (shown when `status` is `error` or `failed`). */
  error?: string;
  /** Bytes sent so far, shown while uploading. */
  bytesSent?: number;
  /** The upload speed in bytes per second, shown while uploading. */
  bytesPerSecond?: number;
  /** Seconds until the upload is done, shown while uploading. */
  secondsLeft?: number;
  /** Where the video is in the console: "Go to video" is a link there. */
  videoHref?: string;
}

export type UploadAction = 'retry' | 'cancel' | 'delete' | 'goToVideo' | 'details';

export interface UploadCallbacks {
  onRetry?: (id: string) => void;
  onCancel?: (id: string) => void;
  onDelete?: (id: string) => void;
  /** "Go to video": with an item's `videoHref` a link, which calls this instead of loading the page. */
  onGoToVideo?: (id: string) => void;
  /** Opens the details of a finished upload (the page's drawer). */
  onShowDetails?: (id: string) => void;
}

const DONE: UploadAction[] = ['details', 'goToVideo', 'delete'];

const ACTIONS_BY_STATUS: Record<UploadStatus, UploadAction[]> = {
  queued: ['cancel'],
  active: ['cancel'],
  success: DONE,
  processing: DONE,
  ready: DONE,
  failed: DONE,
  error: ['retry', 'delete'],
};

const CALLBACK: Record<UploadAction, keyof UploadCallbacks> = {
  retry: 'onRetry',
  cancel: 'onCancel',
  delete: 'onDelete',
  goToVideo: 'onGoToVideo',
  details: 'onShowDetails',
};

export const ACTION_LABELS: Record<UploadAction, string> = {
  retry: 'Retry',
  cancel: 'Cancel',
  delete: 'Delete',
  goToVideo: 'Go to video',
  details: 'Details',
};

export const STATUS_LABELS: Record<UploadStatus, string> = {
  queued: 'Queued',
  active: 'Uploading',
  success: 'Uploaded',
  processing: 'Processing',
  ready: 'Ready',
  failed: 'Failed',
  error: 'Failed',
};

/** The tone of a state: its bar and its text. */
export type UploadTone = 'muted' | 'progress' | 'success' | 'danger';

export const STATUS_TONES: Record<UploadStatus, UploadTone> = {
  queued: 'muted',
  active: 'progress',
  success: 'progress',
  processing: 'progress',
  ready: 'success',
  failed: 'danger',
  error: 'danger',
};

/** The actions offered for an upload in a state, limited to those with a callback (or a link). */
export function uploadActions(status: UploadStatus, callbacks: UploadCallbacks, videoHref?: string): UploadAction[] {
  return ACTIONS_BY_STATUS[status].filter(
    (action) => callbacks[CALLBACK[action]] !== undefined || (action === 'goToVideo' && Boolean(videoHref)),
  );
}

/** Runs the callback of an action for one upload. */
export function runUploadAction(action: UploadAction, id: string, callbacks: UploadCallbacks) {
  callbacks[CALLBACK[action]]?.(id);
}

/** The progress of an upload clamped to 0..100 and rounded down, for the bar and its text. */
export function uploadPercent(item: Pick<UploadItem, 'progress' | 'status'>): number {
  if (item.status !== 'queued' && item.status !== 'active' && item.status !== 'error') return 100;
  const value = Number.isFinite(item.progress) ? item.progress : 0;
  return Math.floor(Math.min(100, Math.max(0, value)));
}

/** The status line: the state's label, with the reason of a failure. */
export function uploadStatusText(item: Pick<UploadItem, 'status' | 'error'>): string {
  const label = STATUS_LABELS[item.status];
  return (item.status === 'error' || item.status === 'failed') && item.error ? `${label}: ${item.error}` : label;
}

/** A speed as "1.5 MB/s" (steps of 1024, as file sizes). */
export function formatSpeed(bytesPerSecond: number): string {
  return `${formatFileSize(bytesPerSecond, 1)}/s`;
}

/** Time left, rounded as people read it: "8 s left", "2 min 5 s left", "1 h 4 min left". */
export function formatTimeLeft(seconds: number): string {
  const whole = Math.max(0, Math.ceil(seconds));
  if (whole < 60) return `${whole} s left`;
  if (whole < 600) return `${Math.floor(whole / 60)} min ${whole % 60} s left`;
  if (whole < 3600) return `${Math.round(whole / 60)} min left`;
  const minutes = Math.round((whole % 3600) / 60);
  const hours = Math.floor(whole / 3600) + (minutes === 60 ? 1 : 0);
  return `${hours} h ${minutes === 60 ? 0 : minutes} min left`;
}

/** The figures of an upload under way: "12.4 MB of 30 MB · 1.5 MB/s · 12 s left" (speed and time once known). */
export function uploadFigures(item: UploadItem): string | null {
  if (item.status !== 'active') return null;
  const sent = Math.min(item.size, Math.max(0, item.bytesSent ?? (item.size * uploadPercent(item)) / 100));
  const parts = [`${formatFileSize(sent)} of ${formatFileSize(item.size)}`];
  if (item.bytesPerSecond !== undefined && Number.isFinite(item.bytesPerSecond)) {
    parts.push(formatSpeed(item.bytesPerSecond));
  }
  if (item.secondsLeft !== undefined && Number.isFinite(item.secondsLeft)) parts.push(formatTimeLeft(item.secondsLeft));
  return parts.join(' · ');
}
