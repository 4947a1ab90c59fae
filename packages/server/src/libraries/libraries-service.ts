import {
  type AssignedUser,
  hasPermission,
  isPlatformRole,
  LIBRARY_TEXTS,
  type Library,
  type LibraryList,
  type LibrarySummary,
  type libraryInputSchema,
  type MyLibrary,
} from '@reelbase/contract';
import type { z } from 'zod';
import { assertLibraryAccess, canSeeLibrary, canUploadTo } from '../auth/scope.ts';
import { ForbiddenError, NotFoundError, ValidationError } from '../errors.ts';
import type { ServiceDeps } from '../http/api-deps.ts';
import { sanitizeRichText } from '../http/rich-text.ts';
import { createDefaultTemplate } from '../player-templates/player-templates-repository.ts';
import { publicUrlOf } from '../storage/storage.ts';
import type { Viewer } from '../users/accounts.ts';
import {
  assignedUsers,
  companyExists,
  deleteLibrary,
  findLibrary,
  insertLibrary,
  type LibraryChanges,
  type LibraryListOptions,
  type LibraryRow,
  librarySummaries,
  listLibraries,
  myLibraries,
  removeAssignmentsOutsideCompany,
  updateLibrary,
} from './libraries-repository.ts';

type ParsedInput = z.output<typeof libraryInputSchema>;

function toLibrary(row: LibraryRow, publicUrl: string): Library {
  return {
    id: row.id,
    name: row.name,
    company_id: row.companyId,
    company_name: row.companyName,
    whitelisted_domains: row.whitelistedDomains,
    webhooks: row.webhooks.map((hook) => ({ url: hook.url, apiKey: hook.apiKey })),
    default_tags: row.defaultTags,
    footer_text: row.footerText,
    hasOwnLogo: row.logoPath !== null,
    logoUrl: publicUrlOf(publicUrl, row.logoPath ?? row.companyLogoPath),
    viewingPageBackgroundUrl: publicUrlOf(publicUrl, row.viewingPageBackgroundPath),
    meta: row.meta as Library['meta'],
  };
}

function normalisedDomains(lines: readonly string[]): string[] {
  return [...new Set(lines.map((line) => line.trim().toLowerCase()).filter(Boolean))];
}

function changesOf(input: ParsedInput, companyId: number): LibraryChanges {
  const changes: LibraryChanges = { name: input.name, companyId };
  if (input.footer_text !== undefined) changes.footerText = sanitizeRichText(input.footer_text);
  if (input.whitelisted_domains) changes.whitelistedDomains = normalisedDomains(input.whitelisted_domains);
  if (input.webhooks) changes.webhooks = input.webhooks.map((hook) => ({ url: hook.url, apiKey: hook.apiKey }));
  if (input.meta) changes.meta = input.meta;
  return changes;
}

/** The company a library is saved under: chosen by platform roles, the own company otherwise. */
async function targetCompany(
  deps: ServiceDeps,
  viewer: Viewer,
  requested: number | null | undefined,
  current?: number,
): Promise<number> {
  if (!isPlatformRole(viewer.role)) {
    if (current !== undefined) return current;
    if (viewer.companyId === null) throw new ForbiddenError();
    return viewer.companyId;
  }
  if (requested === undefined && current !== undefined) return current;
  if (requested === undefined || requested === null) {
    throw new ValidationError({ company_id: [LIBRARY_TEXTS.companyRequired] });
  }
  if (!(await companyExists(deps.db, requested))) {
    throw new ValidationError({ company_id: [LIBRARY_TEXTS.companyNotFound] });
  }
  return requested;
}

export async function listLibrariesFor(
  deps: ServiceDeps,
  viewer: Viewer,
  query: Omit<LibraryListOptions, 'companyId'> & { company_id?: number },
): Promise<LibraryList> {
  const companyId = isPlatformRole(viewer.role) ? query.company_id : (viewer.companyId ?? -1);
  const { rows, total } = await listLibraries(deps.db, { ...query, companyId });
  return { data: rows.map((row) => toLibrary(row, deps.publicUrl)), total };
}

/** Libraries where the viewer holds any permission: all (platform), the company's, or the assigned ones. */
export async function librariesICanSee(deps: ServiceDeps, viewer: Viewer): Promise<LibrarySummary[]> {
  if (isPlatformRole(viewer.role)) return librarySummaries(deps.db, { all: true });
  const rows =
    viewer.companyId !== null && Object.values(viewer.permissions).some((value) => value === true)
      ? await librarySummaries(deps.db, { companyId: viewer.companyId })
      : await librarySummaries(deps.db, { ids: viewer.libraries.map((library) => library.id) });
  return rows.filter((row) => canSeeLibrary(viewer, { id: row.id, companyId: row.company_id }));
}

/**
 * Libraries the viewer may upload to: with "upload to all libraries" every library of the own
 * company (of every company for the platform roles), else those the upload permission covers.
 */
export async function librariesForUpload(deps: ServiceDeps, viewer: Viewer): Promise<LibrarySummary[]> {
  if (viewer.uploadEverywhere) {
    if (isPlatformRole(viewer.role)) return librarySummaries(deps.db, { all: true });
    if (viewer.companyId === null) return [];
    const rows = await librarySummaries(deps.db, { companyId: viewer.companyId });
    return rows.filter((row) => canUploadTo(viewer, { id: row.id, companyId: row.company_id }));
  }
  if (!hasPermission(viewer.permissions, 'upload-video')) return [];
  const visible = await librariesICanSee(deps, viewer);
  return visible.filter((row) => canUploadTo(viewer, { id: row.id, companyId: row.company_id }));
}

export async function myLibrariesOf(deps: ServiceDeps, viewer: Viewer): Promise<MyLibrary[]> {
  return myLibraries(deps.db, viewer.id);
}

/** A library the viewer holds the permission for; 404 for another company's library. */
export async function reachableLibrary(
  deps: ServiceDeps,
  viewer: Viewer,
  id: number,
  key: 'list-libraries' | 'manage-library' | 'list-videos-of-libraries',
): Promise<LibraryRow> {
  if (!hasPermission(viewer.permissions, key)) throw new ForbiddenError();
  const row = await findLibrary(deps.db, id);
  if (!row) throw new NotFoundError(LIBRARY_TEXTS.notFound);
  assertLibraryAccess(viewer, key, row, LIBRARY_TEXTS.notFound);
  return row;
}

export async function getLibrary(deps: ServiceDeps, viewer: Viewer, id: number): Promise<Library> {
  return toLibrary(await reachableLibrary(deps, viewer, id, 'list-libraries'), deps.publicUrl);
}

export async function assignedUsersOf(deps: ServiceDeps, viewer: Viewer, id: number): Promise<AssignedUser[]> {
  await reachableLibrary(deps, viewer, id, 'manage-library');
  return assignedUsers(deps.db, id);
}

/** Adds a library (with its default player template). */
export async function createLibrary(deps: ServiceDeps, viewer: Viewer, input: ParsedInput): Promise<Library> {
  const companyId = await targetCompany(deps, viewer, input.company_id);
  const id = await deps.db.transaction(async (tx) => {
    const libraryId = await insertLibrary(tx, changesOf(input, companyId));
    await createDefaultTemplate(tx, libraryId);
    return libraryId;
  });
  return getLibrary(deps, viewer, id);
}

export async function updateLibraryOf(
  deps: ServiceDeps,
  viewer: Viewer,
  id: number,
  input: ParsedInput,
): Promise<Library> {
  const current = await reachableLibrary(deps, viewer, id, 'manage-library');
  const companyId = await targetCompany(deps, viewer, input.company_id, current.companyId);
  await deps.db.transaction(async (tx) => {
    await updateLibrary(tx, id, changesOf(input, companyId));
    if (companyId !== current.companyId) await removeAssignmentsOutsideCompany(tx, id, companyId);
  });
  return getLibrary(deps, viewer, id);
}

export async function deleteLibraryOf(deps: ServiceDeps, viewer: Viewer, id: number): Promise<void> {
  await reachableLibrary(deps, viewer, id, 'manage-library');
  await deleteLibrary(deps.db, id);
  await deps.storage.removeAll(`public/libraries/${id}`);
}
