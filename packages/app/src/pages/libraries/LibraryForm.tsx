import { LIBRARY_TEXTS, type Library, type LibraryInput, libraryInputSchema, MESSAGES } from '@reelbase/contract';
import { Button, Inline, Select, Stack, Text, TextArea, TextField, token } from '@reelbase/ui';
import { type FormEvent, useEffect, useState } from 'react';
import styled from 'styled-components';
import { useDebouncedErrors } from '../../forms/useDebouncedErrors.ts';
import { hasChanges, useDirtyGuard } from '../../forms/useDirtyGuard.tsx';
import { useTouchedErrors } from '../../forms/useTouchedErrors.ts';
import { FormBox, FormTitle } from '../admin/AdminLayout.tsx';
import { type LibraryFormValues, libraryFormValues, libraryInput, libraryValidationValues } from './libraryForm.ts';
import { WebhooksEditor } from './WebhooksEditor.tsx';

const Tags = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${token('space-2')};
  margin: 0;
  padding: 0;
  list-style: none;
  li {
    padding: ${token('space-1')} ${token('space-2')};
    background: ${token('color-surface-sunken')};
    border-radius: ${token('radius-full')};
  }
`;
const Label = styled.h2`
  margin: 0;
  font-size: ${token('font-size-md')};
`;

/** The input field each form value is validated as. */
const FIELD_OF: Record<keyof LibraryFormValues, string> = {
  name: 'name',
  company_id: 'company_id',
  domains: 'whitelisted_domains',
  webhooks: 'webhooks',
};

export interface CompanyOption {
  id: number;
  company_name: string;
}

export interface LibraryFormProps {
  /** The saved library, or null for a new one. */
  library: Library | null;
  /** The company select: super-admins and system-admins only (a company-admin's libraries are their company's). */
  showCompany: boolean;
  companies: readonly CompanyOption[];
  onSave: (input: LibraryInput) => Promise<void>;
  onBack: () => void;
  /** Field errors from the server (422), shown inline. */
  serverErrors?: Record<string, string[]>;
}

/** The library form: name, company, whitelisted domains, webhooks and the read-only default tags. */
export function LibraryForm({ library, showCompany, companies, onSave, onBack, serverErrors }: LibraryFormProps) {
  const [values, setValues] = useState<LibraryFormValues>(() => libraryFormValues(library));
  const [saving, setSaving] = useState(false);
  useEffect(() => setValues(libraryFormValues(library)), [library]);
  const unsaved = useDirtyGuard(!saving && hasChanges(values, libraryFormValues(library)));

  const options = { showCompany, footerText: library?.footer_text ?? null, meta: library?.meta };
  const { errors, isValid, isPending } = useDebouncedErrors(
    libraryInputSchema,
    libraryValidationValues(values, options),
  );
  const { touch, errorFor: fieldError } = useTouchedErrors(errors, serverErrors);
  const set =
    <K extends keyof LibraryFormValues>(field: K) =>
    (value: LibraryFormValues[K]) => {
      touch(FIELD_OF[field]);
      setValues((current) => ({ ...current, [field]: value }));
    };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!isValid || isPending || saving) return;
    setSaving(true);
    try {
      await onSave(libraryInput(values, options));
    } finally {
      setSaving(false);
    }
  };

  const tags = library?.default_tags ?? [];
  return (
    <FormBox onSubmit={submit} aria-label="Library" noValidate>
      {unsaved.prompt}
      <FormTitle>Library details</FormTitle>
      <TextField label="Name" value={values.name} onChange={set('name')} isRequired errorMessage={fieldError('name')} />
      {showCompany && (
        <Select
          label="Company"
          placeholder="Select a company"
          options={companies.map((company) => ({ id: String(company.id), label: company.company_name }))}
          selectedKey={values.company_id === null ? null : String(values.company_id)}
          onSelectionChange={(key) => set('company_id')(key === null ? null : Number(key))}
          isRequired
          errorMessage={fieldError('company_id')}
        />
      )}
      <TextArea
        label="Whitelisted domains"
        description="One domain per line, e.g. example.com or *.example.com."
        value={values.domains}
        onChange={set('domains')}
        rows={4}
        errorMessage={fieldError('whitelisted_domains')}
      />
      <WebhooksEditor webhooks={values.webhooks} onChange={set('webhooks')} errorFor={fieldError} />
      <Stack as="section" $gap={2} aria-labelledby="default-tags">
        <Label id="default-tags">Default tags</Label>
        {tags.length ? (
          <Tags>
            {tags.map((tag) => (
              <li key={tag}>{tag}</li>
            ))}
          </Tags>
        ) : (
          <Text tone="muted">{LIBRARY_TEXTS.noDefaultTags}</Text>
        )}
      </Stack>
      <Inline $gap={3} $justify="end">
        <Button variant="secondary" onPress={onBack}>
          Back to libraries
        </Button>
        <Button type="submit" isDisabled={!isValid || isPending} isLoading={saving}>
          {library ? MESSAGES.saveChanges : 'Add library'}
        </Button>
      </Inline>
    </FormBox>
  );
}
