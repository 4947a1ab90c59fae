import { createHash, randomBytes } from 'node:crypto';
import { INVITATION_VALID_HOURS, SET_PASSWORD_TEXTS } from '@reelbase/contract';
import type { PgBoss } from 'pg-boss';
import { endSessionsOf } from '../auth/end-sessions.ts';
import { hashPassword } from '../auth/passwords.ts';
import type { Database, Executor } from '../db/database.ts';
import { queueMail } from '../mail/mail-jobs.ts';
import { dropOpenPasswordResets } from '../password-reset/password-reset-repository.ts';
import { setPasswordHash } from '../users/users-admin-repository.ts';
import { findUserById } from '../users/users-repository.ts';
import { consumeInvitation, findOpenInvitation, replaceInvitation } from './invitations-repository.ts';

/** The set-password page, under the sign-in provider's mount path (/oidc). */
export const SET_PASSWORD_PAGE = 'set-password';
/** The "Forgot password?" page, beside the set-password links: /oidc/set-password/forgot. */
export const FORGOT_PASSWORD_PAGE = `${SET_PASSWORD_PAGE}/forgot`;

export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

export interface IssuedInvitation {
  token: string;
  expiresAt: Date;
}

/** Creates the user's invitation (replacing an open one); the token is only mailed, never stored. */
export async function issueInvitation(db: Executor, userId: number, now = new Date()): Promise<IssuedInvitation> {
  const token = randomBytes(32).toString('base64url');
  const expiresAt = new Date(now.getTime() + INVITATION_VALID_HOURS * 3_600_000);
  await replaceInvitation(db, userId, hashToken(token), expiresAt);
  return { token, expiresAt };
}

export function invitationLink(publicUrl: string, token: string): string {
  return `${publicUrl}/oidc/${SET_PASSWORD_PAGE}/${token}`;
}

/** Queues the invitation mail with the set-password link. */
export async function mailInvitation(
  deps: { boss: PgBoss; publicUrl: string },
  user: { name: string; email: string },
  invitation: IssuedInvitation,
): Promise<void> {
  const link = invitationLink(deps.publicUrl, invitation.token);
  await queueMail(deps.boss, {
    to: user.email,
    subject: SET_PASSWORD_TEXTS.mailSubject,
    text: [
      `Hello ${user.name},`,
      '',
      'An account was created for you in Reelbase. Choose your password with this link:',
      '',
      link,
      '',
      `The link works once and expires after ${INVITATION_VALID_HOURS} hours.`,
      `Afterwards, sign in at ${deps.publicUrl}/ with your email address ${user.email}.`,
    ].join('\n'),
  });
}

export async function isOpenInvitation(db: Executor, token: string): Promise<boolean> {
  return (await findOpenInvitation(db, hashToken(token))) !== null;
}

/** Sets the password of an open invitation's user and closes the invitation; false when it is not open. */
export async function acceptInvitation(db: Database, token: string, password: string): Promise<boolean> {
  if (!(await isOpenInvitation(db, token))) return false;
  const passwordHash = await hashPassword(password);
  return db.transaction(async (tx) => {
    const invitation = await consumeInvitation(tx, hashToken(token));
    if (!invitation) return false;
    const previous = await findUserById(tx, invitation.userId);
    await setPasswordHash(tx, invitation.userId, passwordHash);
    // A password reset asked for meanwhile is of no use any more.
    await dropOpenPasswordResets(tx, invitation.userId);
    // A reset password ends every session signed in with the old one (a first one has none).
    if (previous?.passwordHash) await endSessionsOf(tx, invitation.userId);
    return true;
  });
}
