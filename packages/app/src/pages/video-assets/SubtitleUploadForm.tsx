import { subtitleFormFieldsSchema } from '@reelbase/contract';
import { Button, Checkbox, Inline, Text, TextField, token } from '@reelbase/ui';
import styled from 'styled-components';
import type { SubtitleUpload } from '../../data/videoAssets.ts';
import { schemaErrors } from '../../forms/formRules.ts';
import { useForm } from '../../forms/useForm.ts';
import { AssetFileButton } from './AssetFileButton.tsx';

const Form = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${token('space-2')};
  padding: ${token('space-3')};
  border: 1px dashed ${token('color-border-strong')};
  border-radius: ${token('radius-md')};
`;

const NO_UPLOAD: Omit<SubtitleUpload, 'file'> & { file: File | null } = {
  file: null,
  language: '',
  label: '',
  isDefault: false,
};

export interface SubtitleUploadFormProps {
  onUpload: (upload: SubtitleUpload) => Promise<void>;
}

/** Choose a .srt or .vtt file, give it a language, a label and the default mark, and upload it. */
export function SubtitleUploadForm({ onUpload }: SubtitleUploadFormProps) {
  // A chosen file not uploaded yet is an unsaved change of the panel; a failed upload keeps it.
  const form = useForm({
    initial: NO_UPLOAD,
    validate: ({ language, label }) => schemaErrors(subtitleFormFieldsSchema, { language, label }),
    onSubmit: async ({ file, ...fields }) => {
      if (!file) return;
      await onUpload({ file, ...fields });
      form.reset();
    },
    awaitsPause: false,
  });
  const { file } = form.values;

  if (!file) {
    return (
      <AssetFileButton
        kind="subtitle"
        label="Add subtitles"
        inputLabel="Subtitles file"
        onFile={(chosen) => form.update({ file: chosen })}
      />
    );
  }
  return (
    <Form role="group" aria-label="New subtitles">
      {form.prompt}
      <Text as="span" tone="muted" size="sm">
        {file.name}
      </Text>
      <TextField label="Language" description="For example en or nl." {...form.field('language')} />
      <TextField label="Label" description="The name viewers see in the player." {...form.field('label')} />
      <Checkbox isSelected={form.values.isDefault} onChange={(isDefault) => form.update({ isDefault })}>
        Default subtitles
      </Checkbox>
      <Inline>
        <Button size="sm" {...form.submitButton} onPress={form.submit}>
          Upload subtitles
        </Button>
        <Button size="sm" variant="ghost" isDisabled={form.isSaving} onPress={() => form.reset()}>
          Cancel
        </Button>
      </Inline>
    </Form>
  );
}
