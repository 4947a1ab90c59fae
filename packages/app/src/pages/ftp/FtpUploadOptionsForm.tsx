import { FTP_ENCODING_HEIGHTS } from '@reelbase/contract';
import { Checkbox, Select, token } from '@reelbase/ui';
import styled from 'styled-components';
import { UPLOAD_LIBRARY_MESSAGES } from '../../upload/index.ts';
import type { FtpUploadOptions } from './ftpFiles.ts';

const Fields = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${token('space-3')};
`;

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

const Notice = styled.p`
  margin: 0;
  padding: ${token('space-3')} ${token('space-4')};
  border-radius: ${token('radius-md')};
  background: ${token('color-warning-subtle')};
  color: ${token('color-text')};
`;

export interface FtpLibrary {
  id: number;
  name: string;
  company_name: string;
}

export interface FtpUploadOptionsFormProps {
  libraries: readonly FtpLibrary[];
  options: FtpUploadOptions;
  onChange: (options: FtpUploadOptions) => void;
  isDisabled?: boolean;
}

/** The upload options of the FTP screen: library, mails, renditions and the clean-up of the FTP folder. */
export function FtpUploadOptionsForm({ libraries, options, onChange, isDisabled }: FtpUploadOptionsFormProps) {
  const set = (changes: Partial<FtpUploadOptions>) => onChange({ ...options, ...changes });
  const toggleHeight = (height: number, on: boolean) =>
    set({ encodings: on ? [...options.encodings, height] : options.encodings.filter((value) => value !== height) });
  return (
    <Fields>
      {libraries.length === 0 ? (
        <Notice role="status">{UPLOAD_LIBRARY_MESSAGES.notAssigned}</Notice>
      ) : (
        <Select
          label="Library"
          placeholder="Select a library"
          options={libraries.map((library) => ({
            id: String(library.id),
            label: `${library.company_name} / ${library.name}`,
          }))}
          selectedKey={options.library === null ? null : String(options.library)}
          onSelectionChange={(key) => set({ library: key === null ? null : Number(key) })}
          isDisabled={isDisabled}
        />
      )}
      <Checkbox
        isSelected={options.emailAfterUpload}
        onChange={(value) => set({ emailAfterUpload: value })}
        isDisabled={isDisabled}
      >
        email when uploads complete
      </Checkbox>
      <Encodings disabled={isDisabled}>
        <legend>Encode in</legend>
        {FTP_ENCODING_HEIGHTS.map((height) => (
          <Checkbox
            key={height}
            isSelected={options.encodings.includes(height)}
            onChange={(value) => toggleHeight(height, value)}
            isDisabled={isDisabled}
          >
            {`${height}p`}
          </Checkbox>
        ))}
      </Encodings>
      <Checkbox
        isSelected={options.emailDownloadUrls}
        onChange={(value) => set({ emailDownloadUrls: value })}
        isDisabled={isDisabled}
      >
        email download URLs when encoding completes
      </Checkbox>
      <Checkbox
        isSelected={options.deleteFromFtp}
        onChange={(value) => set({ deleteFromFtp: value })}
        isDisabled={isDisabled}
      >
        remove files from FTP after encoding
      </Checkbox>
    </Fields>
  );
}
