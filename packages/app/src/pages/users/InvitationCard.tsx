import { INVITATION_TEXTS, type InvitationSent, type UserDetail } from '@reelbase/contract';
import { Button, Card, formatDateTime, token } from '@reelbase/ui';
import { useState } from 'react';
import styled from 'styled-components';
import { AccountStatusPill } from './AccountStatusPill.tsx';

const Box = styled.div`
  max-width: 40rem;
  margin-top: ${token('space-4')};
`;

const Hint = styled.p`
  margin: ${token('space-3')} 0 ${token('space-4')};
  color: ${token('color-text-muted')};
`;

const Sent = styled.p`
  margin: ${token('space-3')} 0 0;
  font-weight: 600;
`;

export interface InvitationCardProps {
  user: Pick<UserDetail, 'accountStatus' | 'invitationExpiresAt' | 'canResendInvitation'>;
  /** Mails a new invitation; a failure is shown by the caller and leaves the card as it was. */
  onResend: () => Promise<InvitationSent>;
}

function hintOf(user: InvitationCardProps['user']): string {
  if (user.accountStatus === 'active') return INVITATION_TEXTS.activeHint;
  if (user.accountStatus === 'invited' && user.invitationExpiresAt) {
    return INVITATION_TEXTS.invitedHint(formatDateTime(user.invitationExpiresAt));
  }
  return INVITATION_TEXTS.expiredHint;
}

/**
 * The user screen's Invitation card: whether the user can sign in yet and, for a user who has
 * not set a password, "Resend invitation" with a message saying to whom it was sent.
 */
export function InvitationCard({ user, onResend }: InvitationCardProps) {
  const [sending, setSending] = useState(false);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const resend = async () => {
    setSending(true);
    try {
      setSentTo((await onResend()).to);
    } catch {
      // The API client has shown the error.
    } finally {
      setSending(false);
    }
  };
  return (
    <Box>
      <Card title={INVITATION_TEXTS.title} actions={<AccountStatusPill status={user.accountStatus} />}>
        <Hint>{hintOf(user)}</Hint>
        {user.canResendInvitation && (
          <Button variant="secondary" onPress={() => void resend()} isLoading={sending}>
            {INVITATION_TEXTS.resend}
          </Button>
        )}
        <div role="status">{sentTo && <Sent>{INVITATION_TEXTS.sentTo(sentTo)}</Sent>}</div>
      </Card>
    </Box>
  );
}
