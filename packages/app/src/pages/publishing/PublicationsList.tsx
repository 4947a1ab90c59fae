import { PUBLISH_PLATFORM_NAMES, type Publication } from '@reelbase/contract';
import {
  Button,
  formatDateTime,
  formatFileSize,
  Inline,
  Link,
  ProgressBar,
  RowList,
  RowListItem,
  Stack,
  StatusPill,
  Text,
} from '@reelbase/ui';
import { useState } from 'react';
import {
  PUBLICATION_STATUS_LABELS,
  PUBLICATION_STATUS_TONES,
  PUBLISHING_UI_TEXTS,
  uploadPercent,
} from './publishing.ts';

export interface PublicationsListProps {
  /** The video's publications, newest first. */
  publications: readonly Publication[];
  /** Tries a failed publication again; rejects when it cannot (the error was shown). */
  onRetry: (publication: Publication) => Promise<unknown>;
}

/** A video's publication log: each entry's title, service, account, date and state. */
export function PublicationsList({ publications, onRetry }: PublicationsListProps) {
  if (publications.length === 0) {
    return (
      <Text tone="muted" size="sm">
        {PUBLISHING_UI_TEXTS.noPublications}
      </Text>
    );
  }
  return (
    <RowList aria-label={PUBLISHING_UI_TEXTS.publications}>
      {publications.map((publication) => (
        <PublicationRow key={publication.id} publication={publication} onRetry={onRetry} />
      ))}
    </RowList>
  );
}

function PublicationRow({
  publication,
  onRetry,
}: {
  publication: Publication;
  onRetry: PublicationsListProps['onRetry'];
}) {
  const [isRetrying, setRetrying] = useState(false);
  const platform = PUBLISH_PLATFORM_NAMES[publication.external_platform];
  const retry = async () => {
    setRetrying(true);
    try {
      await onRetry(publication);
    } catch {
      // The error was shown; the button stays for another try.
    } finally {
      setRetrying(false);
    }
  };
  return (
    <RowListItem>
      <Stack $gap={1}>
        <Inline $gap={2}>
          <Text as="span" size="inherit" weight="medium" wrapAnywhere>
            {publication.title}
          </Text>
          <StatusPill tone={PUBLICATION_STATUS_TONES[publication.status]}>
            {PUBLICATION_STATUS_LABELS[publication.status]}
          </StatusPill>
        </Inline>
        <Text as="span" size="xs" tone="muted" wrapAnywhere>
          {`${platform} · ${publication.accountName} · ${formatDateTime(publication.date)}`}
        </Text>
        <PublicationState publication={publication} />
      </Stack>
      {publication.status === 'failed' && (
        <Button
          variant="secondary"
          size="sm"
          isLoading={isRetrying}
          onPress={() => void retry()}
          aria-label={`${PUBLISHING_UI_TEXTS.tryAgain}: ${publication.title}`}
        >
          {PUBLISHING_UI_TEXTS.tryAgain}
        </Button>
      )}
    </RowListItem>
  );
}

/** What the state adds: upload progress, the link to the video, or the reason it did not go. */
function PublicationState({ publication }: { publication: Publication }) {
  switch (publication.status) {
    case 'pending':
      return (
        <ProgressBar
          aria-label={`Upload of ${publication.title}`}
          value={uploadPercent(publication)}
          valueLabel={`${formatFileSize(publication.bytes_sent)} of ${formatFileSize(publication.file_size)}`}
        />
      );
    case 'uploaded':
      return publication.link ? (
        <Link href={publication.link} isExternal>
          {PUBLISHING_UI_TEXTS.openOn(publication.external_platform)}
        </Link>
      ) : null;
    case 'failed':
    case 'rejected': {
      const reason = publication.status === 'failed' ? publication.failure_reason : publication.rejection_reason;
      return reason ? (
        <Text as="span" size="xs" tone="danger" wrapAnywhere>
          {reason}
        </Text>
      ) : null;
    }
  }
}
