import { z } from 'zod';
import { phoneNumber, requiredText } from './validation.ts';

export const profileSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  phone_number: z.string().nullable(),
});
export type Profile = z.infer<typeof profileSchema>;

/** PUT api/profile: the email is read-only and ignored. */
export const profileUpdateSchema = z.object({
  name: requiredText('name', 255),
  phone_number: phoneNumber.nullable().optional(),
});
export type ProfileUpdate = z.infer<typeof profileUpdateSchema>;

/** Texts of "Sign out everywhere" on the profile page. */
export const PROFILE_TEXTS = {
  sessionsTitle: 'Sessions',
  sessionsHint: 'Signed in on a device you no longer use, or lost one? End all your sessions at once.',
  signOutEverywhere: 'Sign out everywhere',
  signOutEverywhereQuestion:
    'You will be signed out on every device and browser, this one included. Would you like to confirm?',
} as const;
