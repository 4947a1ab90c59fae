import { type CreatedExternalUploadLink, EXTERNAL_LINK_DAYS, type ExternalUploadLink } from '@reelbase/contract';
import {
  Button,
  Card,
  formatDateTime,
  Inline,
  Notice,
  RowList,
  RowListItem,
  Select,
  Stack,
  StatusPill,
  Text,
  TextField,
} from '@reelbase/ui';
import { useState } from 'react';
import styled from 'styled-components';
import { daysLabel, EXPIRY_CHOICES, LINK_STATUS_LABELS, EXTERNAL_UPLOAD_TEXTS as TEXTS } from './externalUpload.ts';

/** The expiry choice and Create link; the choice keeps a readable width. */
const CreateRow = styled(Inline)`
  > :first-child {
    min-width: 12rem;
  }
`;

/** The new link's address takes the room beside its copy button. */
const CreatedLine = styled(Inline)`
  > :first-child {
    flex: 1;
    min-width: 0;
  }
`;

const TONES = { active: 'success', expired: 'neutral', revoked: 'danger' } as const;

export interface ExternalUploadLinksPanelProps {
  links: readonly ExternalUploadLink[];
  isLoading?: boolean;
  /** The link created last: its address is shown once, to copy. */
  created: CreatedExternalUploadLink | null;
  onCreate: (days: number) => Promise<void>;
  onCopy: (url: string) => void;
  onRevoke: (link: ExternalUploadLink) => void;
}

/** A library's external upload links: create one with an expiry, copy it once, list and revoke. */
export function ExternalUploadLinksPanel({
  links,
  isLoading,
  created,
  onCreate,
  onCopy,
  onRevoke,
}: ExternalUploadLinksPanelProps) {
  const [days, setDays] = useState<number>(EXTERNAL_LINK_DAYS.default);
  const [creating, setCreating] = useState(false);

  const create = async () => {
    setCreating(true);
    try {
      await onCreate(days);
    } finally {
      setCreating(false);
    }
  };

  return (
    <Card title={TEXTS.linksTitle} headingLevel={2}>
      <Stack $gap={4}>
        <Text tone="muted">{TEXTS.linksHelp}</Text>
        <CreateRow $gap={3} $align="end">
          <Select
            label={TEXTS.expiresIn}
            options={EXPIRY_CHOICES.map((choice) => ({ id: String(choice), label: daysLabel(choice) }))}
            selectedKey={String(days)}
            onSelectionChange={(key) => key && setDays(Number(key))}
          />
          <Button onPress={() => void create()} isLoading={creating}>
            {TEXTS.createLink}
          </Button>
        </CreateRow>
        {created && (
          <Notice tone="success" role="status">
            <p>
              <strong>{TEXTS.newLink}</strong>, valid until {formatDateTime(created.expires_at)}. {TEXTS.newLinkHelp}
            </p>
            <CreatedLine $align="end" $wrap={false}>
              <TextField label={TEXTS.newLink} value={created.url} isReadOnly />
              <Button variant="secondary" onPress={() => onCopy(created.url)}>
                {TEXTS.copyLink}
              </Button>
            </CreatedLine>
          </Notice>
        )}
        {isLoading && links.length === 0 ? (
          <Text tone="muted" role="status">
            Loading upload links…
          </Text>
        ) : links.length === 0 ? (
          <Text tone="muted">{TEXTS.noLinks}</Text>
        ) : (
          <RowList aria-label={TEXTS.linksTitle}>
            {links.map((link) => (
              <RowListItem key={link.id}>
                <Stack $gap={1}>
                  <div>
                    <StatusPill tone={TONES[link.status]}>{LINK_STATUS_LABELS[link.status]}</StatusPill>{' '}
                    {link.status === 'revoked' && link.revoked_at
                      ? `Revoked ${formatDateTime(link.revoked_at)}`
                      : `${link.status === 'expired' ? 'Expired' : 'Expires'} ${formatDateTime(link.expires_at)}`}
                  </div>
                  <Text as="span" tone="muted" size="sm">
                    Created {formatDateTime(link.created_at)}
                    {link.created_by ? ` by ${link.created_by.name}` : ''} · {link.uploads}{' '}
                    {link.uploads === 1 ? 'upload' : 'uploads'}
                  </Text>
                </Stack>
                {link.status === 'active' && (
                  <Button
                    variant="danger"
                    size="sm"
                    aria-label={`${TEXTS.revoke} the link created ${formatDateTime(link.created_at)}`}
                    onPress={() => onRevoke(link)}
                  >
                    {TEXTS.revoke}
                  </Button>
                )}
              </RowListItem>
            ))}
          </RowList>
        )}
      </Stack>
    </Card>
  );
}
