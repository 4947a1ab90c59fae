import type { Library, LibraryInput, Webhook } from '@reelbase/contract';

/** The editable values of the library form, as typed. */
export interface LibraryFormValues {
  name: string;
  company_id: number | null;
  /** Whitelisted domains, one per line. */
  domains: string;
  webhooks: Webhook[];
}

/** The form's starting values: the library's, or empty for a new library. */
export function libraryFormValues(library: Library | null): LibraryFormValues {
  return {
    name: library?.name ?? '',
    company_id: library?.company_id ?? null,
    domains: (library?.whitelisted_domains ?? []).join('\n'),
    webhooks: (library?.webhooks ?? []).map((hook) => ({ url: hook.url, apiKey: hook.apiKey })),
  };
}

/** The domain lines as typed, so that a message's line number matches the text area. */
const domainLines = (domains: string) => (domains === '' ? [] : domains.split(/\r?\n/));

interface InputOptions {
  /** The company select is shown (super-admins and system-admins); otherwise the company is not sent. */
  showCompany: boolean;
  footerText: string | null;
  meta?: Library['meta'];
}

/** The body of POST or PUT api/libraries: trimmed name, non-blank domain lines, trimmed webhooks. */
export function libraryInput(values: LibraryFormValues, options: InputOptions): LibraryInput {
  return {
    name: values.name.trim(),
    ...(options.showCompany ? { company_id: values.company_id } : {}),
    footer_text: options.footerText,
    whitelisted_domains: domainLines(values.domains)
      .map((line) => line.trim())
      .filter(Boolean),
    webhooks: values.webhooks.map((hook) => ({ url: hook.url.trim(), apiKey: hook.apiKey.trim() })),
    ...(options.meta ? { meta: options.meta } : {}),
  };
}

/** What the form validates: the input, with the domain lines as typed and the company required when shown. */
export function libraryValidationValues(values: LibraryFormValues, options: InputOptions) {
  return {
    ...libraryInput(values, options),
    whitelisted_domains: domainLines(values.domains),
    ...(options.showCompany ? { company_id: values.company_id ?? 0 } : {}),
  };
}

/** The input that keeps a saved library as it is except for the footer text. */
export function libraryFooterInput(library: Library, footerText: string, showCompany: boolean): LibraryInput {
  return libraryInput(libraryFormValues(library), {
    showCompany,
    footerText: footerText.trim() === '' ? null : footerText,
    meta: library.meta,
  });
}
