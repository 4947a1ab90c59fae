import type { Profile } from '@reelbase/contract';
import type { Database } from '../db/database.ts';
import type { WriteWatch } from '../db/write-watch.ts';
import { isUserId, type Viewer, viewerFor } from '../users/accounts.ts';
import { findSignedInUser } from '../users/users-repository.ts';

/** The signer of an API request as read from the database: permissions, own profile, end of sessions. */
export interface SignedInAccount {
  /** The viewer without the request's session (frozen: shared by the requests that use it). */
  viewer: Readonly<Viewer>;
  profile: Readonly<Profile>;
  /** Access tokens issued before this moment are refused. */
  sessionsValidAfter: Date | null;
}

/** How many users' accounts the embedded database's server keeps read at most. */
export const ACCOUNTS_KEPT = 10_000;

/** Reads the signer of a request: `load` answers null when the user no longer exists. */
export interface SignedInAccounts {
  load(userId: number): Promise<SignedInAccount | null>;
}

function deepFreeze<T>(value: T): T {
  if (value && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const member of Object.values(value)) deepFreeze(member);
  }
  return value;
}

async function read(db: Database, userId: number): Promise<SignedInAccount | null> {
  if (!isUserId(userId)) return null;
  const user = await findSignedInUser(db, userId);
  if (!user) return null;
  return deepFreeze({
    viewer: viewerFor(user, user.libraries),
    profile: { id: user.id, name: user.name, email: user.email, phone_number: user.phoneNumber },
    sessionsValidAfter: user.sessionsValidAfter,
  });
}

/**
 * Reads of one user's account shared by the requests that wait for them. A request never takes a
 * read already under way (it may have begun before a change that was over when the request came):
 * it waits for the next read, which starts once the one under way is over, and so after the
 * request came; every request waiting meanwhile shares that next read.
 */
export function sharedReads(
  read: (userId: number) => Promise<SignedInAccount | null>,
): (userId: number) => Promise<SignedInAccount | null> {
  const reads = new Map<number, { running: Promise<unknown>; next: Promise<SignedInAccount | null> | null }>();
  const start = (userId: number) => {
    const running = read(userId);
    const state: { running: Promise<unknown>; next: Promise<SignedInAccount | null> | null } = { running, next: null };
    reads.set(userId, state);
    const over = () => {
      if (reads.get(userId) === state && state.next === null) reads.delete(userId);
    };
    running.then(over, over);
    return running;
  };
  return (userId) => {
    const state = reads.get(userId);
    if (!state) return start(userId);
    state.next ??= state.running.then(
      () => start(userId),
      () => start(userId),
    );
    return state.next;
  };
}

/**
 * The accounts of signed-in users, one query each. With `writes` (the embedded database, which
 * belongs to this process alone) an account read is kept and used again as long as nothing may
 * have changed in the database since it was read: any change advances the generation, and a kept
 * account of an older generation is read again. So a change of role, libraries, company, the end
 * of sessions or a deletion holds from the next request on, whichever way it was made. Without
 * `writes` (PostgreSQL, which other processes may change) nothing is kept: each request has its
 * account read after it came, requests of one user arriving together sharing the read
 * (`sharedReads`).
 */
export function signedInAccounts(db: Database, writes: WriteWatch | null, kept = ACCOUNTS_KEPT): SignedInAccounts {
  if (!writes) return { load: sharedReads((userId) => read(db, userId)) };
  const accounts = new Map<number, { generation: number; account: Promise<SignedInAccount | null> }>();
  return {
    load(userId) {
      const generation = writes.generation;
      const known = accounts.get(userId);
      if (known && known.generation === generation) return known.account;
      // Requests arriving together share one read.
      const account = read(db, userId);
      accounts.delete(userId);
      if (accounts.size >= kept) {
        const oldest = accounts.keys().next();
        if (!oldest.done) accounts.delete(oldest.value);
      }
      const entry = { generation, account };
      accounts.set(userId, entry);
      account.catch(() => {
        if (accounts.get(userId) === entry) accounts.delete(userId);
      });
      return account;
    },
  };
}
