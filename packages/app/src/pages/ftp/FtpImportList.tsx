import { FTP_IMPORT_TEXTS } from '@reelbase/contract';
import { ProgressBar, StatusPill, token } from '@reelbase/ui';
import { type MouseEvent, useId } from 'react';
import styled from 'styled-components';
import { type UploadedVideoState, videoPanelHref } from '../../upload/uploadRow.ts';
import { type FtpImport, type FtpImportStage, fileNameOf, ftpImportProgressOf } from './ftpImports.ts';

const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  border: 1px solid ${token('color-border')};
  border-radius: ${token('radius-md')};
  font-size: ${token('font-size-sm')};
`;

const Row = styled.li`
  display: grid;
  grid-template-columns: minmax(0, 1fr) auto;
  gap: ${token('space-2')} ${token('space-3')};
  align-items: center;
  padding: ${token('space-3')};
  border-bottom: 1px solid ${token('color-border')};
  &:last-child {
    border-bottom: none;
  }
`;

const Info = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${token('space-1')};
  min-width: 0;
`;

const NameLine = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${token('space-2')};
  align-items: center;
  min-width: 0;
  & > span:first-child {
    font-weight: ${token('font-weight-medium')};
    overflow-wrap: anywhere;
  }
`;

const Reason = styled.span`
  color: ${token('color-danger')};
`;

const VideoLink = styled.a`
  color: ${token('color-primary')};
  font-weight: ${token('font-weight-medium')};
  white-space: nowrap;
  &:focus-visible {
    outline: 2px solid ${token('color-focus')};
    outline-offset: 2px;
  }
`;

const Heading = styled.h3`
  margin: 0 0 ${token('space-2')};
  font-size: ${token('font-size-md')};
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
    <section aria-labelledby={headingId}>
      <Heading id={headingId}>{FTP_IMPORT_TEXTS.title}</Heading>
      <List aria-labelledby={headingId}>
        {imports.map((item) => {
          const progress = ftpImportProgressOf(states.get(item.videoId));
          const name = fileNameOf(item.path);
          return (
            <Row key={item.videoId} data-stage={progress.stage}>
              <Info>
                <NameLine>
                  <span title={item.path}>{name}</span>
                  <StatusPill tone={TONES[progress.stage]}>{progress.label}</StatusPill>
                </NameLine>
                {progress.isFinal ? (
                  progress.reason && <Reason>{progress.reason}</Reason>
                ) : (
                  <ProgressBar aria-label={`Import of ${name}: ${progress.label}`} isIndeterminate />
                )}
              </Info>
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
            </Row>
          );
        })}
      </List>
    </section>
  );
}
