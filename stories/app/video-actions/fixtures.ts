import type { LibrarySummary } from '@reelbase/contract';

const library = (id: number, name: string, company_name = 'Northwind'): LibrarySummary => ({
  id,
  name,
  company_id: company_name === 'Northwind' ? 1 : 2,
  company_name,
});

/** Five libraries: the search box stays hidden. */
export const fewLibraries: LibrarySummary[] = [
  library(1, 'Marketing'),
  library(2, 'Training'),
  library(3, 'Sales'),
  library(4, 'Events', 'Contoso'),
  library(5, 'Support', 'Contoso'),
];

/** Twelve libraries: search box and two pages of ten. */
export const manyLibraries: LibrarySummary[] = [
  ...fewLibraries,
  library(6, 'Recruitment'),
  library(7, 'Investors'),
  library(8, 'Webinars', 'Contoso'),
  library(9, 'Press', 'Contoso'),
  library(10, 'Archive', 'Contoso'),
  library(11, 'Partners', 'Fabrikam'),
  library(12, 'Zeppelin', 'Fabrikam'),
];

export const launch = { id: '6f1c2a9e-3b1d-4c55-9a77-0e4b2c1d9f10', title: 'Product launch', library: { id: 1 } };
export const update = { id: '0b7e6f2d-9c1a-4e8b-8f3d-5a6b7c8d9e0f', title: 'Quarterly update', library: { id: 1 } };
export const tour = { id: '9a8b7c6d-5e4f-4a3b-9c2d-1e0f9a8b7c6d', title: 'Onboarding tour', library: { id: 2 } };

/** An error as the API client throws it. */
export const apiError = (status: number, message: string) => Object.assign(new Error(message), { status });
