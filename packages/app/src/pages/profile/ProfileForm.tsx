import { MESSAGES, type Profile, type ProfileUpdate, profileUpdateSchema } from '@reelbase/contract';
import { Button, TextField } from '@reelbase/ui';
import { useForm } from '../../forms/useForm.ts';
import { FormActions, FormBox } from '../admin/AdminLayout.tsx';
export interface ProfileFormProps {
  profile: Profile;
  onSave: (update: ProfileUpdate) => Promise<void>;
  /** Field errors from the server (422), shown inline. */
  serverErrors?: Record<string, string[]>;
}

/** The profile form: Email read-only, Name required, telephone; Save changes disabled while invalid. */
export function ProfileForm({ profile, onSave, serverErrors }: ProfileFormProps) {
  const form = useForm({
    initial: { name: profile.name, phone_number: profile.phone_number ?? '' },
    schema: profileUpdateSchema,
    onSubmit: (values) => onSave(profileUpdateSchema.parse(values)),
    serverErrors,
    savesChangesOnly: true,
    guardsChanges: false,
  });

  return (
    <FormBox onSubmit={form.submit} aria-label="Profile" noValidate>
      <TextField label="Email" value={profile.email} isReadOnly />
      <TextField label="Name" {...form.field('name')} isRequired autoComplete="name" />
      <TextField label="Telephone / contact number" {...form.field('phone_number')} type="tel" autoComplete="tel" />
      <FormActions>
        <Button type="submit" {...form.submitButton}>
          {MESSAGES.saveChanges}
        </Button>
      </FormActions>
    </FormBox>
  );
}
