import { createHmac } from 'node:crypto';
import { VIEW_TEXTS, type ViewToken } from '@reelbase/contract';
import { verifyPassword } from '../auth/passwords.ts';
import { HttpError, ValidationError } from '../errors.ts';
import { failuresSince, releaseFailures, reserveFailures } from '../users/sign-in-repository.ts';
import { viewAccess } from './view-access.ts';
import { loadView, unavailable, type ViewDeps, viewableOf } from './view-service.ts';
import { viewTokenOf } from './view-token.ts';

/** Password tries per client address and video in a minute; more answer 429. */
const VIEW_PASSWORD_TRIES_PER_MINUTE = 10;

/** The key a client address's password tries are counted under (the address is not kept as such). */
const triesKeyOf = (secret: string, videoId: string, address: string) =>
  `view-password:${videoId}:${createHmac('sha256', secret).update(`tries\n${address}`).digest('hex').slice(0, 32)}`;

/**
 * POST api/view/{id}/password: a view token for the right password of a `password` video that is
 * out. Each try is recorded before the password is checked and taken back when over the limit, so
 * concurrent tries cannot pass it together.
 */
export async function givePassword(
  deps: ViewDeps,
  id: string,
  password: string,
  address: string,
  now = new Date(),
): Promise<ViewToken> {
  const row = await loadView(deps, id);
  if (!row) throw unavailable();
  const anonymous = viewAccess(viewableOf(row.video), { surface: 'view', staff: false, passwordGiven: false, now });
  if (anonymous.kind !== 'password') throw unavailable();
  const key = triesKeyOf(deps.viewSecret, row.video.id, address);
  const reserved = await reserveFailures(deps.db, [key], now);
  const tries = await failuresSince(deps.db, [key], new Date(now.getTime() - 60_000), []);
  if ((tries.get(key)?.count ?? 0) > VIEW_PASSWORD_TRIES_PER_MINUTE) {
    await releaseFailures(deps.db, reserved);
    throw new HttpError(429, VIEW_TEXTS.passwordTooMany, { code: 'rate_limited', headers: { 'retry-after': '60' } });
  }
  const hash = row.video.privacyPasswordHash;
  if (hash === null || !(await verifyPassword(password, hash))) {
    throw new ValidationError({ password: [VIEW_TEXTS.passwordWrong] }, VIEW_TEXTS.passwordWrong);
  }
  return viewTokenOf(deps.viewSecret, row.video.id, hash, now);
}
