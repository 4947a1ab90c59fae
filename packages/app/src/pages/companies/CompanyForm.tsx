import { type Company, type CompanyInput, companyInputSchema, MESSAGES } from '@reelbase/contract';
import { Button, Inline, Switch, TextField } from '@reelbase/ui';
import { type FormEvent, useEffect, useState } from 'react';
import { useDebouncedErrors } from '../../forms/useDebouncedErrors.ts';
import { hasChanges, useDirtyGuard } from '../../forms/useDirtyGuard.tsx';
import { useTouchedErrors } from '../../forms/useTouchedErrors.ts';
import { FormBox, FormTitle } from '../admin/AdminLayout.tsx';
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
  const [values, setValues] = useState<CompanyFormValues>(() => companyFormValues(company));
  const [saving, setSaving] = useState(false);
  useEffect(() => setValues(companyFormValues(company)), [company]);
  const unsaved = useDirtyGuard(!saving && hasChanges(values, companyFormValues(company)));

  const input = companyInput(values, { footerText: company?.footer_text ?? null, includeFlags: canEditFeatures });
  const { errors, isValid, isPending } = useDebouncedErrors(companyInputSchema, input);
  const { touch, errorFor: fieldError } = useTouchedErrors(errors, serverErrors);
  const set = (field: keyof Omit<CompanyFormValues, 'feature_flags'>) => (value: string) => {
    touch(field);
    setValues((current) => ({ ...current, [field]: value }));
  };
  const setFlag = (flag: keyof CompanyFormValues['feature_flags']) => (value: boolean) =>
    setValues((current) => ({ ...current, feature_flags: { ...current.feature_flags, [flag]: value } }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!isValid || isPending || saving) return;
    setSaving(true);
    try {
      await onSave(input);
    } finally {
      setSaving(false);
    }
  };

  return (
    <FormBox onSubmit={submit} aria-label="Company" noValidate>
      {unsaved.prompt}
      <FormTitle>Company details</FormTitle>
      <TextField
        label="Company name"
        value={values.company_name}
        onChange={set('company_name')}
        isRequired
        errorMessage={fieldError('company_name')}
      />
      <TextField
        label="Main contact person"
        value={values.contact_person}
        onChange={set('contact_person')}
        errorMessage={fieldError('contact_person')}
      />
      <TextField
        label="Telephone / contact number"
        type="tel"
        value={values.phone_number}
        onChange={set('phone_number')}
        errorMessage={fieldError('phone_number')}
      />
      <TextField
        label="Email"
        type="email"
        value={values.email_address}
        onChange={set('email_address')}
        isRequired
        errorMessage={fieldError('email_address')}
      />
      {canEditFeatures && (
        <>
          <Switch
            isSelected={values.feature_flags.social_media_integration}
            onChange={setFlag('social_media_integration')}
          >
            Social media integration
          </Switch>
          <Switch isSelected={values.feature_flags.usage_stats} onChange={setFlag('usage_stats')}>
            Usage stats
          </Switch>
        </>
      )}
      <Inline $gap={3} $justify="end">
        {onBack && (
          <Button variant="secondary" onPress={onBack}>
            Back to companies
          </Button>
        )}
        <Button type="submit" isDisabled={!isValid || isPending} isLoading={saving}>
          {company ? MESSAGES.saveChanges : 'Add company'}
        </Button>
      </Inline>
    </FormBox>
  );
}
