import { type Quitclaim, type QuitclaimFields, quitclaimFieldsSchema } from '@reelbase/contract';
import { Button, DatePicker, FieldError, Modal, TextField, token } from '@reelbase/ui';
import { useState } from 'react';
import styled from 'styled-components';
import { useDebouncedErrors } from '../../forms/useDebouncedErrors.ts';
import { useTouchedErrors } from '../../forms/useTouchedErrors.ts';
import { AssetFileButton } from './AssetFileButton.tsx';
import { Muted } from './panelStyles.ts';
import { VIDEO_ASSET_PANEL_TEXTS } from './videoAssets.ts';

const Fields = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${token('space-3')};
`;

const FileField = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${token('space-1')};
`;

const FileLabel = styled.span`
  font-size: ${token('font-size-sm')};
  font-weight: ${token('font-weight-medium')};
`;

const Actions = styled.div`
  display: flex;
  justify-content: flex-end;
  gap: ${token('space-2')};
`;

/** What the quitclaim form gives: a new file (required when adding) and the fields. */
export interface QuitclaimFormValues extends QuitclaimFields {
  file: File | null;
}

export interface QuitclaimModalProps {
  isOpen: boolean;
  /** The quitclaim being edited, or null to add one. */
  quitclaim: Quitclaim | null;
  /** Saves; the modal closes when it resolves and stays open when it rejects. */
  onSubmit: (values: QuitclaimFormValues) => Promise<void>;
  onClose: () => void;
  /** Field messages of the server (422). */
  serverErrors?: Record<string, string[]>;
}

/** The "quitclaim add or edit" modal: a file (on add), the person's name and the end date. */
export function QuitclaimModal({ isOpen, quitclaim, onClose, ...props }: QuitclaimModalProps) {
  const title = quitclaim ? VIDEO_ASSET_PANEL_TEXTS.editQuitclaim : VIDEO_ASSET_PANEL_TEXTS.addQuitclaim;
  return (
    <Modal isOpen={isOpen} onClose={onClose} title={title}>
      <QuitclaimForm key={quitclaim?.id ?? 'new'} quitclaim={quitclaim} onClose={onClose} {...props} />
    </Modal>
  );
}

function QuitclaimForm({ quitclaim, onSubmit, onClose, serverErrors }: Omit<QuitclaimModalProps, 'isOpen'>) {
  const [file, setFile] = useState<File | null>(null);
  const [values, setValues] = useState<QuitclaimFields>({
    person_name: quitclaim?.person_name ?? '',
    copyright_end_at: quitclaim?.copyright_end_at ?? '',
  });
  const [saving, setSaving] = useState(false);
  const { errors, isValid } = useDebouncedErrors(quitclaimFieldsSchema, values);
  const { touch, errorFor } = useTouchedErrors(errors, serverErrors);
  const needsFile = quitclaim === null;
  const canSubmit = isValid && (!needsFile || file !== null) && !saving;

  const change = (field: keyof QuitclaimFields, value: string) => {
    touch(field);
    setValues((current) => ({ ...current, [field]: value }));
  };
  const submit = async () => {
    if (!canSubmit) return;
    setSaving(true);
    try {
      await onSubmit({ ...values, file });
      onClose();
    } catch {
      // Field messages come back through serverErrors; other errors were toasted.
      setSaving(false);
    }
  };

  return (
    <Fields>
      {needsFile && (
        <FileField>
          <FileLabel>Quitclaim file</FileLabel>
          <Muted>{file ? file.name : 'No file chosen'}</Muted>
          <AssetFileButton
            kind="quitclaim"
            label={file ? 'Replace file' : 'Choose file'}
            inputLabel="Quitclaim file"
            onFile={setFile}
            isDisabled={saving}
          />
          {errorFor('file') && <FieldError role="alert">{errorFor('file')}</FieldError>}
        </FileField>
      )}
      <TextField
        label="Person name"
        isRequired
        value={values.person_name}
        onChange={(value) => change('person_name', value)}
        errorMessage={errorFor('person_name')}
      />
      <DatePicker
        label="End date"
        description="The day the copyright of this person ends."
        isRequired
        value={values.copyright_end_at || null}
        onChange={(date) => change('copyright_end_at', date ?? '')}
        errorMessage={errorFor('copyright_end_at')}
      />
      <Actions>
        <Button variant="secondary" onPress={onClose} isDisabled={saving}>
          Cancel
        </Button>
        <Button isDisabled={!canSubmit} isLoading={saving} onPress={submit}>
          {quitclaim ? 'Update quitclaim' : 'Add quitclaim'}
        </Button>
      </Actions>
    </Fields>
  );
}
