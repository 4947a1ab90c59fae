import type { PlayerTemplate, PlayerTemplateInput } from '@reelbase/contract';
import useSWR, { mutate } from 'swr';
import { api } from '../http/client.ts';
import { redirectOnError } from './list.ts';

const base = (libraryId: number) => `/api/libraries/${libraryId}/player-templates`;

/** A library's player templates, the default first; a load failure calls `onError`. */
export function usePlayerTemplates(libraryId: number, onError?: () => void) {
  return useSWR<PlayerTemplate[]>(base(libraryId), redirectOnError(onError));
}

/** A template by id (null: none, the create form); a load failure calls `onError`. */
export function usePlayerTemplate(libraryId: number, id: number | null, onError?: () => void) {
  return useSWR<PlayerTemplate>(id ? `${base(libraryId)}/${id}` : null, redirectOnError(onError));
}

/** Adds (id null) or updates a template; field errors (422) are left to the form. */
export function savePlayerTemplate(libraryId: number, id: number | null, input: PlayerTemplateInput) {
  return id
    ? api<PlayerTemplate>('PUT', `${base(libraryId)}/${id}`, input, { toastErrors: false })
    : api<PlayerTemplate>('POST', base(libraryId), input, { toastErrors: false });
}

export function deletePlayerTemplate(libraryId: number, id: number) {
  return api<null>('DELETE', `${base(libraryId)}/${id}`);
}

/** Revalidates a library's list of player templates. */
export function invalidatePlayerTemplates(libraryId: number) {
  return mutate(base(libraryId));
}
