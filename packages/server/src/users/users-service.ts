import {
  assignableRoles,
  canChooseCompany,
  canManageUser,
  canManageUsersOf,
  canSetUploadEverywhere,
  isLibraryRole,
  isPlatformRole,
  type LibraryAssignment,
  permissionsFor,
  type RoleSlug,
  USER_TEXTS,
  type UserDetail,
  type UserList,
  type UserListItem,
  type userCreateSchema,
  type userUpdateSchema,
} from '@reelbase/contract';
import type { z } from 'zod';
import { endSessionsOf } from '../auth/end-sessions.ts';
import { ForbiddenError, NotFoundError, ValidationError } from '../errors.ts';
import type { ServiceDeps } from '../http/api-deps.ts';
import { issueInvitation, mailInvitation } from '../invitations/invitations-service.ts';
import type { Viewer } from './accounts.ts';
import {
  companyIdExists,
  deleteUser,
  emailTaken,
  libraryCompanies,
  listUsers,
  type UserListOptions,
  updateUser,
} from './users-admin-repository.ts';
import {
  assignLibraries,
  findLibraryAssignments,
  findUserById,
  insertUser,
  type UserWithCompany,
} from './users-repository.ts';

type CreateInput = z.output<typeof userCreateSchema>;
type UpdateInput = z.output<typeof userUpdateSchema>;
type Errors = Record<string, string[]>;

const add = (errors: Errors, field: string, message: string) => {
  errors[field] = [...(errors[field] ?? []), message];
};

interface UserLike {
  id: number;
  name: string;
  email: string;
  phoneNumber: string | null;
  companyId: number | null;
  companyName: string | null;
  role: RoleSlug;
}

function toListItem(row: UserLike, viewer: Viewer): UserListItem {
  const allowed = canManageUser(viewer, row);
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    phone_number: row.phoneNumber,
    company:
      row.companyId !== null && row.companyName !== null ? { id: row.companyId, company_name: row.companyName } : null,
    role: row.role,
    canEdit: allowed,
    canDelete: allowed,
  };
}

export async function listUsersFor(
  deps: ServiceDeps,
  viewer: Viewer,
  query: Omit<UserListOptions, 'companyId'> & { company_id?: number },
): Promise<UserList> {
  const companyId = canChooseCompany(viewer) ? query.company_id : (viewer.companyId ?? -1);
  const { rows, total } = await listUsers(deps.db, { ...query, companyId });
  return { data: rows.map((row) => toListItem(row, viewer)), total };
}

/** A user within the viewer's reach; 404 for users of another company. */
async function reachableUser(deps: ServiceDeps, viewer: Viewer, id: number): Promise<UserWithCompany> {
  const user = await findUserById(deps.db, id);
  if (!user || !canManageUsersOf(viewer, user.companyId)) throw new NotFoundError(USER_TEXTS.notFound);
  return user;
}

export async function getUser(deps: ServiceDeps, viewer: Viewer, id: number): Promise<UserDetail> {
  const user = await reachableUser(deps, viewer, id);
  const libraries = await findLibraryAssignments(deps.db, id);
  return {
    ...toListItem(user, viewer),
    libraries,
    uploadEverywhere: user.uploadEverywhere,
    permissions: permissionsFor(user.role, libraries),
    hasPassword: user.passwordHash !== null,
    picture: user.picture,
  };
}

/** The company a user is saved under: chosen by platform roles, the admin's own otherwise. */
async function companyFor(
  deps: ServiceDeps,
  viewer: Viewer,
  role: RoleSlug,
  requested: number | null | undefined,
  current: number | null | undefined,
  errors: Errors,
): Promise<number | null> {
  if (!canChooseCompany(viewer)) return current === undefined ? viewer.companyId : current;
  const companyId = requested === undefined ? (current ?? null) : requested;
  if (companyId === null) {
    if (!isPlatformRole(role)) add(errors, 'company_id', USER_TEXTS.companyRequired);
    return null;
  }
  if (!(await companyIdExists(deps.db, companyId))) add(errors, 'company_id', USER_TEXTS.companyNotFound);
  return companyId;
}

/** Library roles only for library-level roles; each library of the user's company, at most once. */
async function checkLibraries(
  deps: ServiceDeps,
  role: RoleSlug,
  companyId: number | null,
  requested: readonly LibraryAssignment[],
  errors: Errors,
): Promise<LibraryAssignment[]> {
  if (!isLibraryRole(role)) return [];
  const owners = await libraryCompanies(
    deps.db,
    requested.map((library) => library.id),
  );
  const seen = new Set<number>();
  requested.forEach((library, index) => {
    if (seen.has(library.id)) add(errors, `libraries.${index}.id`, USER_TEXTS.libraryTwice);
    else if (companyId === null || owners.get(library.id) !== companyId) {
      add(errors, `libraries.${index}.id`, USER_TEXTS.libraryOtherCompany);
    }
    seen.add(library.id);
  });
  return requested.map((library) => ({ id: library.id, role: library.role }));
}

function checkRole(viewer: Viewer, role: RoleSlug, errors: Errors) {
  if (!assignableRoles(viewer).includes(role)) add(errors, 'role', USER_TEXTS.roleNotAllowed);
}

function isUniqueViolation(error: unknown): boolean {
  const code =
    (error as { code?: string; cause?: { code?: string } }).code ??
    (error as { cause?: { code?: string } }).cause?.code;
  return code === '23505';
}

/** Adds a user and mails an invitation to choose a password. */
export async function createUser(deps: ServiceDeps, viewer: Viewer, input: CreateInput): Promise<UserDetail> {
  const errors: Errors = {};
  checkRole(viewer, input.role, errors);
  const companyId = await companyFor(deps, viewer, input.role, input.company_id, undefined, errors);
  if (await emailTaken(deps.db, input.email)) add(errors, 'email', USER_TEXTS.emailTaken);
  const libraries = await checkLibraries(deps, input.role, companyId, input.libraries ?? [], errors);
  if (Object.keys(errors).length) throw new ValidationError(errors);

  const uploadEverywhere = canSetUploadEverywhere(viewer) ? (input.upload_everywhere ?? false) : false;
  let created: { id: number; invitation: Awaited<ReturnType<typeof issueInvitation>> };
  try {
    created = await deps.db.transaction(async (tx) => {
      const id = await insertUser(tx, {
        name: input.name,
        email: input.email,
        role: input.role,
        companyId,
        phoneNumber: input.phone_number || null,
        uploadEverywhere,
        passwordHash: null,
      });
      await assignLibraries(tx, id, libraries);
      return { id, invitation: await issueInvitation(tx, id) };
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new ValidationError({ email: [USER_TEXTS.emailTaken] });
    throw error;
  }
  await mailInvitation(deps, { name: input.name, email: input.email.trim() }, created.invitation);
  return getUser(deps, viewer, created.id);
}

/** A user the viewer may edit or delete (never themselves, never someone ranked above them). */
async function manageableUser(deps: ServiceDeps, viewer: Viewer, id: number, refusal: string) {
  const user = await reachableUser(deps, viewer, id);
  if (!canManageUser(viewer, user)) throw new ForbiddenError(refusal);
  return user;
}

export async function updateUserOf(
  deps: ServiceDeps,
  viewer: Viewer,
  id: number,
  input: UpdateInput,
): Promise<UserDetail> {
  const user = await manageableUser(deps, viewer, id, USER_TEXTS.cannotEdit);
  const errors: Errors = {};
  if (input.email !== undefined && input.email.toLowerCase() !== user.email.toLowerCase()) {
    add(errors, 'email', USER_TEXTS.emailReadOnly);
  }
  checkRole(viewer, input.role, errors);
  const companyId = await companyFor(deps, viewer, input.role, input.company_id, user.companyId, errors);
  const keep = companyId === user.companyId ? await findLibraryAssignments(deps.db, id) : [];
  const libraries = await checkLibraries(deps, input.role, companyId, input.libraries ?? keep, errors);
  if (Object.keys(errors).length) throw new ValidationError(errors);

  await deps.db.transaction(async (tx) => {
    await updateUser(tx, id, {
      name: input.name,
      phoneNumber: input.phone_number === undefined ? user.phoneNumber : input.phone_number || null,
      role: input.role,
      companyId,
      uploadEverywhere: canSetUploadEverywhere(viewer)
        ? (input.upload_everywhere ?? user.uploadEverywhere)
        : user.uploadEverywhere,
    });
    await assignLibraries(tx, id, libraries);
  });
  return getUser(deps, viewer, id);
}

export async function deleteUserOf(deps: ServiceDeps, viewer: Viewer, id: number): Promise<void> {
  await manageableUser(deps, viewer, id, USER_TEXTS.cannotDelete);
  await deps.db.transaction(async (tx) => {
    await endSessionsOf(tx, id);
    await deleteUser(tx, id);
  });
}

/** Mails a new invitation link (the previous link stops working). */
export async function resendInvitation(deps: ServiceDeps, viewer: Viewer, id: number) {
  const user = await manageableUser(deps, viewer, id, USER_TEXTS.cannotEdit);
  const invitation = await issueInvitation(deps.db, id);
  await mailInvitation(deps, user, invitation);
  return { sent: true as const, expiresAt: invitation.expiresAt.toISOString() };
}
