import { randomBytes } from 'node:crypto';
import {
  PASSWORD_RESET_MAX_PER_ADDRESS,
  PASSWORD_RESET_MAX_PER_IP,
  PASSWORD_RESET_TEXTS,
  PASSWORD_RESET_VALID_MINUTES,
  PASSWORD_RESET_WINDOW_MINUTES,
} from '@reelbase/contract';
import type { PgBoss } from 'pg-boss';
import { endSessionsOf } from '../auth/end-sessions.ts';
import { hashPassword } from '../auth/passwords.ts';
import type { Database, Executor } from '../db/database.ts';
import { dropOpenInvitations } from '../invitations/invitations-repository.ts';
import { hashToken, invitationLink } from '../invitations/invitations-service.ts';
import { queueMail } from '../mail/mail-jobs.ts';
import { clearFailuresOfAccount } from '../users/sign-in-repository.ts';
import { setPasswordHash } from '../users/users-admin-repository.ts';
import { findUserByEmail, findUserById } from '../users/users-repository.ts';
import {
  consumePasswordReset,
  dropOpenPasswordResets,
  findOpenPasswordReset,
  replacePasswordReset,
} from './password-reset-repository.ts';
import { countRequest } from './request-limits.ts';

export interface ResetRequest {
  email: string;
  /** The client address, for the per-address limit. */
  ip: string;
}

export type ResetRequestOutcome = { kind: 'accepted' } | { kind: 'refused'; retryAfterSeconds: number };

/**
 * Creates a reset link for the user (replacing an open one); the token is only mailed, never
 * stored. The link opens the same set-password page as an invitation.
 */
export async function issuePasswordReset(db: Executor, userId: number, now = new Date()) {
  const token = randomBytes(32).toString('base64url');
  const expiresAt = new Date(now.getTime() + PASSWORD_RESET_VALID_MINUTES * 60_000);
  await replacePasswordReset(db, userId, hashToken(token), expiresAt);
  return { token, expiresAt };
}

/**
 * "Forgot password?": under the limits per e-mail address and per client address, mails a
 * single-use link to the account with that address, if there is one. The outcome does not tell
 * whether the address has an account: unknown addresses count against the limits like known ones.
 */
export async function requestPasswordReset(
  deps: { db: Database; boss: PgBoss; publicUrl: string },
  request: ResetRequest,
  now = new Date(),
): Promise<ResetRequestOutcome> {
  const address = request.email.trim().toLowerCase();
  const windowSeconds = PASSWORD_RESET_WINDOW_MINUTES * 60;
  const limit = await countRequest(
    deps.db,
    [
      { key: `reset:ip:${request.ip}`, max: PASSWORD_RESET_MAX_PER_IP, windowSeconds },
      { key: `reset:email:${address}`, max: PASSWORD_RESET_MAX_PER_ADDRESS, windowSeconds },
    ],
    now,
  );
  if (limit.kind === 'refused') return { kind: 'refused', retryAfterSeconds: limit.retryAfterSeconds };
  const user = await findUserByEmail(deps.db, address);
  if (!user) return { kind: 'accepted' };
  const { token } = await issuePasswordReset(deps.db, user.id, now);
  await queueMail(deps.boss, {
    to: user.email,
    subject: PASSWORD_RESET_TEXTS.mailSubject,
    text: [
      `Hello ${user.name},`,
      '',
      'Somebody asked to reset the password of your Reelbase account. Choose a new password with this link:',
      '',
      invitationLink(deps.publicUrl, token),
      '',
      `The link works once and expires after ${PASSWORD_RESET_VALID_MINUTES} minutes.`,
      'Setting a new password signs you out on every device.',
      'If you did not ask for this, ignore this mail: your password stays as it is.',
    ].join('\n'),
  });
  return { kind: 'accepted' };
}

export async function isOpenPasswordReset(db: Executor, token: string): Promise<boolean> {
  return (await findOpenPasswordReset(db, hashToken(token))) !== null;
}

/**
 * Sets the password of an open reset link's user and uses the link up; false when it is not
 * open. Every session of the user ends, the user's other open links stop working, and the failed
 * sign-ins of the account are forgotten.
 */
export async function resetPassword(db: Database, token: string, password: string): Promise<boolean> {
  if (!(await isOpenPasswordReset(db, token))) return false;
  const passwordHash = await hashPassword(password);
  return db.transaction(async (tx) => {
    const reset = await consumePasswordReset(tx, hashToken(token));
    if (!reset) return false;
    await setPasswordHash(tx, reset.userId, passwordHash);
    await dropOpenPasswordResets(tx, reset.userId);
    await dropOpenInvitations(tx, reset.userId);
    await endSessionsOf(tx, reset.userId);
    const user = await findUserById(tx, reset.userId);
    if (user) await clearFailuresOfAccount(tx, user.email);
    return true;
  });
}
