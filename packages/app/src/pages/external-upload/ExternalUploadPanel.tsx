import type { ExternalUploadInfo } from '@reelbase/contract';
import { formatDateTime, Heading, Stack, Text, Tile, token } from '@reelbase/ui';
import type { ReactNode } from 'react';
import styled from 'styled-components';
import { UploadArea, type UploadAreaProps } from '../upload/UploadArea.tsx';
import { EXTERNAL_UPLOAD_TEXTS as TEXTS } from './externalUpload.ts';

/** The page's frame without the console's menu: centred, at most 76rem wide. */
const Page = styled(Stack)`
  max-width: 76rem;
  margin: 0 auto;
  padding: ${token('space-6')} ${token('space-5')};
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

/** The page's only card when the link cannot be used. */
const Problem = styled(Tile)`
  max-width: 36rem;
  margin: ${token('space-7')} auto;
  padding: ${token('space-6')};
  text-align: center;
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
    <Problem as="section" $size="md" aria-labelledby="external-upload-problem">
      <Stack>
        <Heading level={1} id="external-upload-problem">
          {title}
        </Heading>
        <Text tone="muted">{help}</Text>
      </Stack>
    </Problem>
  );
}

export interface ExternalUploadPanelProps extends Omit<UploadAreaProps, 'onGoToVideo'> {
  info: ExternalUploadInfo;
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
export function ExternalUploadPanel({ info, details, detailsName, ...area }: ExternalUploadPanelProps) {
  return (
    <Page as="main" $gap={5}>
      <Stack $gap={2}>
        <Heading level={1}>{TEXTS.pageTitle}</Heading>
        <Text tone="muted">
          Your videos are added to the library {info.library.name} of {info.company_name}. This link works until{' '}
          {formatDateTime(info.expires_at)}.
        </Text>
      </Stack>
      <Columns>
        <Stack $gap={4}>
          <UploadArea {...area} />
        </Stack>
        <Stack $gap={4} as="aside" aria-label={detailsName ? `Details of ${detailsName}` : 'Upload details'}>
          {details ?? (
            <Tile $size="md" $dashed>
              <Text tone="muted">{TEXTS.selectHint}</Text>
            </Tile>
          )}
        </Stack>
      </Columns>
    </Page>
  );
}
