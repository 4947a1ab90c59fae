export { FileDrop, type FileDropProps } from './FileDrop.tsx';
export { collectFiles, filesOfEntry, takeDroppedItems } from './fileEntries.ts';
export {
  checkFile,
  dropOutsideMessage,
  type FileLike,
  type FileRejection,
  type FileRejectionReason,
  type FileRules,
  fileExtension,
  fileTooLargeMessage,
  fileTooSmallMessage,
  fileTypeNotAcceptedMessage,
  matchesAccept,
  partitionFiles,
  VIDEO_UPLOAD_RULES,
} from './fileRules.ts';
export { type UseFileDropOptions, useFileDrop } from './useFileDrop.ts';
