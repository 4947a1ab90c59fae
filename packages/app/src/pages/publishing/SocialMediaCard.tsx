import {
  PUBLISH_PLATFORM_NAMES,
  PUBLISH_PLATFORMS,
  type PublishingAccount,
  type PublishingServices,
  type PublishPlatform,
} from '@reelbase/contract';
import {
  Button,
  Card,
  ConfirmModal,
  Heading,
  Inline,
  RowList,
  RowListItem,
  Stack,
  Text,
  TextField,
} from '@reelbase/ui';
import { type FormEvent, useState } from 'react';
import {
  accountNameMessage,
  accountsOf,
  canGrantAccess,
  notConfiguredText,
  PUBLISHING_UI_TEXTS,
} from './publishing.ts';

export interface SocialMediaCardProps {
  /** Whether the server can link each service; undefined while loading. */
  services: PublishingServices | undefined;
  /** The company's linked accounts of both services; undefined while loading. */
  accounts: readonly PublishingAccount[] | undefined;
  /** Asks the service's consent page for an account name and goes there; rejects when it cannot. */
  onGrantAccess: (platform: PublishPlatform, name: string) => Promise<void>;
  /** Unlinks an account; rejects when it cannot (the error was shown). */
  onRemove: (account: PublishingAccount) => Promise<void>;
}

/** "Social media integration" of a company: the linked Vimeo and YouTube accounts, and linking another. */
export function SocialMediaCard({ services, accounts, onGrantAccess, onRemove }: SocialMediaCardProps) {
  const [removing, setRemoving] = useState<PublishingAccount | null>(null);
  const [isConfirming, setConfirming] = useState(false);

  const confirmRemove = async () => {
    if (!removing) return;
    setConfirming(true);
    try {
      await onRemove(removing);
      setRemoving(null);
    } catch {
      // The error was shown; the question stays open so it can be tried again or cancelled.
    } finally {
      setConfirming(false);
    }
  };

  return (
    <Card title={PUBLISHING_UI_TEXTS.socialMedia}>
      {services && accounts ? (
        <Stack $gap={5}>
          {PUBLISH_PLATFORMS.map((platform) => (
            <ServiceAccounts
              key={platform}
              platform={platform}
              accounts={accountsOf(accounts, platform)}
              notConfigured={notConfiguredText(platform, services)}
              onGrantAccess={(name) => onGrantAccess(platform, name)}
              onRemove={setRemoving}
            />
          ))}
        </Stack>
      ) : (
        <Text tone="muted" role="status">
          {PUBLISHING_UI_TEXTS.loadingAccounts}
        </Text>
      )}
      <ConfirmModal
        isOpen={removing !== null}
        title={PUBLISHING_UI_TEXTS.removeTitle}
        message={removing ? PUBLISHING_UI_TEXTS.removeQuestion(removing.name) : ''}
        confirmLabel={PUBLISHING_UI_TEXTS.removeAccount}
        isConfirming={isConfirming}
        onConfirm={() => void confirmRemove()}
        onCancel={() => setRemoving(null)}
      />
    </Card>
  );
}

interface ServiceAccountsProps {
  platform: PublishPlatform;
  accounts: readonly PublishingAccount[];
  /** What to set on the server, when the service cannot be linked. */
  notConfigured: string | null;
  onGrantAccess: (name: string) => Promise<void>;
  onRemove: (account: PublishingAccount) => void;
}

/** One service's part: its accounts with Remove, then the account name and Grant Access. */
function ServiceAccounts({ platform, accounts, notConfigured, onGrantAccess, onRemove }: ServiceAccountsProps) {
  const serviceName = PUBLISH_PLATFORM_NAMES[platform];
  const [name, setName] = useState('');
  const [isGranting, setGranting] = useState(false);
  const canGrant = canGrantAccess(name, accounts);

  const grant = async (event?: FormEvent) => {
    event?.preventDefault();
    if (!canGrant || isGranting) return;
    setGranting(true);
    try {
      await onGrantAccess(name.trim());
    } catch {
      // The error was shown; the name stays for another try.
    } finally {
      setGranting(false);
    }
  };

  return (
    <Stack as="section" $gap={3} aria-label={serviceName}>
      <Heading level={3}>{serviceName}</Heading>
      {accounts.length > 0 ? (
        <RowList aria-label={`Linked ${serviceName} accounts`}>
          {accounts.map((account) => (
            <RowListItem key={account.id}>
              <Text as="span" size="inherit" weight="medium" wrapAnywhere>
                {account.name}
              </Text>
              <Button
                variant="secondary"
                size="sm"
                aria-label={`${PUBLISHING_UI_TEXTS.removeAccount} ${account.name}`}
                onPress={() => onRemove(account)}
              >
                {PUBLISHING_UI_TEXTS.removeAccount}
              </Button>
            </RowListItem>
          ))}
        </RowList>
      ) : (
        <Text tone="muted" size="sm">
          {PUBLISHING_UI_TEXTS.noLinkedAccounts(platform)}
        </Text>
      )}
      {notConfigured ? (
        <Text tone="muted" size="sm">
          {notConfigured}
        </Text>
      ) : (
        <form onSubmit={(event) => void grant(event)} aria-label={`Link a ${serviceName} account`}>
          <Stack $gap={2}>
            <TextField
              label={PUBLISHING_UI_TEXTS.accountName}
              value={name}
              onChange={setName}
              errorMessage={accountNameMessage(name, accounts)}
              autoComplete="off"
            />
            <Inline>
              <Button type="submit" isDisabled={!canGrant} isLoading={isGranting}>
                {PUBLISHING_UI_TEXTS.grantAccess}
              </Button>
            </Inline>
          </Stack>
        </form>
      )}
    </Stack>
  );
}
