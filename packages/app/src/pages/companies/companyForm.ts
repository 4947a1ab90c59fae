import type { Company, CompanyInput, FeatureFlags } from '@reelbase/contract';

/** The editable values of the company form, as typed (empty strings for empty fields). */
export interface CompanyFormValues {
  company_name: string;
  contact_person: string;
  phone_number: string;
  email_address: string;
  feature_flags: FeatureFlags;
}

const NO_FEATURES: FeatureFlags = { social_media_integration: false, usage_stats: false, publishing: false };

/** The form's starting values: the company's, or empty for a new company. */
export function companyFormValues(company: Company | null): CompanyFormValues {
  return {
    company_name: company?.company_name ?? '',
    contact_person: company?.contact_person ?? '',
    phone_number: company?.phone_number ?? '',
    email_address: company?.email_address ?? '',
    feature_flags: { ...(company?.feature_flags ?? NO_FEATURES) },
  };
}

const orNull = (value: string) => (value.trim() === '' ? null : value.trim());

/**
 * The body of POST or PUT api/companies: empty optional fields become null, the footer text is
 * kept, and the feature flags are sent only by those who may change them.
 */
export function companyInput(
  values: CompanyFormValues,
  options: { footerText: string | null; includeFlags: boolean },
): CompanyInput {
  return {
    company_name: values.company_name.trim(),
    contact_person: orNull(values.contact_person),
    phone_number: orNull(values.phone_number),
    email_address: values.email_address.trim(),
    footer_text: options.footerText,
    ...(options.includeFlags ? { feature_flags: values.feature_flags } : {}),
  };
}

/** The input that keeps a saved company as it is except for the footer text. */
export function footerInput(company: Company, footerText: string, includeFlags: boolean): CompanyInput {
  return companyInput(companyFormValues(company), {
    footerText: footerText.trim() === '' ? null : footerText,
    includeFlags,
  });
}
