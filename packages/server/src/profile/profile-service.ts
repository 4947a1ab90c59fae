import type { Profile, ProfileUpdate } from '@reelbase/contract';
import type { Executor } from '../db/database.ts';
import { NotFoundError } from '../errors.ts';
import type { Viewer } from '../users/accounts.ts';
import { findUserById, updateUserProfile } from '../users/users-repository.ts';

const PROFILE_NOT_FOUND = 'Your user profile was not found.';

export async function getProfile(db: Executor, viewer: Viewer): Promise<Profile> {
  const user = await findUserById(db, viewer.id);
  if (!user) throw new NotFoundError(PROFILE_NOT_FOUND);
  return { id: user.id, name: user.name, email: user.email, phone_number: user.phoneNumber };
}

/** Updates the viewer's own name and phone number; the email address cannot be changed here. */
export async function updateProfile(db: Executor, viewer: Viewer, update: ProfileUpdate): Promise<Profile> {
  const phoneNumber = update.phone_number === undefined ? undefined : update.phone_number || null;
  const updated = await updateUserProfile(db, viewer.id, { name: update.name, phoneNumber });
  if (!updated) throw new NotFoundError(PROFILE_NOT_FOUND);
  return getProfile(db, viewer);
}
