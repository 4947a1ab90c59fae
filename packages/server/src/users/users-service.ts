import {
  type AccountStatus,
  assignableRoles,
  canChooseCompany,
  canManageUser,
  canManageUsersOf,
  canSetUploadEverywhere,
  INVITATION_RESEND_INTERVAL_SECONDS,
  INVITATION_RESEND_MAX_PER_HOUR,
  INVITATION_TEXTS,
  type InvitationSent,
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
import { ForbiddenError, NotFoundError, TooManyRequestsError, ValidationError } from '../errors.ts';
import type { ServiceDeps } from '../http/api-deps.ts';
import { unusedInvitationExpiries } from '../invitations/invitations-repository.ts';
import { issueInvitation, mailInvitation } from '../invitations/invitations-service.ts';
import { countRequest } from '../password-reset/request-limits.ts';
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
  hasPassword: boolean;
}

/** Active once a password is set; before that, invited while the latest invitation link works. */
function accountStatusOf(hasPassword: boolean, invitationExpiresAt: Date | undefined, now = new Date()): AccountStatus {
  if (hasPassword) return 'active';
  return invitationExpiresAt && invitationExpiresAt > now ? 'invited' : 'invitation-expired';
}

function toListItem(row: UserLike, viewer: Viewer, invitationExpiresAt: Date | undefined): UserListItem {
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
    accountStatus: accountStatusOf(row.hasPassword, invitationExpiresAt),
    invitationExpiresAt: row.hasPassword ? null : (invitationExpiresAt?.toISOString() ?? null),
    canResendInvitation: allowed && !row.hasPassword,
  };
}

export async function listUsersFor(
  deps: ServiceDeps,
  viewer: Viewer,
  query: Omit<UserListOptions, 'companyId'> & { company_id?: number },
): Promise<UserList> {
  const companyId = canChooseCompany(viewer) ? query.company_id : (viewer.companyId ?? -1);
  const { rows, total } = await listUsers(deps.db, { ...query, companyId });
  const expiries = await unusedInvitationExpiries(
    deps.db,
    rows.filter((row) => !row.hasPassword).map((row) => row.id),
  );
  return { data: rows.map((row) => toListItem(row, viewer, expiries.get(row.id))), total };
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
  const hasPassword = user.passwordHash !== null;
  const expiries = hasPassword ? new Map<number, Date>() : await unusedInvitationExpiries(deps.db, [id]);
  return {
    ...toListItem({ ...user, hasPassword }, viewer, expiries.get(id)),
    libraries,
    uploadEverywhere: user.uploadEverywhere,
    permissions: permissionsFor(user.role, libraries),
    hasPassword,
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

/**
 * Mails a new invitation link to a user who has not set a password yet (the previous link stops
 * working): whoever may edit the user may, at most INVITATION_RESEND_MAX_PER_HOUR times an hour
 * and INVITATION_RESEND_INTERVAL_SECONDS apart per user.
 */
export async function resendInvitation(deps: ServiceDeps, viewer: Viewer, id: number): Promise<InvitationSent> {
  const user = await manageableUser(deps, viewer, id, USER_TEXTS.cannotEdit);
  if (user.passwordHash !== null) throw new ValidationError({}, INVITATION_TEXTS.alreadyActive);
  const limit = await countRequest(deps.db, [
    {
      key: `invitation:user:${id}`,
      max: INVITATION_RESEND_MAX_PER_HOUR,
      windowSeconds: 3600,
      minIntervalSeconds: INVITATION_RESEND_INTERVAL_SECONDS,
    },
  ]);
  if (limit.kind === 'refused') {
    const message =
      limit.retryAfterSeconds <= INVITATION_RESEND_INTERVAL_SECONDS
        ? INVITATION_TEXTS.tooSoon
        : INVITATION_TEXTS.tooMany;
    throw new TooManyRequestsError(message, limit.retryAfterSeconds);
  }
  const invitation = await issueInvitation(deps.db, id);
  await mailInvitation(deps, user, invitation);
  return { sent: true, to: user.email, expiresAt: invitation.expiresAt.toISOString() };
}
