import {
  type InvitationSent,
  isLibraryRole,
  type LibrarySummary,
  MESSAGES,
  type Role,
  type UserCreate,
  type UserDetail,
  type UserUpdate,
} from '@reelbase/contract';
import { Autocomplete, type AutocompleteOption, Button, Checkbox, Select, TextField } from '@reelbase/ui';
import { type FormEvent, useEffect, useMemo, useState } from 'react';
import { useDebouncedErrors } from '../../forms/useDebouncedErrors.ts';
import { hasChanges, useDirtyGuard } from '../../forms/useDirtyGuard.tsx';
import { useTouchedErrors } from '../../forms/useTouchedErrors.ts';
import { FormActions, FormBox, PageTitle } from '../admin/AdminLayout.tsx';
import { InvitationCard } from './InvitationCard.tsx';
import { LibraryRolesEditor } from './LibraryRolesEditor.tsx';
import {
  type UserCompany,
  type UserFormValues,
  userFormSchema,
  userFormValues,
  userInput,
  withCompany,
  withRole,
} from './userForm.ts';

export interface UserFormProps {
  /** The user being edited, or null for a new one. */
  user: UserDetail | null;
  /** The roles the viewer may give (GET api/roles: allowed company-level roles and the library roles). */
  roles: readonly Role[];
  /** The Role select is shown only if the viewer may edit this user's role. */
  showRole: boolean;
  /** The Company autocomplete and "Can upload to all libraries": super-admins and system-admins. */
  isPlatformViewer: boolean;
  /** The viewer's own company: the company of the users a company-admin creates. */
  viewerCompanyId: number | null;
  /** The libraries the viewer can see; the editor offers those of the user's company. */
  libraries: readonly LibrarySummary[];
  /** Companies matching a search, for the Company autocomplete. */
  loadCompanies: (query: string, signal: AbortSignal) => Promise<UserCompany[]>;
  onSave: (input: UserCreate | UserUpdate) => Promise<void>;
  onBack: () => void;
  /** Mails the edited user a new invitation (shown for users who have not set a password yet). */
  onResendInvitation: () => Promise<InvitationSent>;
  /** Field errors from the server (422), shown inline. */
  serverErrors?: Record<string, string[]>;
}

const toOption = (company: UserCompany | null): AutocompleteOption | null =>
  company ? { id: String(company.id), label: company.company_name } : null;

/**
 * The user form: details, role, company, upload everywhere and the per-library roles; for an
 * existing user, the Invitation card below it.
 */
export function UserForm(props: UserFormProps) {
  const { user, roles, showRole, isPlatformViewer } = props;
  const [values, setValues] = useState<UserFormValues>(() => userFormValues(user));
  const [saving, setSaving] = useState(false);
  useEffect(() => setValues(userFormValues(user)), [user]);
  const unsaved = useDirtyGuard(!saving && hasChanges(values, userFormValues(user)));

  const access = useMemo(
    () => ({ isNew: user === null, showCompany: isPlatformViewer, showUploadEverywhere: isPlatformViewer }),
    [user, isPlatformViewer],
  );
  const schema = useMemo(() => userFormSchema(access), [access]);
  const { errors, isValid, isPending } = useDebouncedErrors(schema, values);
  const { touch, errorFor: fieldError } = useTouchedErrors(errors, props.serverErrors);
  const setText = (field: 'name' | 'phone_number' | 'email') => (text: string) => {
    touch(field);
    setValues((current) => ({ ...current, [field]: text }));
  };

  const companyId = isPlatformViewer ? (values.company?.id ?? null) : (user?.company?.id ?? props.viewerCompanyId);
  const companyLibraries = props.libraries
    .filter((library) => library.company_id === companyId)
    .map((library) => ({ id: library.id, name: library.name }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!isValid || isPending || saving) return;
    setSaving(true);
    try {
      await props.onSave(userInput(values, access));
    } finally {
      setSaving(false);
    }
  };

  return (
    <>
      <PageTitle>{user ? 'Edit user' : 'Add user'}</PageTitle>
      <FormBox onSubmit={submit} aria-label="User" noValidate>
        {unsaved.prompt}
        <TextField
          label="Name"
          value={values.name}
          onChange={setText('name')}
          isRequired
          errorMessage={fieldError('name')}
        />
        <TextField
          label="Telephone / contact number"
          type="tel"
          value={values.phone_number}
          onChange={setText('phone_number')}
          errorMessage={fieldError('phone_number')}
        />
        <TextField
          label="Email"
          type="email"
          value={values.email}
          onChange={setText('email')}
          isRequired={!user}
          isDisabled={user !== null}
          errorMessage={fieldError('email')}
        />
        {showRole && (
          <Select
            label="Role"
            placeholder="Select a role"
            options={roles.map((role) => ({ id: role.slug, label: role.name }))}
            selectedKey={values.role}
            onSelectionChange={(key) => {
              // The role decides whether a company is required.
              touch('role', 'company_id');
              setValues((current) => withRole(current, roles.find((role) => role.slug === key)?.slug ?? null));
            }}
            isRequired
            errorMessage={fieldError('role')}
          />
        )}
        {isPlatformViewer && (
          <Autocomplete
            label="Company"
            placeholder="Search a company"
            loadOptions={async (query, signal) =>
              (await props.loadCompanies(query, signal)).map((company) => toOption(company) as AutocompleteOption)
            }
            selected={toOption(values.company)}
            onSelectionChange={(option) => {
              touch('company_id');
              setValues((current) =>
                withCompany(current, option ? { id: Number(option.id), company_name: option.label } : null),
              );
            }}
            errorMessage={fieldError('company_id')}
          />
        )}
        {isPlatformViewer && (
          <Checkbox
            isSelected={values.upload_everywhere}
            onChange={(selected) => setValues((current) => ({ ...current, upload_everywhere: selected }))}
          >
            Can upload to all libraries
          </Checkbox>
        )}
        {values.role && isLibraryRole(values.role) && (
          <LibraryRolesEditor
            libraries={companyLibraries}
            rows={values.libraries}
            onChange={(libraries) => setValues((current) => ({ ...current, libraries }))}
          />
        )}
        <FormActions>
          <Button variant="secondary" onPress={props.onBack}>
            Back to users
          </Button>
          <Button type="submit" isDisabled={!isValid || isPending} isLoading={saving}>
            {user ? MESSAGES.saveChanges : 'Add user'}
          </Button>
        </FormActions>
      </FormBox>
      {user && <InvitationCard user={user} onResend={props.onResendInvitation} />}
    </>
  );
}
