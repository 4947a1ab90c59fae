import { FTP_MESSAGES } from '@reelbase/contract';
import { Button, Card, Inline, Notice, RadioGroup, Stack } from '@reelbase/ui';
import type { ReactNode } from 'react';
import { type FtpLibrary, FtpUploadOptionsForm } from './FtpUploadOptionsForm.tsx';
import type { FailedFile, FtpUploadOptions } from './ftpFiles.ts';

export type FtpActionKind = 'upload' | 'delete';
/** The spec's states: upload idle, loading, started; delete idle, loading, deleted. */
export type FtpActionState = 'idle' | 'loading' | 'started' | 'deleted';

export interface FtpActionCardProps {
  action: FtpActionKind;
  onActionChange: (action: FtpActionKind) => void;
  /** The libraries the viewer may upload to and the upload's options. */
  libraries: readonly FtpLibrary[];
  options: FtpUploadOptions;
  onOptionsChange: (options: FtpUploadOptions) => void;
  state: FtpActionState;
  /** The chosen files hold one of the FTP limit or more. */
  hasTooLarge: boolean;
  /** Why other chosen files cannot be uploaded (the browser upload's texts). */
  refusals: readonly string[];
  /** The files the last action could not handle. */
  failed: readonly FailedFile[];
  canStart: boolean;
  onStart: () => void;
  /** The imports started (their progress and results), shown under the action's result. */
  imports?: ReactNode;
}

/** The FTP screen's action panel: upload with its options or delete, Start action, and the outcome. */
export function FtpActionCard(props: FtpActionCardProps) {
  const { action, state, failed } = props;
  return (
    <Card title="Action" headingLevel={2}>
      <Stack $gap={4}>
        <RadioGroup
          label="Action"
          orientation="horizontal"
          value={action}
          onChange={(value) => props.onActionChange(value as FtpActionKind)}
          options={[
            { value: 'upload', label: 'Upload' },
            { value: 'delete', label: 'Delete' },
          ]}
        />
        {action === 'upload' && (
          <FtpUploadOptionsForm
            libraries={props.libraries}
            options={props.options}
            onChange={props.onOptionsChange}
            isDisabled={state === 'loading'}
          />
        )}
        {action === 'upload' && props.hasTooLarge && (
          <Notice as="p" role="alert" tone="danger">
            {FTP_MESSAGES.tooLarge}
          </Notice>
        )}
        {action === 'upload' && props.refusals.length > 0 && (
          <Notice role="alert" tone="danger">
            {props.refusals.map((message) => (
              <p key={message}>{message}</p>
            ))}
          </Notice>
        )}
        <Inline $justify="end">
          <Button onPress={props.onStart} isDisabled={!props.canStart} isLoading={state === 'loading'}>
            Start action
          </Button>
        </Inline>
        <div role="status">
          {state === 'started' && failed.length === 0 && (
            <Notice as="p" tone="success">
              {FTP_MESSAGES.uploadStarted}
            </Notice>
          )}
          {state === 'deleted' && failed.length === 0 && (
            <Notice as="p" tone="success">
              {FTP_MESSAGES.deleted}
            </Notice>
          )}
        </div>
        {failed.length > 0 && (
          <Notice role="alert" tone="danger">
            <p>{state === 'deleted' ? FTP_MESSAGES.deleteFailed : FTP_MESSAGES.tryAgain}</p>
            <ul aria-label="Failed files">
              {failed.map((failure) => (
                <li key={failure.path}>
                  {failure.path}: {failure.message}
                </li>
              ))}
            </ul>
          </Notice>
        )}
        {props.imports}
      </Stack>
    </Card>
  );
}
