export { UploadList, type UploadListProps } from './UploadList.tsx';
export {
  ACTION_LABELS,
  formatSpeed,
  formatTimeLeft,
  runUploadAction,
  STATUS_LABELS,
  STATUS_TONES,
  type UploadAction,
  type UploadCallbacks,
  type UploadItem,
  type UploadStatus,
  type UploadTone,
  uploadActions,
  uploadFigures,
  uploadPercent,
  uploadStatusText,
} from './useUploadList.ts';
