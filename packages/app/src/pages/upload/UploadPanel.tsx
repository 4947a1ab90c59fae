import type { FileRejection, UploadItem } from '@reelbase/ui';
import { Card, FileDrop, Select, token, UploadList, VIDEO_UPLOAD_RULES } from '@reelbase/ui';
import styled from 'styled-components';
import { UPLOAD_LIBRARY_MESSAGES } from '../../upload/index.ts';

const Stack = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${token('space-4')};
  max-width: 52rem;
`;

const Notice = styled.p`
  margin: 0;
  padding: ${token('space-3')} ${token('space-4')};
  border-radius: ${token('radius-md')};
  background: ${token('color-warning-subtle')};
  color: ${token('color-warning')};
`;

export interface UploadLibrary {
  id: number;
  name: string;
  company_name: string;
}

export interface UploadPanelProps {
  /** Libraries the user may upload to (the for-upload call). */
  libraries: UploadLibrary[];
  selectedLibrary: number | null;
  onSelectLibrary: (id: number | null) => void;
  /** Uploads shown (cancelled ones are left out by the page). */
  uploads: UploadItem[];
  onFiles: (files: File[]) => void;
  onReject: (rejections: FileRejection[]) => void;
  onDropOutside: (message: string) => void;
  onRetry: (id: string) => void;
  onCancel: (id: string) => void;
  onDelete: (id: string) => void;
  onGoToVideo: (id: string) => void;
  /** Opens the right drawer with the metadata of a finished upload. */
  onShowDetails?: (id: string) => void;
}

/**
 * The upload page's body: the library selector (only with more than one library), the drop area
 * and the list of uploads with their progress and actions.
 */
export function UploadPanel({
  libraries,
  selectedLibrary,
  onSelectLibrary,
  uploads,
  onFiles,
  onReject,
  onDropOutside,
  ...actions
}: UploadPanelProps) {
  if (libraries.length === 0) return <Notice role="status">{UPLOAD_LIBRARY_MESSAGES.notAssigned}</Notice>;
  const failed = uploads.filter((upload) => upload.status === 'error');
  return (
    <Stack>
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
      <FileDrop {...VIDEO_UPLOAD_RULES} onAccept={onFiles} onReject={onReject} onDropOutside={onDropOutside} />
      {uploads.length > 0 && (
        <Card title="Uploads" headingLevel={2}>
          <UploadList aria-label="Uploads" items={uploads} {...actions} />
        </Card>
      )}
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
    </Stack>
  );
}
