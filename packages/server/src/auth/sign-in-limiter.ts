import { SIGN_IN_FAILURE_WINDOW_MINUTES, SIGN_IN_MAX_FAILURES, SIGN_IN_MAX_FAILURES_PER_IP } from '@reelbase/contract';
import type { Executor } from '../db/database.ts';
import { clearFailures, countRecentFailures, recordFailure } from '../users/sign-in-repository.ts';

/** Who is trying to sign in: failures count per email address and per IP address. */
export interface SignInAttempt {
  email: string;
  ip: string;
}

const keysOf = ({ email, ip }: SignInAttempt) => [`email:${email.trim().toLowerCase()}`, `ip:${ip}`];

/**
 * Limits failed sign-ins. The failures live in the database, so the limit survives restarts and
 * holds across server processes.
 */
export const signInLimiter = {
  /** Whether the attempt may check a password at all. */
  async isBlocked(db: Executor, attempt: SignInAttempt, now = new Date()): Promise<boolean> {
    const since = new Date(now.getTime() - SIGN_IN_FAILURE_WINDOW_MINUTES * 60_000);
    const [emailKey, ipKey] = keysOf(attempt);
    const counts = await countRecentFailures(db, [emailKey, ipKey], since);
    return (
      (counts.get(emailKey) ?? 0) >= SIGN_IN_MAX_FAILURES || (counts.get(ipKey) ?? 0) >= SIGN_IN_MAX_FAILURES_PER_IP
    );
  },

  recordFailure(db: Executor, attempt: SignInAttempt): Promise<void> {
    return recordFailure(db, keysOf(attempt));
  },

  /** A successful sign-in forgets the failures of that email address (not of the IP address). */
  recordSuccess(db: Executor, attempt: SignInAttempt): Promise<void> {
    return clearFailures(db, keysOf(attempt).slice(0, 1));
  },

  retryAfterSeconds: SIGN_IN_FAILURE_WINDOW_MINUTES * 60,
};
