import { PROFILE_TEXTS } from '@reelbase/contract';
import { Button, Card, ConfirmModal, token } from '@reelbase/ui';
import { useState } from 'react';
import styled from 'styled-components';

const Box = styled.div`
  max-width: 32rem;
  margin-top: ${token('space-5')};
`;

const Hint = styled.p`
  margin: 0 0 ${token('space-4')};
  color: ${token('color-text-muted')};
`;

export interface SignOutEverywhereCardProps {
  /** Ends all sessions; the page signs the console out afterwards. A failure keeps the card usable. */
  onSignOutEverywhere: () => Promise<void>;
}

/** The profile's Sessions card: "Sign out everywhere", asked for confirmation first. */
export function SignOutEverywhereCard({ onSignOutEverywhere }: SignOutEverywhereCardProps) {
  const [asking, setAsking] = useState(false);
  const [ending, setEnding] = useState(false);

  const confirm = async () => {
    setEnding(true);
    try {
      await onSignOutEverywhere();
    } catch {
      // The API client has shown the error; the user may try again.
    } finally {
      setEnding(false);
      setAsking(false);
    }
  };

  return (
    <Box>
      <Card title={PROFILE_TEXTS.sessionsTitle}>
        <Hint>{PROFILE_TEXTS.sessionsHint}</Hint>
        <Button variant="secondary" onPress={() => setAsking(true)}>
          {PROFILE_TEXTS.signOutEverywhere}
        </Button>
      </Card>
      <ConfirmModal
        isOpen={asking}
        title={PROFILE_TEXTS.signOutEverywhere}
        message={PROFILE_TEXTS.signOutEverywhereQuestion}
        confirmLabel={PROFILE_TEXTS.signOutEverywhere}
        isConfirming={ending}
        onCancel={() => setAsking(false)}
        onConfirm={() => void confirm()}
      />
    </Box>
  );
}
