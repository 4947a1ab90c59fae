export type UploadStatus = 'queued' | 'active' | 'success' | 'error';

/** One file of an upload. */
export interface UploadItem {
  id: string;
  name: string;
  /** Size in bytes. */
  size: number;
  /** 0 to 100. */
  progress: number;
  status: UploadStatus;
  /** Why the upload failed (shown when `status` is `error`). */
  error?: string;
}

export type UploadAction = 'retry' | 'cancel' | 'delete' | 'goToVideo' | 'details';

export interface UploadCallbacks {
  onRetry?: (id: string) => void;
  onCancel?: (id: string) => void;
  onDelete?: (id: string) => void;
  onGoToVideo?: (id: string) => void;
  /** Opens the details of a finished upload (the page's drawer). */
  onShowDetails?: (id: string) => void;
}

const ACTIONS_BY_STATUS: Record<UploadStatus, UploadAction[]> = {
  queued: ['cancel'],
  active: ['cancel'],
  success: ['details', 'goToVideo', 'delete'],
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
  error: 'Failed',
};

/** The actions offered for an upload in a state, limited to those with a callback. */
export function uploadActions(status: UploadStatus, callbacks: UploadCallbacks): UploadAction[] {
  return ACTIONS_BY_STATUS[status].filter((action) => callbacks[CALLBACK[action]] !== undefined);
}

/** Runs the callback of an action for one upload. */
export function runUploadAction(action: UploadAction, id: string, callbacks: UploadCallbacks) {
  callbacks[CALLBACK[action]]?.(id);
}

/** The progress of an upload clamped to 0..100 and rounded, for the bar and its text. */
export function uploadPercent(item: Pick<UploadItem, 'progress' | 'status'>): number {
  if (item.status === 'success') return 100;
  return Math.round(Math.min(100, Math.max(0, Number.isFinite(item.progress) ? item.progress : 0)));
}
