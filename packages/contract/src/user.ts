import { z } from 'zod';
import { listQuerySchema, listResponseSchema, recordId } from './list.ts';
import { requiredMessage } from './messages.ts';
import { LIBRARY_ROLE_SLUGS, PERMISSION_KEYS, ROLE_SLUGS } from './roles.ts';
import { phoneNumber, requiredEmail, requiredText, text } from './validation.ts';

export * from './user-password.ts';

const userCompanySchema = z.object({ id: z.number().int(), company_name: z.string() }).nullable();

const ACCOUNT_STATUSES = ['active', 'invited', 'invitation-expired'] as const;
export type AccountStatus = (typeof ACCOUNT_STATUSES)[number];

/** A row of GET api/users; canEdit and canDelete follow the role-editing rules for the viewer. */
const userListItemSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  phone_number: z.string().nullable(),
  company: userCompanySchema,
  role: z.enum(ROLE_SLUGS),
  canEdit: z.boolean(),
  canDelete: z.boolean(),
  /**
   * Whether the user can sign in: `active` once a password is set; before that `invited` while the
   * invitation link works, `invitation-expired` after.
   */
  accountStatus: z.enum(ACCOUNT_STATUSES),
  /** When the open invitation link expires (ISO), or null. */
  invitationExpiresAt: z.string().nullable(),
  /** A new invitation may be sent: the viewer may edit the user, who has no password yet. */
  canResendInvitation: z.boolean(),
});
export type UserListItem = z.infer<typeof userListItemSchema>;

const userLibrarySchema = z.object({
  id: recordId('The library was not found.'),
  role: z.enum(LIBRARY_ROLE_SLUGS, { error: 'The library role must be editor, read-only or uploader.' }),
});
export type UserLibrary = z.infer<typeof userLibrarySchema>;

/** GET api/users/{id}. */
export const userDetailSchema = userListItemSchema.extend({
  libraries: z.array(z.object({ id: z.number().int(), role: z.enum(LIBRARY_ROLE_SLUGS) })),
  /** "Can upload to all libraries". */
  uploadEverywhere: z.boolean(),
  permissions: z.partialRecord(
    z.enum(PERMISSION_KEYS),
    z.union([z.literal(true), z.array(z.number().int()).readonly()]),
  ),
  /** Whether the user has chosen a password (an invitation was accepted). */
  hasPassword: z.boolean(),
  picture: z.string().nullable(),
});
export type UserDetail = z.infer<typeof userDetailSchema>;

const userFields = {
  name: requiredText('name'),
  phone_number: phoneNumber.nullable().optional(),
  role: z.enum(ROLE_SLUGS, { error: requiredMessage('role') }),
  /** Chosen by super-admins and system-admins only; a company-admin's users join the admin's company. */
  company_id: recordId('The company is required.').nullable().optional(),
  /** Settable by super-admins and system-admins only. */
  upload_everywhere: z.boolean().optional(),
  /** Only for library-level roles (cleared otherwise); every library of the user's company, once. */
  libraries: z.array(userLibrarySchema).max(10000).optional(),
};

/** POST api/users: the new user gets an invitation mail to choose a password. */
export const userCreateSchema = z.object({ ...userFields, email: requiredEmail('email') });
export type UserCreate = z.input<typeof userCreateSchema>;

/** PUT api/users/{id}: the email address cannot be changed (when sent it must be the current one). */
export const userUpdateSchema = z.object({ ...userFields, email: text().trim().optional() });
export type UserUpdate = z.input<typeof userUpdateSchema>;

const USER_SORT_COLUMNS = ['name', 'email', 'company'] as const;

/** GET api/users: quickSearch over name and email; company_id filters (super/system admins only). */
export const userListQuerySchema = listQuerySchema({
  sortColumns: USER_SORT_COLUMNS,
  defaultSort: 'name',
  defaultPageSize: 9,
  maxPageSize: 1000,
}).extend({ company_id: recordId('The filter value must be a whole number.').optional() });
export const userListSchema = listResponseSchema(userListItemSchema);
export type UserList = z.infer<typeof userListSchema>;

/** POST api/users/{id}/invitation. */
export const invitationSentSchema = z.object({
  sent: z.literal(true),
  /** The address the link was mailed to. */
  to: z.string(),
  expiresAt: z.string(),
});
export type InvitationSent = z.infer<typeof invitationSentSchema>;

export const USER_TEXTS = {
  notFound: 'The user was not found.',
  emailTaken: 'The email has already been taken.',
  emailReadOnly: 'The email cannot be changed.',
  companyRequired: 'The company is required.',
  companyNotFound: 'The selected company does not exist.',
  roleNotAllowed: 'You are not allowed to give this role.',
  libraryOtherCompany: "The library does not belong to the user's company.",
  libraryTwice: 'A library can be in only one of the role lists.',
  cannotEdit: 'You are not allowed to edit this user.',
  cannotDelete: 'You are not allowed to delete this user.',
} as const;
