import { type Quitclaim, type QuitclaimFields, quitclaimFieldsSchema, VIDEO_ASSET_TEXTS } from '@reelbase/contract';
import { Button, DatePicker, FieldError, Inline, Modal, Stack, Text, TextField, token } from '@reelbase/ui';
import styled from 'styled-components';
import { schemaErrors } from '../../forms/formRules.ts';
import { useForm } from '../../forms/useForm.ts';
import { AssetFileButton } from './AssetFileButton.tsx';
import { VIDEO_ASSET_PANEL_TEXTS } from './videoAssets.ts';

const FileLabel = styled.span`
  font-size: ${token('font-size-sm')};
  font-weight: ${token('font-weight-medium')};
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
  const needsFile = quitclaim === null;
  const form = useForm<QuitclaimFormValues>({
    initial: {
      file: null,
      person_name: quitclaim?.person_name ?? '',
      copyright_end_at: quitclaim?.copyright_end_at ?? '',
    },
    validate: ({ file, ...fields }) => ({
      ...schemaErrors(quitclaimFieldsSchema, fields),
      ...(needsFile && !file ? { file: [VIDEO_ASSET_TEXTS.fileRequired] } : {}),
    }),
    onSubmit: async (values) => {
      await onSubmit(values);
      onClose();
    },
    serverErrors,
    guardsChanges: false,
    awaitsPause: false,
  });
  const { file } = form.values;

  return (
    <Stack $gap={3}>
      {needsFile && (
        <Stack $gap={1}>
          <FileLabel>Quitclaim file</FileLabel>
          <Text as="span" tone="muted" size="sm">
            {file ? file.name : 'No file chosen'}
          </Text>
          <AssetFileButton
            kind="quitclaim"
            label={file ? 'Replace file' : 'Choose file'}
            inputLabel="Quitclaim file"
            onFile={(chosen) => form.set('file', chosen)}
            isDisabled={form.isSaving}
          />
          {form.errorFor('file') && <FieldError role="alert">{form.errorFor('file')}</FieldError>}
        </Stack>
      )}
      <TextField label="Person name" isRequired {...form.field('person_name')} />
      <DatePicker
        label="End date"
        description="The day the copyright of this person ends."
        isRequired
        value={form.values.copyright_end_at || null}
        onChange={(date) => form.set('copyright_end_at', date ?? '')}
        errorMessage={form.errorFor('copyright_end_at')}
      />
      <Inline $gap={2} $justify="end">
        <Button variant="secondary" onPress={onClose} isDisabled={form.isSaving}>
          Cancel
        </Button>
        <Button {...form.submitButton} onPress={form.submit}>
          {quitclaim ? 'Update quitclaim' : 'Add quitclaim'}
        </Button>
      </Inline>
    </Stack>
  );
}
