import { Card, Notice, Select, Stack } from '@reelbase/ui';
import styled from 'styled-components';
import { UPLOAD_LIBRARY_MESSAGES } from '../../upload/index.ts';
import { UploadArea, type UploadAreaProps } from './UploadArea.tsx';

const Column = styled(Stack)`
  max-width: 52rem;
`;

export interface UploadLibrary {
  id: number;
  name: string;
  company_name: string;
}

export interface UploadPanelProps extends UploadAreaProps {
  /** Libraries the user may upload to (the for-upload call). */
  libraries: UploadLibrary[];
  selectedLibrary: number | null;
  onSelectLibrary: (id: number | null) => void;
  onGoToVideo: (id: string) => void;
}

/**
 * The upload page's body: the library selector (only with more than one library), the drop area
 * and the list of uploads with their progress and actions.
 */
export function UploadPanel({ libraries, selectedLibrary, onSelectLibrary, ...area }: UploadPanelProps) {
  if (libraries.length === 0) {
    return (
      <Notice as="p" tone="warning" role="status">
        {UPLOAD_LIBRARY_MESSAGES.notAssigned}
      </Notice>
    );
  }
  const failed = area.uploads.filter((upload) => upload.status === 'error');
  return (
    <Column $gap={4}>
      {libraries.length > 1 && (
        <Select
          label="Library"
          placeholder="Select a library"
          options={libraries.map((library) => ({
            id: String(library.id),
            label: `${library.company_name} / ${library.name}`,
          }))}
          selectedKey={selectedLibrary === null ? null : String(selectedLibrary)}
          onSelectionChange={(key) => onSelectLibrary(key === null ? null : Number(key))}
          description="The library the videos are added to."
        />
      )}
      <UploadArea {...area} />
      {failed.length > 0 && (
        <Card title="Files with errors" headingLevel={2}>
          <ul aria-label="Files with errors">
            {failed.map((upload) => (
              <li key={upload.id}>
                {upload.name}: {upload.error}
              </li>
            ))}
          </ul>
        </Card>
      )}
    </Column>
  );
}
