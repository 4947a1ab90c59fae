import { MESSAGES, type Profile, type ProfileUpdate, profileUpdateSchema } from '@reelbase/contract';
import { Button, TextField, token } from '@reelbase/ui';
import { type FormEvent, useEffect, useState } from 'react';
import styled from 'styled-components';
import { useDebouncedErrors } from '../../forms/useDebouncedErrors.ts';

const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${token('space-4')};
  max-width: 32rem;
  padding: ${token('space-5')};
  background: ${token('color-surface')};
  border: 1px solid ${token('color-border')};
  border-radius: ${token('radius-lg')};
`;

const Actions = styled.div`
  display: flex;
  justify-content: flex-end;
`;

export interface ProfileFormProps {
  profile: Profile;
  onSave: (update: ProfileUpdate) => Promise<void>;
  /** Field errors from the server (422), shown inline. */
  serverErrors?: Record<string, string[]>;
}

/** The profile form: Email read-only, Name required, telephone; Save changes disabled while invalid. */
export function ProfileForm({ profile, onSave, serverErrors }: ProfileFormProps) {
  const [name, setName] = useState(profile.name);
  const [phone, setPhone] = useState(profile.phone_number ?? '');
  const [saving, setSaving] = useState(false);

  useEffect(() => {
    setName(profile.name);
    setPhone(profile.phone_number ?? '');
  }, [profile]);

  const values = { name, phone_number: phone };
  const { errors, isValid, isPending } = useDebouncedErrors(profileUpdateSchema, values);
  const unchanged = name === profile.name && phone === (profile.phone_number ?? '');
  const fieldError = (field: string) => errors[field]?.[0] ?? serverErrors?.[field]?.[0];

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!isValid || isPending || saving) return;
    setSaving(true);
    try {
      await onSave(profileUpdateSchema.parse(values));
    } finally {
      setSaving(false);
    }
  };

  return (
    <Form onSubmit={submit} aria-label="Profile" noValidate>
      <TextField label="Email" value={profile.email} isReadOnly />
      <TextField
        label="Name"
        value={name}
        onChange={setName}
        isRequired
        errorMessage={fieldError('name')}
        autoComplete="name"
      />
      <TextField
        label="Telephone / contact number"
        value={phone}
        onChange={setPhone}
        type="tel"
        errorMessage={fieldError('phone_number')}
        autoComplete="tel"
      />
      <Actions>
        <Button type="submit" isDisabled={!isValid || isPending || unchanged} isLoading={saving}>
          {MESSAGES.saveChanges}
        </Button>
      </Actions>
    </Form>
  );
}
