import { FTP_IMPORT_TEXTS } from '@reelbase/contract';
import {
  focusOutline,
  Heading,
  Inline,
  ProgressBar,
  RowList,
  RowListItem,
  Stack,
  StatusPill,
  Text,
  token,
} from '@reelbase/ui';
import { type MouseEvent, useId } from 'react';
import styled from 'styled-components';
import { type UploadedVideoState, videoPanelHref } from '../../upload/uploadRow.ts';
import { type FtpImport, type FtpImportStage, fileNameOf, ftpImportProgressOf } from './ftpImports.ts';

/** A real link (it opens in a new tab with a modifier key) in the kit's link colour. */
const VideoLink = styled.a`
  color: ${token('color-primary')};
  font-weight: ${token('font-weight-medium')};
  white-space: nowrap;
  &:focus-visible {
    ${focusOutline()}
  }
`;

const TONES: Record<FtpImportStage, 'info' | 'success' | 'danger'> = {
  copying: 'info',
  processing: 'info',
  ready: 'success',
  failed: 'danger',
};

export interface FtpImportListProps {
  imports: readonly FtpImport[];
  /** The state of each import's video, by video id. */
  states: ReadonlyMap<string, UploadedVideoState>;
  /** A plain click on "Go to video" (routing in the app); without it the link loads the page. */
  onGoToVideo?: (videoId: string) => void;
}

/**
 * The imports the FTP page started: per file its stage (copying from FTP, processing, ready or
 * failed with the reason), a bar while it is under way and a link to the video.
 */
export function FtpImportList({ imports, states, onGoToVideo }: FtpImportListProps) {
  const headingId = useId();
  const follow = (event: MouseEvent<HTMLAnchorElement>, videoId: string) => {
    if (!onGoToVideo || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    onGoToVideo(videoId);
  };
  return (
    <Stack as="section" $gap={2} aria-labelledby={headingId}>
      <Heading level={3} id={headingId}>
        {FTP_IMPORT_TEXTS.title}
      </Heading>
      <RowList aria-labelledby={headingId}>
        {imports.map((item) => {
          const progress = ftpImportProgressOf(states.get(item.videoId));
          const name = fileNameOf(item.path);
          return (
            <RowListItem key={item.videoId} data-stage={progress.stage}>
              <Stack $gap={1}>
                <Inline $gap={2}>
                  <Text as="span" size="sm" weight="medium" wrapAnywhere title={item.path}>
                    {name}
                  </Text>
                  <StatusPill tone={TONES[progress.stage]}>{progress.label}</StatusPill>
                </Inline>
                {progress.isFinal ? (
                  progress.reason && (
                    <Text as="span" size="sm" tone="danger">
                      {progress.reason}
                    </Text>
                  )
                ) : (
                  <ProgressBar aria-label={`Import of ${name}: ${progress.label}`} isIndeterminate />
                )}
              </Stack>
              {progress.stage !== 'failed' || progress.reason !== FTP_IMPORT_TEXTS.gone ? (
                <VideoLink
                  href={videoPanelHref(item.videoId)}
                  aria-label={`${FTP_IMPORT_TEXTS.goToVideo} ${name}`}
                  onClick={(event) => follow(event, item.videoId)}
                >
                  {FTP_IMPORT_TEXTS.goToVideo}
                </VideoLink>
              ) : (
                <span />
              )}
            </RowListItem>
          );
        })}
      </RowList>
    </Stack>
  );
}
