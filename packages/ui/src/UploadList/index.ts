export { UploadList, type UploadListProps } from './UploadList.tsx';
export {
  ACTION_LABELS,
  runUploadAction,
  STATUS_LABELS,
  type UploadAction,
  type UploadCallbacks,
  type UploadItem,
  type UploadStatus,
  uploadActions,
  uploadPercent,
} from './useUploadList.ts';
