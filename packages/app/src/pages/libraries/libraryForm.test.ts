import { type Library, libraryInputSchema } from '@reelbase/contract';
import { describe, expect, it } from 'vitest';
import { libraryFooterInput, libraryFormValues, libraryInput, libraryValidationValues } from './libraryForm.ts';

const library: Library = {
  id: 7,
  name: 'Marketing',
  company_id: 2,
  company_name: 'Acme',
  whitelisted_domains: ['acme.test', '*.acme.test'],
  webhooks: [{ url: 'https://hooks.acme.test/a', apiKey: 'k1' }],
  default_tags: ['brand'],
  footer_text: 'Footer',
  hasOwnLogo: false,
  logoUrl: null,
  viewingPageBackgroundUrl: null,
  meta: { theme: 'dark' },
};

describe('library form values', () => {
  it('shows the domains one per line', () => {
    expect(libraryFormValues(library).domains).toBe('acme.test\n*.acme.test');
    expect(libraryFormValues(null)).toEqual({ name: '', company_id: null, domains: '', webhooks: [] });
  });

  it('sends non-blank trimmed domain lines and trimmed webhooks', () => {
    const values = {
      ...libraryFormValues(library),
      name: ' Sales ',
      domains: ' a.test \n\n b.test',
      webhooks: [{ url: ' https://x.test/h ', apiKey: ' key ' }],
    };
    expect(libraryInput(values, { showCompany: true, footerText: null })).toEqual({
      name: 'Sales',
      company_id: 2,
      footer_text: null,
      whitelisted_domains: ['a.test', 'b.test'],
      webhooks: [{ url: 'https://x.test/h', apiKey: 'key' }],
    });
  });

  it('leaves the company out for a company-admin', () => {
    expect(libraryInput(libraryFormValues(library), { showCompany: false, footerText: null })).not.toHaveProperty(
      'company_id',
    );
  });

  it('reports a bad domain with the line number as typed', () => {
    const values = { ...libraryFormValues(library), domains: 'a.test\n\nnot a domain' };
    const result = libraryInputSchema.safeParse(
      libraryValidationValues(values, { showCompany: false, footerText: null }),
    );
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe('Line 3: not a domain is not a valid domain.');
  });

  it('requires the company when the select is shown', () => {
    const values = { ...libraryFormValues(null), name: 'New' };
    const result = libraryInputSchema.safeParse(
      libraryValidationValues(values, { showCompany: true, footerText: null }),
    );
    expect(result.error?.issues.map((issue) => issue.message)).toEqual(['The company is required.']);
  });

  it('keeps everything but the footer text of a saved library', () => {
    expect(libraryFooterInput(library, 'New footer', false)).toMatchObject({
      name: 'Marketing',
      footer_text: 'New footer',
      meta: { theme: 'dark' },
      whitelisted_domains: ['acme.test', '*.acme.test'],
    });
  });
});
