import {
  isLibraryRole,
  isPlatformRole,
  type RoleSlug,
  USER_TEXTS,
  type UserCreate,
  type UserDetail,
  type UserUpdate,
  userCreateSchema,
  userUpdateSchema,
} from '@reelbase/contract';
import { assignmentsFromRows, emptyRows, type LibraryRoleRows, rowsFromAssignments } from './libraryRoles.ts';

export interface UserCompany {
  id: number;
  company_name: string;
}

/** The editable values of the user form, as typed. */
export interface UserFormValues {
  name: string;
  phone_number: string;
  email: string;
  role: RoleSlug | null;
  company: UserCompany | null;
  upload_everywhere: boolean;
  libraries: LibraryRoleRows;
}

/** Which parts of the form the viewer sees (see the role rules in the contract). */
export interface UserFormAccess {
  isNew: boolean;
  /** The Company autocomplete: super-admins and system-admins. */
  showCompany: boolean;
  /** "Can upload to all libraries": super-admins and system-admins. */
  showUploadEverywhere: boolean;
}

/** The form's starting values: the user's, or empty for a new user. */
export function userFormValues(user: UserDetail | null): UserFormValues {
  return {
    name: user?.name ?? '',
    phone_number: user?.phone_number ?? '',
    email: user?.email ?? '',
    role: user?.role ?? null,
    company: user?.company ? { id: user.company.id, company_name: user.company.company_name } : null,
    upload_everywhere: user?.uploadEverywhere ?? false,
    libraries: user ? rowsFromAssignments(user.libraries) : emptyRows(),
  };
}

/** A new role: the libraries are cleared unless it is a library role (editor, read-only, uploader). */
export function withRole(values: UserFormValues, role: RoleSlug | null): UserFormValues {
  return { ...values, role, libraries: role && isLibraryRole(role) ? values.libraries : emptyRows() };
}

/** A new company: the libraries belong to the old company, so they are cleared. */
export function withCompany(values: UserFormValues, company: UserCompany | null): UserFormValues {
  if (company?.id === values.company?.id) return { ...values, company };
  return { ...values, company, libraries: emptyRows() };
}

/** The company is required unless the role is system-admin or super-admin. */
const needsCompany = (role: RoleSlug | null) => !(role && isPlatformRole(role));

/** The body of POST api/users or PUT api/users/{id}. */
export function userInput(values: UserFormValues, access: UserFormAccess): UserCreate | UserUpdate {
  const role = values.role as RoleSlug;
  const phone = values.phone_number.trim();
  return {
    name: values.name.trim(),
    phone_number: phone === '' ? null : phone,
    role,
    ...(access.isNew ? { email: values.email.trim() } : {}),
    ...(access.showCompany ? { company_id: needsCompany(role) ? (values.company?.id ?? null) : null } : {}),
    ...(access.showUploadEverywhere ? { upload_everywhere: values.upload_everywhere } : {}),
    libraries: role && isLibraryRole(role) ? assignmentsFromRows(values.libraries) : [],
  };
}

/** The form's field errors: the contract's rules plus the company rule; empty when valid. */
export function userFormErrors(values: UserFormValues, access: UserFormAccess): Record<string, string[]> {
  const schema = access.isNew ? userCreateSchema : userUpdateSchema;
  const result = schema.safeParse(userInput(values, access));
  const errors: Record<string, string[]> = {};
  for (const issue of result.error?.issues ?? []) {
    const field = issue.path.join('.') || '_';
    errors[field] = [...(errors[field] ?? []), issue.message];
  }
  if (access.showCompany && needsCompany(values.role) && !values.company) {
    errors.company_id = [USER_TEXTS.companyRequired];
  }
  return errors;
}
