import type {
  AssignedUser,
  Library,
  LibraryInput,
  LibraryList,
  LibrarySummary,
  LogoResponse,
} from '@reelbase/contract';
import { useMemo } from 'react';
import useSWR from 'swr';
import { api } from '../http/client.ts';
import type { UploadLibrary } from '../pages/upload/UploadPanel.tsx';
import { sortLibraries } from './librarySort.ts';
import { type ListQuery, listUrl, redirectOnError } from './list.ts';

const BASE = '/api/libraries';

/** One page of libraries. */
export function useLibraries(query: ListQuery) {
  return useSWR<LibraryList>(listUrl(BASE, query), { keepPreviousData: true });
}

/** A library by id (null: none, the create form); a load failure calls `onError`. */
export function useLibrary(id: number | null, onError?: () => void) {
  return useSWR<Library>(id ? `${BASE}/${id}` : null, redirectOnError(onError));
}

/** A list of libraries for a choice (select, filter, picker), in reading order. */
export function useLibraryChoices<T extends LibrarySummary | UploadLibrary>(key: string | null) {
  const { data, error, isLoading } = useSWR<T[]>(key);
  const sorted = useMemo(() => (data ? sortLibraries(data) : undefined), [data]);
  return { data: sorted, error, isLoading };
}

/** Every library the viewer holds any permission for. */
export function useLibrariesICanSee() {
  return useLibraryChoices<LibrarySummary>('/api/libraries-i-can-see');
}

/** The users with a role in a library (user_name, user_email, role_name). */
export function useAssignedUsers(id: number) {
  return useSWR<AssignedUser[]>(`${BASE}/${id}/assigned-users`);
}

/** Adds (id null) or updates a library; field errors (422) are left to the form. */
export function saveLibrary(id: number | null, input: LibraryInput) {
  return id
    ? api<Library>('PUT', `${BASE}/${id}`, input, { toastErrors: false })
    : api<Library>('POST', BASE, input, { toastErrors: false });
}

export function deleteLibrary(id: number) {
  return api<null>('DELETE', `${BASE}/${id}`);
}

function uploadImage<T>(id: number, path: string, field: string, file: File) {
  const form = new FormData();
  form.append(field, file);
  return api<T>('POST', `${BASE}/${id}/${path}`, form);
}

export const uploadLibraryLogo = (id: number, file: File) => uploadImage<LogoResponse>(id, 'logo', 'logo', file);
export const removeLibraryLogo = (id: number) => api<LogoResponse>('DELETE', `${BASE}/${id}/logo`);
export const uploadLibraryBackground = (id: number, file: File) =>
  uploadImage<{ viewingPageBackground: string | null }>(id, 'viewing-page-background', 'viewingPageBackground', file);
export const removeLibraryBackground = (id: number) =>
  api<{ viewingPageBackground: string | null }>('DELETE', `${BASE}/${id}/viewing-page-background`);

/** The libraries the signed-in user may upload to, with their upload settings. */
export function useUploadLibraries() {
  return useLibraryChoices<UploadLibrary>('/api/libraries/for-upload');
}
