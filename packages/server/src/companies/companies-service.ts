import { randomBytes } from 'node:crypto';
import {
  COMPANY_TEXTS,
  type Company,
  type CompanyInput,
  type CompanyList,
  canDeleteCompany,
  FEATURE_FLAG_KEYS,
  isPlatformRole,
  LIBRARY_TEXTS,
  type LogoResponse,
} from '@reelbase/contract';
import { assertCompanyAccess, canSeeLibrary } from '../auth/scope.ts';
import type { FeatureFlags } from '../db/schema.ts';
import { ForbiddenError, NotFoundError } from '../errors.ts';
import type { ServiceDeps } from '../http/api-deps.ts';
import { sanitizeRichText } from '../http/rich-text.ts';
import { findLibrary } from '../libraries/libraries-repository.ts';
import type { UploadedImage } from '../storage/images.ts';
import { PUBLIC_PREFIX, publicUrlOf } from '../storage/storage.ts';
import type { Viewer } from '../users/accounts.ts';
import {
  type CompanyListOptions,
  type CompanyRow,
  deleteCompanyCascade,
  findCompany,
  insertCompany,
  libraryIdsOfCompany,
  listCompanies,
  setCompanyLogo,
  updateCompany,
} from './companies-repository.ts';

function toCompany(row: CompanyRow, publicUrl: string): Company {
  return {
    id: row.id,
    company_name: row.companyName,
    contact_person: row.contactPerson,
    phone_number: row.phoneNumber,
    email_address: row.emailAddress,
    footer_text: row.footerText,
    hasOwnLogo: row.logoPath !== null,
    logoUrl: publicUrlOf(publicUrl, row.logoPath),
    feature_flags: {
      social_media_integration: row.featureFlags.social_media_integration === true,
      usage_stats: row.featureFlags.usage_stats === true,
      publishing: row.featureFlags.publishing === true,
    },
  };
}

/** The stored flags after an update: only super-admins and system-admins change them. */
function nextFlags(viewer: Viewer, current: FeatureFlags, requested: CompanyInput['feature_flags']): FeatureFlags {
  if (!requested || !isPlatformRole(viewer.role)) return current;
  const next = { ...current };
  for (const key of FEATURE_FLAG_KEYS) {
    const value = requested[key];
    if (typeof value === 'boolean') next[key] = value;
  }
  return next;
}

function changesOf(input: CompanyInput) {
  return {
    companyName: input.company_name,
    contactPerson: input.contact_person || null,
    phoneNumber: input.phone_number || null,
    emailAddress: input.email_address,
    footerText: sanitizeRichText(input.footer_text),
  };
}

export async function listCompaniesFor(deps: ServiceDeps, options: CompanyListOptions): Promise<CompanyList> {
  const { rows, total } = await listCompanies(deps.db, options);
  return { data: rows.map((row) => toCompany(row, deps.publicUrl)), total };
}

/** A company the viewer manages (its own for a company-admin); 404 otherwise. */
async function reachableCompany(deps: ServiceDeps, viewer: Viewer, id: number): Promise<CompanyRow> {
  assertCompanyAccess(viewer, 'manage-company', id, COMPANY_TEXTS.notFound);
  const row = await findCompany(deps.db, id);
  if (!row) throw new NotFoundError(COMPANY_TEXTS.notFound);
  return row;
}

export async function getCompany(deps: ServiceDeps, viewer: Viewer, id: number): Promise<Company> {
  return toCompany(await reachableCompany(deps, viewer, id), deps.publicUrl);
}

export async function createCompany(deps: ServiceDeps, viewer: Viewer, input: CompanyInput): Promise<Company> {
  const id = await insertCompany(deps.db, {
    ...changesOf(input),
    featureFlags: nextFlags(viewer, {}, input.feature_flags),
  });
  return getCompany(deps, viewer, id);
}

export async function updateCompanyOf(
  deps: ServiceDeps,
  viewer: Viewer,
  id: number,
  input: CompanyInput,
): Promise<Company> {
  const current = await reachableCompany(deps, viewer, id);
  await updateCompany(deps.db, id, {
    ...changesOf(input),
    featureFlags: nextFlags(viewer, current.featureFlags, input.feature_flags),
  });
  return getCompany(deps, viewer, id);
}

/** Deletes a company with its libraries and users (never the viewer's own company). */
export async function deleteCompany(deps: ServiceDeps, viewer: Viewer, id: number): Promise<void> {
  await reachableCompany(deps, viewer, id);
  if (!canDeleteCompany(viewer, id)) throw new ForbiddenError(COMPANY_TEXTS.cannotDeleteOwn);
  const libraryIds = await libraryIdsOfCompany(deps.db, id);
  await deps.db.transaction((tx) => deleteCompanyCascade(tx, id));
  await deps.storage.removeAll(`${PUBLIC_PREFIX}/companies/${id}`);
  await deps.storage.removeAll(`companies/${id}`);
  for (const libraryId of libraryIds) await deps.storage.removeAll(`${PUBLIC_PREFIX}/libraries/${libraryId}`);
}

/** The company of a library the viewer can see. */
export async function companyIdByLibrary(deps: ServiceDeps, viewer: Viewer, libraryId: number) {
  const library = await findLibrary(deps.db, libraryId);
  if (!library || !canSeeLibrary(viewer, library)) throw new NotFoundError(LIBRARY_TEXTS.notFound);
  const company = await findCompany(deps.db, library.companyId);
  return { company_id: library.companyId, publishing: company?.featureFlags.publishing === true };
}

export function imageKey(owner: string, id: number, name: string, image: UploadedImage): string {
  return `${PUBLIC_PREFIX}/${owner}/${id}/${name}-${randomBytes(6).toString('hex')}.${image.extension}`;
}

export async function uploadCompanyLogo(
  deps: ServiceDeps,
  viewer: Viewer,
  id: number,
  image: UploadedImage,
): Promise<LogoResponse> {
  const company = await reachableCompany(deps, viewer, id);
  const key = imageKey('companies', id, 'logo', image);
  await deps.storage.put(key, image.content);
  await setCompanyLogo(deps.db, id, key);
  if (company.logoPath) await deps.storage.remove(company.logoPath);
  return { logo: publicUrlOf(deps.publicUrl, key) };
}

export async function removeCompanyLogo(deps: ServiceDeps, viewer: Viewer, id: number): Promise<LogoResponse> {
  const company = await reachableCompany(deps, viewer, id);
  await setCompanyLogo(deps.db, id, null);
  if (company.logoPath) await deps.storage.remove(company.logoPath);
  return { logo: null };
}
