import type { InvitationSent, RolesResponse, UserCreate, UserDetail, UserList, UserUpdate } from '@reelbase/contract';
import useSWR from 'swr';
import { api } from '../http/client.ts';
import { type ListQuery, listUrl, redirectOnError } from './list.ts';

const BASE = '/api/users';

/** One page of users (company_id filters for super/system admins). */
export function useUsers(query: ListQuery) {
  return useSWR<UserList>(listUrl(BASE, query), { keepPreviousData: true });
}

/** A user by id (null: none, the create form); a load failure calls `onError`. */
export function useUser(id: number | null, onError?: () => void) {
  return useSWR<UserDetail>(id ? `${BASE}/${id}` : null, redirectOnError(onError));
}

/** The company-level roles the viewer may give and the library-level roles. */
export function useRoles() {
  return useSWR<RolesResponse>('/api/roles');
}

/** Adds (id null) or updates a user; field errors (422) are left to the form. */
export function saveUser(id: number | null, input: UserCreate | UserUpdate) {
  return id
    ? api<UserDetail>('PUT', `${BASE}/${id}`, input, { toastErrors: false })
    : api<UserDetail>('POST', BASE, input, { toastErrors: false });
}

export function deleteUser(id: number) {
  return api<null>('DELETE', `${BASE}/${id}`);
}

/** Mails a user who has not set a password yet a new invitation link (the old one stops working). */
export function resendInvitation(id: number) {
  return api<InvitationSent>('POST', `${BASE}/${id}/invitation`);
}
