import { z } from 'zod';
import { listQuerySchema, listResponseSchema, recordId } from './list.ts';
import { longTextMessage } from './messages.ts';
import { LONG_TEXT_MAX, optionalText, phoneNumber, requiredEmail, requiredText, text } from './validation.ts';

/**
 * A company's switches for optional features; only super-admins and system-admins change them.
 * `publishing` allows publishing its videos (allowsPublishing), `social_media_integration` shows
 * the card where its Vimeo and YouTube accounts are linked.
 */
const featureFlagsSchema = z.object({
  social_media_integration: z.boolean(),
  usage_stats: z.boolean(),
  publishing: z.boolean(),
});
export type FeatureFlags = z.infer<typeof featureFlagsSchema>;
export const FEATURE_FLAG_KEYS = ['social_media_integration', 'usage_stats', 'publishing'] as const;

/** Rich text of a landing page footer; the server keeps only a small set of formatting tags. */
export const footerTextSchema = text().max(LONG_TEXT_MAX, longTextMessage(LONG_TEXT_MAX)).nullable().optional();

export const companySchema = z.object({
  id: z.number().int(),
  company_name: z.string(),
  contact_person: z.string().nullable(),
  phone_number: z.string().nullable(),
  email_address: z.string().nullable(),
  footer_text: z.string().nullable(),
  hasOwnLogo: z.boolean(),
  logoUrl: z.string().nullable(),
  feature_flags: featureFlagsSchema,
});
export type Company = z.infer<typeof companySchema>;

/** POST api/companies and PUT api/companies/{id}. */
export const companyInputSchema = z.object({
  company_name: requiredText('company name'),
  contact_person: optionalText().nullable().optional(),
  phone_number: phoneNumber.nullable().optional(),
  email_address: requiredEmail('email'),
  footer_text: footerTextSchema,
  /** Ignored unless the viewer is a super-admin or system-admin. */
  feature_flags: featureFlagsSchema.partial().optional(),
});
export type CompanyInput = z.infer<typeof companyInputSchema>;

const COMPANY_SORT_COLUMNS = ['company_name', 'contact_person', 'phone_number', 'email_address'] as const;
/** The company select of one dialog loads every company at once. */
export const COMPANY_MAX_PAGE_SIZE = 100000;

/** GET api/companies: quickSearch over name, contact person, email and phone number. */
export const companyListQuerySchema = listQuerySchema({
  sortColumns: COMPANY_SORT_COLUMNS,
  defaultSort: 'company_name',
  defaultPageSize: 9,
  maxPageSize: COMPANY_MAX_PAGE_SIZE,
});
export const companyListSchema = listResponseSchema(companySchema);
export type CompanyList = z.infer<typeof companyListSchema>;

/** GET api/companies/by-library/{libraryId}; `publishing`: whether the company allows publishing its videos. */
export const companyByLibrarySchema = z.object({ company_id: z.number().int(), publishing: z.boolean() });
export type CompanyByLibrary = z.infer<typeof companyByLibrarySchema>;
export const libraryIdParamsSchema = z.object({ libraryId: recordId('The library was not found.') });

/** POST and DELETE api/companies/{id}/logo (and api/libraries/{id}/logo). */
export const logoResponseSchema = z.object({ logo: z.string().nullable() });
export type LogoResponse = z.infer<typeof logoResponseSchema>;

export const COMPANY_TEXTS = {
  notFound: 'The company was not found.',
  cannotDeleteOwn: 'You cannot delete the company you belong to.',
} as const;
