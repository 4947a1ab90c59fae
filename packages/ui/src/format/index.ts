export { DISPLAY_TIME_ZONE, formatDate, formatDateTime } from './formatDate.ts';
export { formatDuration } from './formatDuration.ts';
export { formatFileSize } from './formatFileSize.ts';
