import { type Company, type CompanyInput, companyInputSchema, MESSAGES } from '@reelbase/contract';
import { Button, Switch, TextField } from '@reelbase/ui';
import { useForm } from '../../forms/useForm.ts';
import { FormActions, FormBox, FormTitle } from '../admin/AdminLayout.tsx';
import { type CompanyFormValues, companyFormValues, companyInput } from './companyForm.ts';

export interface CompanyFormProps {
  /** The saved company, or null for a new one. */
  company: Company | null;
  /** Super-admins and system-admins switch the company's features on and off. */
  canEditFeatures: boolean;
  onSave: (input: CompanyInput) => Promise<void>;
  /** Goes back to the companies list; not offered when absent (a company-admin has no list). */
  onBack?: () => void;
  /** Field errors from the server (422), shown inline. */
  serverErrors?: Record<string, string[]>;
}

/** The company form: name and email required, contact person and telephone optional, feature switches. */
export function CompanyForm({ company, canEditFeatures, onSave, onBack, serverErrors }: CompanyFormProps) {
  const form = useForm({
    initial: companyFormValues(company),
    toInput: (values) =>
      companyInput(values, { footerText: company?.footer_text ?? null, includeFlags: canEditFeatures }),
    schema: companyInputSchema,
    onSubmit: onSave,
    serverErrors,
  });
  const flags = form.values.feature_flags;
  const setFlag = (flag: keyof CompanyFormValues['feature_flags']) => (value: boolean) =>
    form.update({ feature_flags: { ...flags, [flag]: value } });

  return (
    <FormBox onSubmit={form.submit} aria-label="Company" noValidate>
      {form.prompt}
      <FormTitle>Company details</FormTitle>
      <TextField label="Company name" {...form.field('company_name')} isRequired />
      <TextField label="Main contact person" {...form.field('contact_person')} />
      <TextField label="Telephone / contact number" type="tel" {...form.field('phone_number')} />
      <TextField label="Email" type="email" {...form.field('email_address')} isRequired />
      {canEditFeatures && (
        <>
          <Switch isSelected={flags.social_media_integration} onChange={setFlag('social_media_integration')}>
            Social media integration
          </Switch>
          <Switch isSelected={flags.usage_stats} onChange={setFlag('usage_stats')}>
            Usage stats
          </Switch>
          <Switch isSelected={flags.publishing} onChange={setFlag('publishing')}>
            Publishing
          </Switch>
        </>
      )}
      <FormActions>
        {onBack && (
          <Button variant="secondary" onPress={onBack}>
            Back to companies
          </Button>
        )}
        <Button type="submit" {...form.submitButton}>
          {company ? MESSAGES.saveChanges : 'Add company'}
        </Button>
      </FormActions>
    </FormBox>
  );
}
