import { Button, token } from '@reelbase/ui';
import styled from 'styled-components';
import type { SaveQueueSnapshot } from '../core/save-queue.ts';
import { SAVE_TEXTS } from '../react/editor-host.ts';

const Box = styled.div`
  display: flex;
  align-items: center;
  gap: ${token('space-2')};
  min-width: 0;
`;

const Text = styled.span`
  font-size: ${token('font-size-sm')};
  color: ${token('color-text-muted')};
  &[data-status='error'] {
    color: ${token('color-danger')};
    font-weight: ${token('font-weight-medium')};
  }
`;

export interface SaveStatusProps {
  snapshot: SaveQueueSnapshot;
  /** Sends the waiting changes now. */
  onRetry: () => void;
}

/**
 * "No changes yet" before the first save, "Saving…" while changes wait or are on their way, "Saved" when everything is stored, and while a
 * failed save waits for its retry a notice with "Retry now": the change is kept and tried again.
 */
export function SaveStatus({ snapshot, onRetry }: SaveStatusProps) {
  const { status } = snapshot;
  return (
    <Box>
      <Text role="status" data-status={status} data-testid="save-status">
        {status === 'error' ? SAVE_TEXTS.retrying : SAVE_TEXTS[status]}
      </Text>
      {status === 'error' && (
        <Button size="sm" variant="secondary" onPress={onRetry}>
          {SAVE_TEXTS.retryNow}
        </Button>
      )}
    </Box>
  );
}
