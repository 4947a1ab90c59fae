import { tooLongMessage } from '@reelbase/contract';
import { Button, Checkbox, TextField, token } from '@reelbase/ui';
import { useState } from 'react';
import styled from 'styled-components';
import type { SubtitleUpload } from '../../data/videoAssets.ts';
import { useDirtyGuard } from '../../forms/useDirtyGuard.tsx';
import { AssetFileButton } from './AssetFileButton.tsx';
import { Actions, Muted } from './panelStyles.ts';

const Form = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${token('space-2')};
  padding: ${token('space-3')};
  border: 1px dashed ${token('color-border-strong')};
  border-radius: ${token('radius-md')};
`;

const LANGUAGE_MAX = 35;
const LABEL_MAX = 100;
const tooLong = (max: number) => (value: string) => (value.trim().length > max ? tooLongMessage(max) : null);

export interface SubtitleUploadFormProps {
  onUpload: (upload: SubtitleUpload) => Promise<void>;
}

/** Choose a .srt or .vtt file, give it a language, a label and the default mark, and upload it. */
export function SubtitleUploadForm({ onUpload }: SubtitleUploadFormProps) {
  const [file, setFile] = useState<File | null>(null);
  const [language, setLanguage] = useState('');
  const [label, setLabel] = useState('');
  const [isDefault, setDefault] = useState(false);
  const [saving, setSaving] = useState(false);
  const valid = language.trim().length <= LANGUAGE_MAX && label.trim().length <= LABEL_MAX;
  // A chosen file not uploaded yet is an unsaved change of the panel.
  const guard = useDirtyGuard(file !== null && !saving);

  const reset = () => {
    setFile(null);
    setLanguage('');
    setLabel('');
    setDefault(false);
  };
  const upload = async () => {
    if (!file || !valid) return;
    setSaving(true);
    try {
      await onUpload({ file, language, label, isDefault });
      reset();
    } catch {
      // The API client has shown the error; the choice stays for another try.
    } finally {
      setSaving(false);
    }
  };

  if (!file) {
    return <AssetFileButton kind="subtitle" label="Add subtitles" inputLabel="Subtitles file" onFile={setFile} />;
  }
  return (
    <Form role="group" aria-label="New subtitles">
      {guard.prompt}
      <Muted>{file.name}</Muted>
      <TextField
        label="Language"
        description="For example en or nl."
        value={language}
        onChange={setLanguage}
        validate={tooLong(LANGUAGE_MAX)}
      />
      <TextField
        label="Label"
        description="The name viewers see in the player."
        value={label}
        onChange={setLabel}
        validate={tooLong(LABEL_MAX)}
      />
      <Checkbox isSelected={isDefault} onChange={setDefault}>
        Default subtitles
      </Checkbox>
      <Actions>
        <Button size="sm" isDisabled={!valid} isLoading={saving} onPress={upload}>
          Upload subtitles
        </Button>
        <Button size="sm" variant="ghost" isDisabled={saving} onPress={reset}>
          Cancel
        </Button>
      </Actions>
    </Form>
  );
}
