import { z } from 'zod';
import { footerTextSchema } from './company.ts';
import { listQuerySchema, listResponseSchema, recordId } from './list.ts';
import { LIBRARY_ROLE_SLUGS } from './roles.ts';
import { requiredText, text } from './validation.ts';

const LABEL = /^(?!-)[a-z0-9-]{1,63}(?<!-)$/;

/**
 * A whitelisted domain: a host name of letters, digits and hyphens in dot-separated labels (at
 * least two, or `localhost`), optionally starting with `*.` for every subdomain.
 */
export function isValidDomain(value: string): boolean {
  const host = value.trim().toLowerCase().replace(/^\*\./, '');
  if (host === 'localhost') return true;
  if (host.length > 253) return false;
  const labels = host.split('.');
  return labels.length >= 2 && labels.every((label) => LABEL.test(label)) && /[a-z]/.test(labels.at(-1) ?? '');
}

const invalidDomainMessage = (line: number, value: string) => `Line ${line}: ${value} is not a valid domain.`;
const WEBHOOK_URL_MESSAGE = 'The webhook URL must be a valid http or https address.';

/** One domain per line; blank lines are skipped, each bad line gets its own message. */
const whitelistedDomainsSchema = z.array(text().max(253 + 2)).superRefine((lines, context) => {
  lines.forEach((line, index) => {
    if (line.trim() && !isValidDomain(line)) {
      context.addIssue({ code: 'custom', message: invalidDomainMessage(index + 1, line.trim()) });
    }
  });
});

function isHttpUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname.length > 0;
  } catch {
    return false;
  }
}

const webhookSchema = z.object({
  url: text({ error: WEBHOOK_URL_MESSAGE }).trim().max(2000).refine(isHttpUrl, WEBHOOK_URL_MESSAGE),
  apiKey: text().trim().max(255).default(''),
});
export type Webhook = z.infer<typeof webhookSchema>;

/** Small settings of a library (landing page options and the like): flat values only. */
const libraryMetaSchema = z.record(text().max(100), z.union([text().max(10000), z.number(), z.boolean(), z.null()]));

export const librarySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  company_id: z.number().int(),
  company_name: z.string(),
  whitelisted_domains: z.array(z.string()),
  webhooks: z.array(z.object({ url: z.string(), apiKey: z.string() })),
  default_tags: z.array(z.string()),
  footer_text: z.string().nullable(),
  hasOwnLogo: z.boolean(),
  logoUrl: z.string().nullable(),
  viewingPageBackgroundUrl: z.string().nullable(),
  meta: libraryMetaSchema,
});
export type Library = z.infer<typeof librarySchema>;

/**
 * POST api/libraries and PUT api/libraries/{id}. `company_id` is required for super-admins and
 * system-admins and ignored for company-admins (their own company); default tags are read-only.
 */
export const libraryInputSchema = z.object({
  name: requiredText('name'),
  company_id: recordId('The company is required.').nullable().optional(),
  footer_text: footerTextSchema,
  whitelisted_domains: whitelistedDomainsSchema.optional(),
  webhooks: z.array(webhookSchema).max(20, 'A library can have at most 20 webhooks.').optional(),
  meta: libraryMetaSchema.optional(),
});
export type LibraryInput = z.input<typeof libraryInputSchema>;

const LIBRARY_SORT_COLUMNS = ['company_name', 'name'] as const;
/** The long list of libraries (selectors) loads up to this many at once. */
const LIBRARY_MAX_PAGE_SIZE = 10000;

/** GET api/libraries: quickSearch over library and company name; filter company_id for platform roles. */
export const libraryListQuerySchema = listQuerySchema({
  sortColumns: LIBRARY_SORT_COLUMNS,
  defaultSort: 'company_name',
  defaultPageSize: 12,
  maxPageSize: LIBRARY_MAX_PAGE_SIZE,
}).extend({ company_id: recordId('The filter value must be a whole number.').optional() });
export const libraryListSchema = listResponseSchema(librarySchema);
export type LibraryList = z.infer<typeof libraryListSchema>;

/** GET api/libraries-i-can-see and GET api/libraries/for-upload. */
const librarySummarySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  company_id: z.number().int(),
  company_name: z.string(),
});
export type LibrarySummary = z.infer<typeof librarySummarySchema>;
export const librarySummaryListSchema = z.array(librarySummarySchema);

/** GET api/libraries/my-libraries: the viewer's assigned libraries with their library role. */
const myLibrarySchema = librarySummarySchema.extend({ role: z.enum(LIBRARY_ROLE_SLUGS) });
export const myLibraryListSchema = z.array(myLibrarySchema);
export type MyLibrary = z.infer<typeof myLibrarySchema>;

/** GET api/libraries/{id}/assigned-users. */
const assignedUserSchema = z.object({ user_name: z.string(), user_email: z.string(), role_name: z.string() });
export const assignedUserListSchema = z.array(assignedUserSchema);
export type AssignedUser = z.infer<typeof assignedUserSchema>;

/** POST and DELETE api/libraries/{id}/viewing-page-background. */
export const viewingPageBackgroundResponseSchema = z.object({ viewingPageBackground: z.string().nullable() });

export const LIBRARY_TEXTS = {
  notFound: 'The library was not found.',
  companyRequired: 'The company is required.',
  companyNotFound: 'The selected company does not exist.',
  noDefaultTags: 'There are no default tags for this library.',
} as const;
