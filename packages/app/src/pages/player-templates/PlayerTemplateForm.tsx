import {
  PLAYER_TEMPLATE_SHARE_FLAGS,
  type PlayerTemplate,
  type PlayerTemplateFlag,
  type PlayerTemplateInput,
  playerTemplateInputSchema,
} from '@reelbase/contract';
import { Button, Checkbox, ColorPicker, TextField } from '@reelbase/ui';
import { Fieldset } from '../../forms/Fieldset.ts';
import { useForm } from '../../forms/useForm.ts';
import { FormActions, FormBox } from '../admin/AdminLayout.tsx';
import {
  CONTROL_FLAGS,
  FLAG_LABELS,
  playerTemplateFormValues,
  playerTemplateInput,
  showsShareControls,
} from './playerTemplateForm.ts';

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
  const form = useForm({
    initial: playerTemplateFormValues(template),
    toInput: playerTemplateInput,
    schema: playerTemplateInputSchema,
    onSubmit: onSave,
    serverErrors,
  });
  const { values } = form;
  const checkbox = (flag: PlayerTemplateFlag) => (
    <Checkbox
      key={flag}
      isSelected={values.flags[flag]}
      onChange={(selected) => form.update((current) => ({ ...current, flags: { ...current.flags, [flag]: selected } }))}
    >
      {FLAG_LABELS[flag]}
    </Checkbox>
  );

  return (
    <FormBox onSubmit={form.submit} aria-label="Player template" noValidate>
      {form.prompt}
      <TextField label="Template name" {...form.field('name')} isRequired />
      <Fieldset $columns="12rem">
        <legend>Player controls</legend>
        {CONTROL_FLAGS.map(checkbox)}
      </Fieldset>
      <ColorPicker
        label="Icon colour"
        value={values.controls_color}
        onChange={(controls_color) => form.update({ controls_color })}
      />
      {showsShareControls(values) && (
        <Fieldset $columns="12rem">
          <legend>Share controls</legend>
          {PLAYER_TEMPLATE_SHARE_FLAGS.map(checkbox)}
        </Fieldset>
      )}
      <FormActions>
        <Button variant="secondary" onPress={onCancel}>
          Cancel
        </Button>
        <Button type="submit" {...form.submitButton}>
          {template ? 'Update template' : 'Create template'}
        </Button>
      </FormActions>
    </FormBox>
  );
}
