import {
  SIGN_IN_FAILURE_WINDOW_MINUTES,
  SIGN_IN_MAX_FAILURES,
  SIGN_IN_MAX_FAILURES_PER_ACCOUNT,
  SIGN_IN_MAX_FAILURES_PER_IP,
  SIGN_IN_SLOWDOWN_AFTER,
} from '@reelbase/contract';
import type { Executor } from '../db/database.ts';
import { clearFailures, failuresSince, releaseFailures, reserveFailures } from '../users/sign-in-repository.ts';

/** Who is trying to sign in: failures count per e-mail address and client address. */
export interface SignInAttempt {
  email: string;
  ip: string;
}

/** The outcome of a guarded attempt: the user, a wrong password, or refused before checking. */
export type SignInOutcome =
  | { kind: 'signed-in'; userId: number }
  | { kind: 'wrong' }
  | { kind: 'refused'; retryAfterSeconds: number };

const WINDOW_SECONDS = SIGN_IN_FAILURE_WINDOW_MINUTES * 60;
const MAX_DELAY_SECONDS = 60;

function keysOf({ email, ip }: SignInAttempt) {
  const account = email.trim().toLowerCase();
  return { pair: `pair:${account}|${ip}`, account: `email:${account}`, address: `ip:${ip}` };
}

/** Seconds an address must wait after its last failure: nothing at first, then 1, 2, 4 ... 60. */
export function slowdownSeconds(failures: number): number {
  if (failures < SIGN_IN_SLOWDOWN_AFTER) return 0;
  return Math.min(2 ** (failures - SIGN_IN_SLOWDOWN_AFTER), MAX_DELAY_SECONDS);
}

/**
 * Checks a password under the failed sign-in limits (after OWASP's authentication guidance):
 *
 * - the attempt is reserved first (recorded as a failure before the password is checked, and
 *   dropped again on success), so concurrent attempts cannot pass the limits: each one counts
 *   the others;
 * - an address that keeps failing is slowed down (`slowdownSeconds`) and stopped after
 *   SIGN_IN_MAX_FAILURES_PER_IP failures in the window;
 * - an e-mail address is locked for one client address after SIGN_IN_MAX_FAILURES failures from
 *   it, and for everyone only after SIGN_IN_MAX_FAILURES_PER_ACCOUNT failures from several
 *   addresses, which one address alone never reaches: a stranger cannot lock an account out.
 *
 * Refused attempts are not counted. The records live in the database: the limits survive a
 * restart and hold across server processes.
 */
export async function attemptSignIn(
  db: Executor,
  attempt: SignInAttempt,
  checkPassword: () => Promise<number | null>,
  now = new Date(),
): Promise<SignInOutcome> {
  const keys = keysOf(attempt);
  const reserved = await reserveFailures(db, [keys.pair, keys.account, keys.address], now);
  const since = new Date(now.getTime() - WINDOW_SECONDS * 1000);
  const seen = await failuresSince(db, Object.values(keys), since, reserved);
  const count = (key: string) => seen.get(key)?.count ?? 0;
  // What the others hold, besides this attempt: the limits are "at most N checked".
  let retryAfterSeconds = 0;
  if (
    count(keys.pair) >= SIGN_IN_MAX_FAILURES ||
    count(keys.account) >= SIGN_IN_MAX_FAILURES_PER_ACCOUNT ||
    count(keys.address) >= SIGN_IN_MAX_FAILURES_PER_IP
  ) {
    retryAfterSeconds = WINDOW_SECONDS;
  } else {
    const last = seen.get(keys.address)?.last;
    const wait = slowdownSeconds(count(keys.address));
    if (last && wait > 0) retryAfterSeconds = Math.ceil((last.getTime() + wait * 1000 - now.getTime()) / 1000);
  }
  if (retryAfterSeconds > 0) {
    await releaseFailures(db, reserved);
    return { kind: 'refused', retryAfterSeconds };
  }
  const userId = await checkPassword();
  if (userId === null) return { kind: 'wrong' };
  await releaseFailures(db, reserved);
  // A success forgets the failures of that account from this address (not the address's own).
  await clearFailures(db, [keys.pair]);
  return { kind: 'signed-in', userId };
}
