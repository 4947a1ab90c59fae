import type { ExternalUploadInfo } from '@reelbase/contract';
import {
  Card,
  FileDrop,
  type FileRejection,
  formatDateTime,
  Stack,
  token,
  type UploadItem,
  UploadList,
  VIDEO_UPLOAD_RULES,
} from '@reelbase/ui';
import type { ReactNode } from 'react';
import styled from 'styled-components';
import { EXTERNAL_UPLOAD_TEXTS as TEXTS } from './externalUpload.ts';

const Page = styled.main`
  max-width: 76rem;
  margin: 0 auto;
  padding: ${token('space-6')} ${token('space-5')};
`;

const Heading = styled.h1`
  margin: 0 0 ${token('space-2')};
  font-size: ${token('font-size-2xl')};
`;

const Lead = styled.p`
  margin: 0 0 ${token('space-5')};
  color: ${token('color-text-muted')};
`;

const Columns = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr) 26rem;
  gap: ${token('space-5')};
  align-items: start;
  @media (max-width: 960px) {
    grid-template-columns: 1fr;
  }
`;

const Hint = styled.p`
  margin: 0;
  padding: ${token('space-4')};
  border: 1px dashed ${token('color-border-strong')};
  border-radius: ${token('radius-lg')};
  color: ${token('color-text-muted')};
`;

const Problem = styled.section`
  max-width: 36rem;
  margin: ${token('space-7')} auto;
  padding: ${token('space-6')};
  text-align: center;
  background: ${token('color-surface')};
  border: 1px solid ${token('color-border')};
  border-radius: ${token('radius-lg')};
  h1 {
    margin: 0 0 ${token('space-3')};
    font-size: ${token('font-size-2xl')};
  }
  p {
    margin: 0;
    color: ${token('color-text-muted')};
  }
`;

/** What the page shows for a missing, expired or revoked token (or when the link cannot be checked). */
export function InvalidTokenPanel({
  title = TEXTS.invalidToken,
  help = TEXTS.invalidTokenHelp,
}: {
  title?: string;
  help?: string;
}) {
  return (
    <Problem aria-labelledby="external-upload-problem">
      <h1 id="external-upload-problem">{title}</h1>
      <p>{help}</p>
    </Problem>
  );
}

export interface ExternalUploadPanelProps {
  info: ExternalUploadInfo;
  /** The uploads shown (cancelled ones are left out by the page). */
  uploads: UploadItem[];
  onFiles: (files: File[]) => void;
  onReject: (rejections: FileRejection[]) => void;
  onDropOutside: (message: string) => void;
  onRetry: (id: string) => void;
  onCancel: (id: string) => void;
  onDelete: (id: string) => void;
  /** Shows an upload in the side panel. */
  onShowDetails: (id: string) => void;
  /** The side panel of the chosen upload (null: none chosen yet). */
  details: ReactNode;
  /** The name of the upload in the side panel. */
  detailsName?: string;
}

/**
 * The external upload page without the console's menu: the drop area, the uploads with percent,
 * cancel, retry and delete, and the side panel of the chosen upload.
 */
export function ExternalUploadPanel({
  info,
  uploads,
  onFiles,
  onReject,
  onDropOutside,
  details,
  detailsName,
  ...actions
}: ExternalUploadPanelProps) {
  return (
    <Page>
      <Heading>{TEXTS.pageTitle}</Heading>
      <Lead>
        Your videos are added to the library {info.library.name} of {info.company_name}. This link works until{' '}
        {formatDateTime(info.expires_at)}.
      </Lead>
      <Columns>
        <Stack $gap={4}>
          <FileDrop {...VIDEO_UPLOAD_RULES} onAccept={onFiles} onReject={onReject} onDropOutside={onDropOutside} />
          {uploads.length > 0 && (
            <Card title="Uploads" headingLevel={2}>
              <UploadList aria-label="Uploads" items={uploads} {...actions} />
            </Card>
          )}
        </Stack>
        <Stack $gap={4} as="aside" aria-label={detailsName ? `Details of ${detailsName}` : 'Upload details'}>
          {details ?? <Hint>{TEXTS.selectHint}</Hint>}
        </Stack>
      </Columns>
    </Page>
  );
}
