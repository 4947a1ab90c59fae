import type { Profile, ProfileUpdate } from '@reelbase/contract';
import useSWR from 'swr';
import { api, fetcher } from '../http/client.ts';

/** Ends every session of the signed-in user, this one included (all their tokens stop working). */
export function signOutEverywhere() {
  return api<null>('POST', '/api/profile/sign-out-everywhere');
}

/** The signed-in user's own details. */
export function useProfile(onError?: () => void) {
  return useSWR<Profile>('/api/profile', fetcher, { onError });
}

/** Saves the signed-in user's own details; field errors (422) are left to the form. */
export function saveProfile(update: ProfileUpdate) {
  return api<Profile>('PUT', '/api/profile', update, { toastErrors: false });
}
