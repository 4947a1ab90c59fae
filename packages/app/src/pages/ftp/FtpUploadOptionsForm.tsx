import { FTP_ENCODING_HEIGHTS, type LibrarySummary } from '@reelbase/contract';
import { Checkbox, Notice, Select, Stack, token } from '@reelbase/ui';
import styled from 'styled-components';
import { useForm } from '../../forms/useForm.ts';
import { UPLOAD_LIBRARY_MESSAGES } from '../../upload/index.ts';
import type { FtpUploadOptions } from './ftpFiles.ts';

const Encodings = styled.fieldset`
  display: flex;
  flex-wrap: wrap;
  gap: ${token('space-4')};
  margin: 0;
  padding: 0;
  border: 0;
  & > legend {
    margin-bottom: ${token('space-2')};
    padding: 0;
    font-weight: 600;
  }
`;

/** A library files can be imported into, named with its company. */
export type FtpLibrary = Pick<LibrarySummary, 'id' | 'name' | 'company_name'>;

export interface FtpUploadOptionsFormProps {
  libraries: readonly FtpLibrary[];
  options: FtpUploadOptions;
  onChange: (options: FtpUploadOptions) => void;
  isDisabled?: boolean;
}

type Switches = 'emailAfterUpload' | 'emailDownloadUrls' | 'deleteFromFtp';

/** The upload options of the FTP screen: library, mails, renditions and the clean-up of the FTP folder. */
export function FtpUploadOptionsForm({ libraries, options, onChange, isDisabled }: FtpUploadOptionsFormProps) {
  // The screen holds the options: they go with the action it starts.
  const form = useForm({ initial: options, onChange, guardsChanges: false });
  const { library, encodings } = form.values;
  const toggle = (field: Switches, label: string) => (
    <Checkbox isSelected={form.values[field]} onChange={(on) => form.set(field, on)} isDisabled={isDisabled}>
      {label}
    </Checkbox>
  );
  const toggleHeight = (height: number, on: boolean) =>
    form.set('encodings', on ? [...encodings, height] : encodings.filter((value) => value !== height));
  const choices = libraries.map(({ id, name, company_name }) => ({
    id: String(id),
    label: `${company_name} / ${name}`,
  }));
  return (
    <Stack $gap={3}>
      {libraries.length === 0 ? (
        <Notice as="p" tone="warning" role="status">
          {UPLOAD_LIBRARY_MESSAGES.notAssigned}
        </Notice>
      ) : (
        <Select
          label="Library"
          placeholder="Select a library"
          options={choices}
          selectedKey={library === null ? null : String(library)}
          onSelectionChange={(key) => form.set('library', key === null ? null : Number(key))}
          isDisabled={isDisabled}
        />
      )}
      {toggle('emailAfterUpload', 'email when uploads complete')}
      <Encodings disabled={isDisabled}>
        <legend>Encode in</legend>
        {FTP_ENCODING_HEIGHTS.map((height) => (
          <Checkbox
            key={height}
            isSelected={encodings.includes(height)}
            onChange={(on) => toggleHeight(height, on)}
            isDisabled={isDisabled}
          >
            {`${height}p`}
          </Checkbox>
        ))}
      </Encodings>
      {toggle('emailDownloadUrls', 'email download URLs when encoding completes')}
      {toggle('deleteFromFtp', 'remove files from FTP after encoding')}
    </Stack>
  );
}
