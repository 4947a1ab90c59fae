import { type AccountStatus, INVITATION_TEXTS } from '@reelbase/contract';
import { type BadgeTone, StatusPill } from '@reelbase/ui';

const LOOK: Record<AccountStatus, { label: string; tone: BadgeTone }> = {
  active: { label: INVITATION_TEXTS.active, tone: 'success' },
  invited: { label: INVITATION_TEXTS.invited, tone: 'info' },
  'invitation-expired': { label: INVITATION_TEXTS.expired, tone: 'warning' },
};

/** The account status of a user: Active, Invited or Invitation expired. */
export function AccountStatusPill({ status }: { status: AccountStatus }) {
  const { label, tone } = LOOK[status];
  return <StatusPill tone={tone}>{label}</StatusPill>;
}
