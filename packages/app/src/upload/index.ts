export { backoffDelay, parseRetryAfter, realSleep } from './backoff.ts';
export {
  createUploadEngine,
  DEFAULT_CHUNK_SIZE,
  MIN_CHUNK_SIZE,
  replaceChunkBase,
  UPLOAD_CHUNK_BASE,
} from './engine.ts';
export { UPLOAD_ERROR_MESSAGES, UploadError } from './errors.ts';
export type {
  AddOptions,
  FetchLike,
  Sleep,
  StartResponse,
  UploadData,
  UploadEngine,
  UploadEngineOptions,
  UploadErrorKind,
  UploadFile,
  UploadPart,
  UploadStatus,
} from './types.ts';
export { chooseUploadLibrary, UPLOAD_LIBRARY_MESSAGES, validateUploadFiles } from './validation.ts';
export { xhrFetch } from './xhrFetch.ts';
