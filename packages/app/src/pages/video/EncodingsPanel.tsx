import type { Encoding } from '@reelbase/contract';
import { Button, ProgressBar, token } from '@reelbase/ui';
import styled from 'styled-components';

const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: flex;
  flex-direction: column;
  gap: ${token('space-2')};
`;

const Row = styled.li`
  display: grid;
  grid-template-columns: 4rem 1fr auto;
  align-items: center;
  gap: ${token('space-3')};
`;

const Label = styled.span`
  font-weight: 600;
`;

const Actions = styled.div`
  display: flex;
  gap: ${token('space-2')};
`;

const Footer = styled.div`
  margin-top: ${token('space-3')};
`;

/** Progress arrives about once a second: the bar glides between the values. */
const EncodingProgress = styled(ProgressBar)`
  [data-testid='progress-fill'] {
    transition: width 0.9s linear;
  }
  @media (prefers-reduced-motion: reduce) {
    [data-testid='progress-fill'] {
      transition: none;
    }
  }
`;

const Muted = styled.p`
  margin: 0;
  color: ${token('color-text-muted')};
`;

export const ENCODING_TEXTS = {
  generating: 'Generating',
  ready: 'Ready',
  download: 'Download',
  copyUrl: 'Copy URL',
  sendMail: 'Send download links by e-mail',
  none: 'There are no renditions yet.',
  urlCopied: 'Download URL copied to clipboard',
  mailSent: 'Email sent!',
} as const;

export interface EncodingsPanelProps {
  encodings: readonly Encoding[];
  isLoading?: boolean;
  /** Copies a rendition's download address. */
  onCopyUrl: (encoding: Encoding) => void;
  /** Mails the ready renditions' addresses; disabled after sending or when none is ready. */
  onSendMail: () => void;
  mailSent: boolean;
  isSending?: boolean;
}

/**
 * The mp4 renditions of a video: "Generating" with progress until ready, then Download and
 * Copy URL; one button mails the download links.
 */
export function EncodingsPanel({
  encodings,
  isLoading,
  onCopyUrl,
  onSendMail,
  mailSent,
  isSending,
}: EncodingsPanelProps) {
  if (isLoading && encodings.length === 0) return <Muted role="status">Loading renditions…</Muted>;
  if (encodings.length === 0) return <Muted>{ENCODING_TEXTS.none}</Muted>;
  const anyReady = encodings.some((encoding) => encoding.ready);
  return (
    <>
      <List aria-label="Renditions">
        {encodings.map((encoding) => (
          <Row key={encoding.height}>
            <Label>{encoding.label}</Label>
            {encoding.ready ? (
              <span>{ENCODING_TEXTS.ready}</span>
            ) : (
              <EncodingProgress
                label={`${ENCODING_TEXTS.generating} ${encoding.label}`}
                value={encoding.progress}
                showValueLabel
              />
            )}
            <Actions>
              <Button
                size="sm"
                variant="secondary"
                isDisabled={!encoding.ready || !encoding.url}
                aria-label={`${ENCODING_TEXTS.download} ${encoding.label}`}
                onPress={() => {
                  if (encoding.url) window.location.assign(encoding.url);
                }}
              >
                {ENCODING_TEXTS.download}
              </Button>
              <Button
                size="sm"
                variant="secondary"
                isDisabled={!encoding.ready || !encoding.url}
                aria-label={`${ENCODING_TEXTS.copyUrl} ${encoding.label}`}
                onPress={() => onCopyUrl(encoding)}
              >
                {ENCODING_TEXTS.copyUrl}
              </Button>
            </Actions>
          </Row>
        ))}
      </List>
      <Footer>
        <Button size="sm" isDisabled={mailSent || !anyReady} isLoading={isSending} onPress={onSendMail}>
          {ENCODING_TEXTS.sendMail}
        </Button>
      </Footer>
    </>
  );
}
