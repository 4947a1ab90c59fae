import {
  type CreatedExternalUploadLink,
  type ErrorBody,
  type ExternalBasic,
  type ExternalUploadInfo,
  type ExternalUploadLink,
  type ExternalUploadLinkCreate,
  type ExternalVideo,
  type SendBackupData,
  UPLOAD_TOKEN_HEADER,
} from '@reelbase/contract';
import useSWR from 'swr';
import { api } from '../http/client.ts';
import { ApiError } from '../http/errors.ts';
import { createUploadEngine, type UploadEngine } from '../upload/index.ts';

// ---- Staff: the links of a library (signed in, Bearer token) ----

const linksUrl = (libraryId: number) => `/api/libraries/${libraryId}/external-upload-links`;

/** The external upload links of a library, newest first. */
export function useExternalUploadLinks(libraryId: number) {
  return useSWR<ExternalUploadLink[]>(linksUrl(libraryId));
}

/** Creates a link; the answer holds its token and address, which are not shown again later. */
export function createExternalUploadLink(libraryId: number, input: ExternalUploadLinkCreate) {
  return api<CreatedExternalUploadLink>('POST', linksUrl(libraryId), input);
}

/** Revokes a link: it stops working at once. */
export function revokeExternalUploadLink(id: number) {
  return api<null>('DELETE', `/api/external-upload-links/${id}`);
}

// ---- The public page: no account, the link's token in the X-Upload-Token header ----

/** The chunk protocol base of uploads with a link. */
const EXTERNAL_UPLOAD_CHUNK_BASE = '/api/external-upload/chunk';

/** Sends the link's token with a request (the public calls never carry a Bearer token). */
function withUploadToken(token: string, init: RequestInit = {}): RequestInit {
  const headers = new Headers(init.headers);
  headers.set(UPLOAD_TOKEN_HEADER, token);
  return { ...init, headers };
}

/**
 * Calls a public external upload endpoint. Errors are thrown as `ApiError` with the server's
 * body; the page decides how to show them (there is no sign-in to fall back to).
 */
async function externalRequest<T>(token: string, method: string, url: string, body?: unknown): Promise<T> {
  const init: RequestInit = { method, headers: { accept: 'application/json' } };
  if (body !== undefined) {
    init.headers = { ...init.headers, 'content-type': 'application/json' };
    init.body = JSON.stringify(body);
  }
  const response = await fetch(url, withUploadToken(token, init));
  const text = await response.text();
  let data: unknown = null;
  try {
    data = text ? JSON.parse(text) : null;
  } catch {
    data = { message: text };
  }
  if (!response.ok) throw new ApiError(response.status, data as Partial<ErrorBody> | null);
  return data as T;
}

/** What the token opens: the library and the link's expiry (an invalid token is an `ApiError` 401). */
export function useExternalUploadInfo(token: string | null) {
  return useSWR<ExternalUploadInfo, ApiError>(
    token ? ['external-upload', token] : null,
    () => externalRequest<ExternalUploadInfo>(token ?? '', 'GET', '/api/external-upload'),
    { shouldRetryOnError: false, revalidateOnFocus: false },
  );
}

/** A video uploaded with the link; polled while its file is still being uploaded. */
export function useExternalVideo(token: string, videoId: string | null, pollMs = 3000) {
  return useSWR<ExternalVideo, ApiError>(
    videoId ? ['external-upload-video', token, videoId] : null,
    () => externalRequest<ExternalVideo>(token, 'GET', `/api/external-upload/videos/${videoId}`),
    {
      shouldRetryOnError: false,
      revalidateOnFocus: false,
      refreshInterval: (video) => (video?.status === 'uploading' ? pollMs : 0),
    },
  );
}

/** Saves the Basic data (title, Aanvraagnummer) of a video uploaded with the link. */
export function saveExternalBasic(token: string, videoId: string, input: ExternalBasic) {
  return externalRequest<ExternalVideo>(token, 'PUT', `/api/external-upload/videos/${videoId}`, input);
}

/** Mails the viewing and download links to the requester (at most once per 5 seconds). */
export function sendBackupData(token: string, input: SendBackupData) {
  return externalRequest<{ sent: true }>(token, 'POST', '/api/send-backup-data', input);
}

/** An upload engine (the console's chunk protocol) that authorises with the link's token. */
export function externalUploadEngine(token: string): UploadEngine {
  return createUploadEngine({
    baseUrl: EXTERNAL_UPLOAD_CHUNK_BASE,
    getToken: () => null,
    fetch: (input, init) => globalThis.fetch(input, withUploadToken(token, init)),
  });
}
