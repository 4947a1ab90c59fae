import { LIBRARY_TEXTS, type Library, type LibraryInput, libraryInputSchema, MESSAGES } from '@reelbase/contract';
import { Badge, Button, Inline, Select, Stack, Text, TextArea, TextField, token } from '@reelbase/ui';
import styled from 'styled-components';
import { schemaErrors } from '../../forms/formRules.ts';
import { useForm } from '../../forms/useForm.ts';
import { FormActions, FormBox, FormTitle } from '../admin/AdminLayout.tsx';
import { libraryFormValues, libraryInput, libraryValidationValues } from './libraryForm.ts';
import { WebhooksEditor } from './WebhooksEditor.tsx';

const Tags = styled(Inline).attrs({ as: 'ul', $gap: 2, $wrap: true })`
  margin: 0;
  padding: 0;
  list-style: none;
`;
const Label = styled.h2`
  margin: 0;
  font-size: ${token('font-size-md')};
`;

interface CompanyOption {
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
  const options = { showCompany, footerText: library?.footer_text ?? null, meta: library?.meta };
  const form = useForm({
    initial: libraryFormValues(library),
    // The domain lines are checked as typed, so that a message's line number matches the text area.
    validate: (values) => schemaErrors(libraryInputSchema, libraryValidationValues(values, options)),
    onSubmit: (values) => onSave(libraryInput(values, options)),
    fieldOf: { domains: 'whitelisted_domains' },
    serverErrors,
  });
  const { values } = form;

  const tags = library?.default_tags ?? [];
  return (
    <FormBox onSubmit={form.submit} aria-label="Library" noValidate>
      {form.prompt}
      <FormTitle>Library details</FormTitle>
      <TextField label="Name" {...form.field('name')} isRequired />
      {showCompany && (
        <Select
          label="Company"
          placeholder="Select a company"
          options={companies.map((company) => ({ id: String(company.id), label: company.company_name }))}
          selectedKey={values.company_id === null ? null : String(values.company_id)}
          onSelectionChange={(key) => form.set('company_id', key === null ? null : Number(key))}
          isRequired
          errorMessage={form.errorFor('company_id')}
        />
      )}
      <TextArea
        label="Whitelisted domains"
        description="One domain per line, e.g. example.com or *.example.com."
        {...form.field('domains')}
        rows={4}
      />
      <WebhooksEditor
        webhooks={values.webhooks}
        onChange={(webhooks) => form.set('webhooks', webhooks)}
        errorFor={form.errorFor}
      />
      <Stack as="section" $gap={2} aria-labelledby="default-tags">
        <Label id="default-tags">Default tags</Label>
        {tags.length ? (
          <Tags>
            {tags.map((tag) => (
              <li key={tag}>
                <Badge>{tag}</Badge>
              </li>
            ))}
          </Tags>
        ) : (
          <Text tone="muted">{LIBRARY_TEXTS.noDefaultTags}</Text>
        )}
      </Stack>
      <FormActions>
        <Button variant="secondary" onPress={onBack}>
          Back to libraries
        </Button>
        <Button type="submit" {...form.submitButton}>
          {library ? MESSAGES.saveChanges : 'Add library'}
        </Button>
      </FormActions>
    </FormBox>
  );
}
