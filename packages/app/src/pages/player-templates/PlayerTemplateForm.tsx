import {
  PLAYER_TEMPLATE_SHARE_FLAGS,
  type PlayerTemplate,
  type PlayerTemplateFlag,
  type PlayerTemplateInput,
  playerTemplateInputSchema,
} from '@reelbase/contract';
import { Button, Checkbox, ColorPicker, TextField, token } from '@reelbase/ui';
import { type FormEvent, useEffect, useState } from 'react';
import styled from 'styled-components';
import { useDebouncedErrors } from '../../forms/useDebouncedErrors.ts';
import { hasChanges, useDirtyGuard } from '../../forms/useDirtyGuard.tsx';
import { useTouchedErrors } from '../../forms/useTouchedErrors.ts';
import { FormActions, FormBox } from '../admin/AdminLayout.tsx';
import {
  CONTROL_FLAGS,
  FLAG_LABELS,
  type PlayerTemplateFormValues,
  playerTemplateFormValues,
  playerTemplateInput,
  showsShareControls,
} from './playerTemplateForm.ts';

const Fieldset = styled.fieldset`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(12rem, 1fr));
  gap: ${token('space-2')} ${token('space-4')};
  margin: 0;
  padding: ${token('space-3')};
  border: 1px solid ${token('color-border')};
  border-radius: ${token('radius-md')};
  legend {
    font-weight: 600;
    padding: 0 ${token('space-1')};
  }
`;

export interface PlayerTemplateFormProps {
  /** The saved template, or null for a new one. */
  template: PlayerTemplate | null;
  onSave: (input: PlayerTemplateInput) => Promise<void>;
  /** Back to the library form. */
  onCancel: () => void;
  /** Field errors from the server (422), shown inline. */
  serverErrors?: Record<string, string[]>;
}

/** A library's player template: name, player controls, icon colour and, with social share, the share buttons. */
export function PlayerTemplateForm({ template, onSave, onCancel, serverErrors }: PlayerTemplateFormProps) {
  const [values, setValues] = useState<PlayerTemplateFormValues>(() => playerTemplateFormValues(template));
  const [saving, setSaving] = useState(false);
  useEffect(() => setValues(playerTemplateFormValues(template)), [template]);
  const unsaved = useDirtyGuard(!saving && hasChanges(values, playerTemplateFormValues(template)));

  const input = playerTemplateInput(values);
  const { errors, isValid, isPending } = useDebouncedErrors(playerTemplateInputSchema, input);
  const { touch, errorFor: fieldError } = useTouchedErrors(errors, serverErrors);
  const setFlag = (flag: PlayerTemplateFlag) => (selected: boolean) =>
    setValues((current) => ({ ...current, flags: { ...current.flags, [flag]: selected } }));
  const checkbox = (flag: PlayerTemplateFlag) => (
    <Checkbox key={flag} isSelected={values.flags[flag]} onChange={setFlag(flag)}>
      {FLAG_LABELS[flag]}
    </Checkbox>
  );

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
    <FormBox onSubmit={submit} aria-label="Player template" noValidate>
      {unsaved.prompt}
      <TextField
        label="Template name"
        value={values.name}
        onChange={(name) => {
          touch('name');
          setValues((current) => ({ ...current, name }));
        }}
        isRequired
        errorMessage={fieldError('name')}
      />
      <Fieldset>
        <legend>Player controls</legend>
        {CONTROL_FLAGS.map(checkbox)}
      </Fieldset>
      <ColorPicker
        label="Icon colour"
        value={values.controls_color}
        onChange={(controls_color) => setValues((current) => ({ ...current, controls_color }))}
      />
      {showsShareControls(values) && (
        <Fieldset>
          <legend>Share controls</legend>
          {PLAYER_TEMPLATE_SHARE_FLAGS.map(checkbox)}
        </Fieldset>
      )}
      <FormActions>
        <Button variant="secondary" onPress={onCancel}>
          Cancel
        </Button>
        <Button type="submit" isDisabled={!isValid || isPending} isLoading={saving}>
          {template ? 'Update template' : 'Create template'}
        </Button>
      </FormActions>
    </FormBox>
  );
}
