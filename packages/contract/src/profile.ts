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
