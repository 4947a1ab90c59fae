import {
  Button,
  ConfirmModal,
  FileDrop,
  type FileRejection,
  ProgressBar,
  token,
  VIDEO_UPLOAD_RULES,
} from '@reelbase/ui';
import { useState } from 'react';
import styled from 'styled-components';

export const REPLACE_FILE_TEXTS = {
  title: 'Drop the new file of this video here',
  choose: 'Or choose a file',
  confirmTitle: 'Replace file',
  confirm: 'Replace file',
  /** The spec asks for a warning that encoding may take time and a refresh may be needed. */
  warning:
    'The new file replaces the current one and the video is encoded again. Encoding may take some time; ' +
    'refresh the page to see the new file once it is ready.',
  uploading: 'Uploading the new file',
  done: 'The new file was uploaded. The video is being encoded again; refresh the page to see it once it is ready.',
  retry: 'Retry',
  cancel: 'Cancel',
} as const;

/** Where the replacement stands, as the page's upload engine reports it. */
interface ReplaceProgress {
  name: string;
  progress: number;
  status: 'queued' | 'active' | 'success' | 'error';
  error?: string | null;
}

export interface ReplaceFileProps {
  /** The running or finished replacement, if any. */
  replacement: ReplaceProgress | null;
  /** Starts uploading the confirmed file. */
  onReplace: (file: File) => void;
  onReject: (rejections: FileRejection[]) => void;
  onRetry: () => void;
  onCancel: () => void;
  isDisabled?: boolean;
}

const Stack = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${token('space-3')};
`;

const Note = styled.p`
  margin: 0;
  color: ${token('color-text-muted')};
`;

const Row = styled.div`
  display: flex;
  gap: ${token('space-2')};
`;

/**
 * Replacing a video's file: one accepted video file (the upload page's rules), a warning that the
 * video is encoded again before it starts, then the upload's progress, retry and cancel.
 */
export function ReplaceFile({ replacement, onReplace, onReject, onRetry, onCancel, isDisabled }: ReplaceFileProps) {
  const [pending, setPending] = useState<File | null>(null);
  const running = replacement?.status === 'queued' || replacement?.status === 'active';

  return (
    <Stack>
      {!running && (
        <FileDrop
          {...VIDEO_UPLOAD_RULES}
          title={REPLACE_FILE_TEXTS.title}
          chooseLabel={REPLACE_FILE_TEXTS.choose}
          hint=""
          isDisabled={isDisabled}
          onAccept={(files) => {
            // One file replaces the video's file; of several, the first is taken.
            if (files[0]) setPending(files[0]);
          }}
          onReject={onReject}
        />
      )}
      {replacement && (
        <div>
          <ProgressBar
            label={`${REPLACE_FILE_TEXTS.uploading}: ${replacement.name}`}
            value={replacement.progress}
            showValueLabel
            tone={replacement.status === 'error' ? 'danger' : replacement.status === 'success' ? 'success' : undefined}
          />
          {replacement.status === 'success' && <Note role="status">{REPLACE_FILE_TEXTS.done}</Note>}
          {replacement.status === 'error' && replacement.error && replacement.error !== 'cancel' && (
            <Note role="alert">{replacement.error}</Note>
          )}
          <Row>
            {running && (
              <Button size="sm" variant="secondary" onPress={onCancel}>
                {REPLACE_FILE_TEXTS.cancel}
              </Button>
            )}
            {replacement.status === 'error' && replacement.error !== 'cancel' && (
              <Button size="sm" onPress={onRetry}>
                {REPLACE_FILE_TEXTS.retry}
              </Button>
            )}
          </Row>
        </div>
      )}
      <ConfirmModal
        isOpen={pending !== null}
        title={REPLACE_FILE_TEXTS.confirmTitle}
        message={REPLACE_FILE_TEXTS.warning}
        confirmLabel={REPLACE_FILE_TEXTS.confirm}
        onCancel={() => setPending(null)}
        onConfirm={() => {
          if (pending) onReplace(pending);
          setPending(null);
        }}
      />
    </Stack>
  );
}
