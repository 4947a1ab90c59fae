import { api } from '../http/client.ts';

/** Ends every session of the signed-in user, this one included (all their tokens stop working). */
export function signOutEverywhere() {
  return api<null>('POST', '/api/profile/sign-out-everywhere');
}
