import type { Company } from '@reelbase/contract';
import { describe, expect, it } from 'vitest';
import { companyFormValues, companyInput, footerInput } from './companyForm.ts';

const company: Company = {
  id: 3,
  company_name: 'Acme',
  contact_person: null,
  phone_number: '+31 20 123',
  email_address: 'info@acme.test',
  footer_text: '<p>Acme</p>',
  hasOwnLogo: false,
  logoUrl: null,
  feature_flags: { social_media_integration: true, usage_stats: false, publishing: false },
};

describe('company form values', () => {
  it('starts empty for a new company', () => {
    expect(companyFormValues(null)).toEqual({
      company_name: '',
      contact_person: '',
      phone_number: '',
      email_address: '',
      feature_flags: { social_media_integration: false, usage_stats: false, publishing: false },
    });
  });

  it('turns null fields into empty text and back into null, trimming the rest', () => {
    const values = { ...companyFormValues(company), company_name: ' Acme BV ', contact_person: '  ' };
    expect(companyInput(values, { footerText: company.footer_text, includeFlags: false })).toEqual({
      company_name: 'Acme BV',
      contact_person: null,
      phone_number: '+31 20 123',
      email_address: 'info@acme.test',
      footer_text: '<p>Acme</p>',
    });
  });

  it('sends the feature flags only when the viewer may change them', () => {
    const input = companyInput(companyFormValues(company), { footerText: null, includeFlags: true });
    expect(input.feature_flags).toEqual({ social_media_integration: true, usage_stats: false, publishing: false });
  });

  it('changes only the footer text of a saved company', () => {
    expect(footerInput(company, 'Bye', false)).toMatchObject({ company_name: 'Acme', footer_text: 'Bye' });
    expect(footerInput(company, '', false).footer_text).toBeNull();
  });
});
