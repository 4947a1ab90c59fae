import type { UserDetail } from '@reelbase/contract';
import { describe, expect, it } from 'vitest';
import { addToRow } from './libraryRoles.ts';
import { userFormErrors, userFormValues, userInput, withCompany, withRole } from './userForm.ts';

const editor: UserDetail = {
  id: 8,
  name: 'Grace Hopper',
  email: 'grace@acme.test',
  phone_number: null,
  company: { id: 2, company_name: 'Acme' },
  role: 'editor',
  canEdit: true,
  canDelete: true,
  accountStatus: 'active',
  invitationExpiresAt: null,
  canResendInvitation: false,
  libraries: [
    { id: 11, role: 'editor' },
    { id: 12, role: 'uploader' },
  ],
  uploadEverywhere: false,
  permissions: {},
  hasPassword: true,
  picture: null,
};

const platform = { isNew: false, showCompany: true, showUploadEverywhere: true };

describe('user form values', () => {
  it('maps a user to the form and back', () => {
    const values = userFormValues(editor);
    expect(values.libraries).toEqual({ editor: [11], 'read-only': [], uploader: [12] });
    expect(userInput(values, platform)).toEqual({
      name: 'Grace Hopper',
      phone_number: null,
      role: 'editor',
      company_id: 2,
      upload_everywhere: false,
      libraries: [
        { id: 11, role: 'editor' },
        { id: 12, role: 'uploader' },
      ],
    });
  });

  it('sends the email only for a new user and leaves out what the viewer may not set', () => {
    const values = { ...userFormValues(null), name: 'New', email: ' new@acme.test ', role: 'read-only' as const };
    expect(userInput(values, { isNew: true, showCompany: false, showUploadEverywhere: false })).toEqual({
      name: 'New',
      phone_number: null,
      role: 'read-only',
      email: 'new@acme.test',
      libraries: [],
    });
  });

  it('clears the libraries when the role is not a library role', () => {
    const values = withRole(userFormValues(editor), 'company-admin');
    expect(values.libraries).toEqual({ editor: [], 'read-only': [], uploader: [] });
    expect(withRole(userFormValues(editor), 'read-only').libraries.editor).toEqual([11]);
  });

  it('clears the libraries when the company changes, not when it stays', () => {
    const values = userFormValues(editor);
    expect(withCompany(values, { id: 2, company_name: 'Acme' }).libraries.editor).toEqual([11]);
    expect(withCompany(values, { id: 3, company_name: 'Globex' }).libraries.editor).toEqual([]);
  });

  it('requires a company unless the role is system-admin or super-admin', () => {
    const values = withCompany(userFormValues(editor), null);
    expect(userFormErrors(values, platform)).toEqual({ company_id: ['The company is required.'] });
    expect(userFormErrors(withRole(values, 'system-admin'), platform)).toEqual({});
    expect(userInput(withRole(userFormValues(editor), 'super-admin'), platform)).toMatchObject({ company_id: null });
  });

  it('requires a name, a valid email for a new user and a role', () => {
    const errors = userFormErrors(
      { ...userFormValues(null), email: 'nope', company: { id: 1, company_name: 'A' } },
      { ...platform, isNew: true },
    );
    expect(Object.keys(errors).sort()).toEqual(['email', 'name', 'role']);
  });

  it('sends library assignments made in the editor', () => {
    const values = {
      ...userFormValues(editor),
      libraries: addToRow(userFormValues(editor).libraries, 'read-only', 11),
    };
    expect(userInput(values, platform).libraries).toEqual([
      { id: 11, role: 'read-only' },
      { id: 12, role: 'uploader' },
    ]);
  });
});
