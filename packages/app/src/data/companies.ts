import {
  COMPANY_MAX_PAGE_SIZE,
  type Company,
  type CompanyInput,
  type CompanyList,
  type LogoResponse,
  type UsageStats,
} from '@reelbase/contract';
import useSWR from 'swr';
import { api } from '../http/client.ts';
import { type ListQuery, listUrl, redirectOnError } from './list.ts';

const BASE = '/api/companies';

/** One page of companies. */
export function useCompanies(query: ListQuery) {
  return useSWR<CompanyList>(listUrl(BASE, query), { keepPreviousData: true });
}

/** A company by id (null: none, the create form); a load failure calls `onError`. */
export function useCompany(id: number | null, onError?: () => void) {
  return useSWR<Company>(id ? `${BASE}/${id}` : null, redirectOnError(onError));
}

/** Every company as an option of a select (only loaded when `enabled`). */
export function useCompanyOptions(enabled: boolean) {
  const query: ListQuery = {
    page: 1,
    pageSize: COMPANY_MAX_PAGE_SIZE,
    quickSearch: '',
    sort: { column: 'company_name', direction: 'ascending' },
  };
  const result = useSWR<CompanyList>(enabled ? listUrl(BASE, query) : null);
  return {
    ...result,
    data: result.data?.data.map((company) => ({ id: company.id, company_name: company.company_name })),
  };
}

/** Companies whose name matches a search (the company autocomplete of the user form). */
export async function searchCompanies(text: string, signal: AbortSignal) {
  const url = listUrl(BASE, {
    page: 1,
    pageSize: 20,
    quickSearch: text,
    sort: { column: 'company_name', direction: 'ascending' },
  });
  const list = await api<CompanyList>('GET', url, undefined, { signal });
  return list.data.map((company) => ({ id: company.id, company_name: company.company_name }));
}

/** The usage of one company (the Usage stats card). */
export function useCompanyUsageStats(id: number | null) {
  return useSWR<UsageStats>(id ? `/api/usage-stats/${id}` : null);
}

/** Adds (id null) or updates a company; field errors (422) are left to the form. */
export function saveCompany(id: number | null, input: CompanyInput) {
  return id
    ? api<Company>('PUT', `${BASE}/${id}`, input, { toastErrors: false })
    : api<Company>('POST', BASE, input, { toastErrors: false });
}

export function deleteCompany(id: number) {
  return api<null>('DELETE', `${BASE}/${id}`);
}

export function uploadCompanyLogo(id: number, file: File) {
  const form = new FormData();
  form.append('logo', file);
  return api<LogoResponse>('POST', `${BASE}/${id}/logo`, form);
}

export function removeCompanyLogo(id: number) {
  return api<LogoResponse>('DELETE', `${BASE}/${id}/logo`);
}
