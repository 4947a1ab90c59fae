import type {
  FtpConnection,
  FtpDeleteResponse,
  FtpListing,
  FtpUploadInput,
  FtpUploadResponse,
  LibrarySummary,
} from '@reelbase/contract';
import useSWR from 'swr';
import { api } from '../http/client.ts';
import { useLibraryChoices } from './libraries.ts';

const BASE = '/api/ftp';

/** The address of one folder of the FTP folder (`/` is its root). */
const ftpFolderUrl = (path: string) => `${BASE}?path=${encodeURIComponent(path)}`;

/**
 * One folder of the viewer's FTP folder. A failed listing is toasted by the API client (the
 * server's message on 404) and is not retried; the page then shows an empty list.
 */
export function useFtpFolder(path: string) {
  return useSWR<FtpListing>(ftpFolderUrl(path), { shouldRetryOnError: false, revalidateOnFocus: true });
}

/** The libraries the viewer may upload to (the FTP upload's library select). */
export function useFtpLibraries() {
  return useLibraryChoices<LibrarySummary>('/api/libraries/for-upload');
}

/** How an FTP client reaches the built-in FTP server (host, port, encryption). */
export function useFtpConnection() {
  return useSWR<FtpConnection>(`${BASE}/connection`);
}

/** Deletes files and folders; the answer lists what was deleted and what failed. */
export function deleteFtpFiles(paths: string[]) {
  return api<FtpDeleteResponse>('DELETE', BASE, { paths });
}

/** Starts the import of one file into a library; a refusal (422) is reported by the screen, not toasted. */
export function startFtpUpload(item: FtpUploadInput) {
  return api<FtpUploadResponse>('POST', `${BASE}/upload`, item, { toastErrors: false });
}
