import { type CreatedExternalUploadLink, EXTERNAL_LINK_DAYS, type ExternalUploadLink } from '@reelbase/contract';
import { Button, Card, formatDateTime, Select, StatusPill, Text, TextField, token } from '@reelbase/ui';
import { useState } from 'react';
import styled from 'styled-components';
import { daysLabel, EXPIRY_CHOICES, LINK_STATUS_LABELS, EXTERNAL_UPLOAD_TEXTS as TEXTS } from './externalUpload.ts';

const Muted = styled(Text).attrs({ tone: 'muted' })`
  margin-bottom: ${token('space-4')};
`;

const CreateRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: ${token('space-3')};
  margin-bottom: ${token('space-4')};
  > :first-child {
    min-width: 12rem;
  }
`;

const Created = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${token('space-2')};
  margin-bottom: ${token('space-4')};
  padding: ${token('space-4')};
  border-radius: ${token('radius-md')};
  background: ${token('color-success-subtle')};
  p {
    margin: 0;
  }
`;

const CreatedLine = styled.div`
  display: flex;
  align-items: flex-end;
  gap: ${token('space-2')};
  > :first-child {
    flex: 1;
    min-width: 0;
  }
`;

const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: flex;
  flex-direction: column;
`;

const Row = styled.li`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${token('space-3')};
  padding: ${token('space-3')} 0;
  border-top: 1px solid ${token('color-border')};
`;

const RowText = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${token('space-1')};
  span {
    color: ${token('color-text-muted')};
    font-size: ${token('font-size-sm')};
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
      <Muted>{TEXTS.linksHelp}</Muted>
      <CreateRow>
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
        <Created role="status">
          <p>
            <strong>{TEXTS.newLink}</strong>, valid until {formatDateTime(created.expires_at)}. {TEXTS.newLinkHelp}
          </p>
          <CreatedLine>
            <TextField label={TEXTS.newLink} value={created.url} isReadOnly />
            <Button variant="secondary" onPress={() => onCopy(created.url)}>
              {TEXTS.copyLink}
            </Button>
          </CreatedLine>
        </Created>
      )}
      {isLoading && links.length === 0 ? (
        <Muted role="status">Loading upload links…</Muted>
      ) : links.length === 0 ? (
        <Muted>{TEXTS.noLinks}</Muted>
      ) : (
        <List aria-label={TEXTS.linksTitle}>
          {links.map((link) => (
            <Row key={link.id}>
              <RowText>
                <div>
                  <StatusPill tone={TONES[link.status]}>{LINK_STATUS_LABELS[link.status]}</StatusPill>{' '}
                  {link.status === 'revoked' && link.revoked_at
                    ? `Revoked ${formatDateTime(link.revoked_at)}`
                    : `${link.status === 'expired' ? 'Expired' : 'Expires'} ${formatDateTime(link.expires_at)}`}
                </div>
                <span>
                  Created {formatDateTime(link.created_at)}
                  {link.created_by ? ` by ${link.created_by.name}` : ''} · {link.uploads}{' '}
                  {link.uploads === 1 ? 'upload' : 'uploads'}
                </span>
              </RowText>
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
            </Row>
          ))}
        </List>
      )}
    </Card>
  );
}
