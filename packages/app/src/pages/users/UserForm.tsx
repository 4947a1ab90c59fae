import {
  type InvitationSent,
  isLibraryRole,
  LIBRARY_ROLE_SLUGS,
  type LibrarySummary,
  MESSAGES,
  type Role,
  roleBySlug,
  type UserCreate,
  type UserDetail,
  type UserUpdate,
} from '@reelbase/contract';
import {
  Autocomplete,
  type AutocompleteOption,
  Button,
  Card,
  Checkbox,
  DescriptionList,
  Select,
  Stack,
  Text,
  TextField,
} from '@reelbase/ui';
import { useMemo } from 'react';
import { useForm } from '../../forms/useForm.ts';
import { FormActions, FormBox, PageTitle } from '../admin/AdminLayout.tsx';
import { InvitationCard } from './InvitationCard.tsx';
import { LibraryRolesEditor } from './LibraryRolesEditor.tsx';
import { rowsFromAssignments } from './libraryRoles.ts';
import { type UserCompany, userFormErrors, userFormValues, userInput, withCompany, withRole } from './userForm.ts';

export interface UserFormProps {
  /** The user being edited, or null for a new one. */
  user: UserDetail | null;
  /**
   * Whether the viewer may edit this user (the contract's role-editing rules); a user one may not
   * edit is shown without inputs or Save.
   */
  canEdit: boolean;
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
  /** Saves; a 422 rejection shows the server's messages on their fields. */
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
 * existing user, the Invitation card below it. A user the viewer may not edit is shown read-only.
 */
export function UserForm(props: UserFormProps) {
  const { user } = props;
  return (
    <>
      <PageTitle>{user ? (props.canEdit ? 'Edit user' : USER_FORM_TEXTS.viewTitle) : 'Add user'}</PageTitle>
      {user && !props.canEdit ? <UserDetails {...props} user={user} /> : <UserFields {...props} />}
      {user && <InvitationCard user={user} onResend={props.onResendInvitation} />}
    </>
  );
}

/** The words of the user screen that the spec leaves to the console. */
const USER_FORM_TEXTS = {
  viewTitle: 'User details',
  readOnly: 'You may not edit this user.',
  none: '–',
} as const;

function UserFields(props: UserFormProps) {
  const { user, roles, showRole, isPlatformViewer } = props;
  const access = useMemo(
    () => ({ isNew: user === null, showCompany: isPlatformViewer, showUploadEverywhere: isPlatformViewer }),
    [user, isPlatformViewer],
  );
  const form = useForm({
    initial: userFormValues(user),
    validate: (values) => userFormErrors(values, access),
    onSubmit: (values) => props.onSave(userInput(values, access)),
    serverErrors: props.serverErrors,
  });
  const { values } = form;

  const companyId = isPlatformViewer ? (values.company?.id ?? null) : (user?.company?.id ?? props.viewerCompanyId);
  const companyLibraries = props.libraries
    .filter((library) => library.company_id === companyId)
    .map((library) => ({ id: library.id, name: library.name }));

  return (
    <FormBox onSubmit={form.submit} aria-label="User" noValidate>
      {form.prompt}
      <TextField label="Name" {...form.field('name')} isRequired />
      <TextField label="Telephone / contact number" type="tel" {...form.field('phone_number')} />
      <TextField label="Email" type="email" {...form.field('email')} isRequired={!user} isDisabled={user !== null} />
      {showRole && (
        <Select
          label="Role"
          placeholder="Select a role"
          options={roles.map((role) => ({ id: role.slug, label: role.name }))}
          selectedKey={values.role}
          onSelectionChange={(key) =>
            // The role decides whether a company is required.
            form.update(
              (current) => withRole(current, roles.find((role) => role.slug === key)?.slug ?? null),
              'role',
              'company_id',
            )
          }
          isRequired
          errorMessage={form.errorFor('role')}
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
          onSelectionChange={(option) =>
            form.update(
              (current) => withCompany(current, option ? { id: Number(option.id), company_name: option.label } : null),
              'company_id',
            )
          }
          errorMessage={form.errorFor('company_id')}
        />
      )}
      {isPlatformViewer && (
        <Checkbox
          isSelected={values.upload_everywhere}
          onChange={(selected) => form.update({ upload_everywhere: selected })}
        >
          Can upload to all libraries
        </Checkbox>
      )}
      {values.role && isLibraryRole(values.role) && (
        <LibraryRolesEditor
          libraries={companyLibraries}
          rows={values.libraries}
          onChange={(libraries) => form.update({ libraries })}
        />
      )}
      <FormActions>
        <Button variant="secondary" onPress={props.onBack}>
          Back to users
        </Button>
        <Button type="submit" {...form.submitButton}>
          {user ? MESSAGES.saveChanges : 'Add user'}
        </Button>
      </FormActions>
    </FormBox>
  );
}

/** A user the viewer may not edit: the values as text, with the way back to the list. */
function UserDetails({ user, isPlatformViewer, libraries, onBack }: UserFormProps & { user: UserDetail }) {
  const libraryName = (id: number) => libraries.find((library) => library.id === id)?.name ?? `#${id}`;
  const rows = rowsFromAssignments(user.libraries);
  const libraryItems = isLibraryRole(user.role)
    ? LIBRARY_ROLE_SLUGS.map((slug) => ({
        term: `${roleBySlug(slug).name} libraries`,
        description: rows[slug].map(libraryName).join(', ') || USER_FORM_TEXTS.none,
      }))
    : [];
  return (
    <Card title={user.name} headingLevel={2}>
      <Stack $gap={4}>
        <Text tone="muted">{USER_FORM_TEXTS.readOnly}</Text>
        <DescriptionList
          aria-label="User"
          items={[
            { term: 'Name', description: user.name },
            { term: 'Telephone / contact number', description: user.phone_number || USER_FORM_TEXTS.none },
            { term: 'Email', description: user.email },
            { term: 'Role', description: roleBySlug(user.role).name },
            ...(user.company ? [{ term: 'Company', description: user.company.company_name }] : []),
            ...(isPlatformViewer
              ? [{ term: 'Can upload to all libraries', description: user.uploadEverywhere ? 'Yes' : 'No' }]
              : []),
            ...libraryItems,
          ]}
        />
        <FormActions>
          <Button variant="secondary" onPress={onBack}>
            Back to users
          </Button>
        </FormActions>
      </Stack>
    </Card>
  );
}
