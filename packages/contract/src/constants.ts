/** Business constants of the specification. */
export const TOAST_DURATION_MS = 5000;
export const VERSION_CHECK_INTERVAL_MS = 120000;
export const INPUT_DEBOUNCE_MS = 400;
export const SEARCH_DEBOUNCE_MS = 300;
export const PAGINATION_RANGE = 2;
export const PAGE_SIZES = { videos: 12, libraries: 12, companies: 9, users: 9, statistics: 12 } as const;
export const UPLOAD_MIN_BYTES = 1048576;
export const UPLOAD_MAX_BYTES = 46106127360;
export const CHUNK_MIN_BYTES = 1048576;
/** The largest chunk the upload protocol accepts in one request (256 MiB). */
export const MAX_CHUNK_BYTES = 256 * 1024 * 1024;
