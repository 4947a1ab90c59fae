import { backupEmailSchema, type ExternalVideo, externalBasicSchema } from '@reelbase/contract';
import {
  Button,
  Card,
  DescriptionList,
  formatDateTime,
  formatFileSize,
  Inline,
  Stack,
  Text,
  TextField,
  token,
} from '@reelbase/ui';
import { type FormEvent, useState } from 'react';
import styled from 'styled-components';
import { z } from 'zod';
import { useDebouncedErrors } from '../../forms/useDebouncedErrors.ts';
import { useTouchedErrors } from '../../forms/useTouchedErrors.ts';
import { type BasicDraft, EXTERNAL_UPLOAD_TEXTS as TEXTS, VIDEO_STATE_LABELS } from './externalUpload.ts';

const LinkRow = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${token('space-1')};
  & + & {
    margin-top: ${token('space-3')};
  }
  code {
    overflow-wrap: anywhere;
    font-size: ${token('font-size-sm')};
    color: ${token('color-text-muted')};
  }
`;

const Pending = styled(Text)`
  margin-bottom: ${token('space-3')};
`;

const emailSchema = z.object({ email: backupEmailSchema });

/** The upload the panel describes, as the upload list knows it. */
export interface ExternalUploadFileInfo {
  name: string;
  size: number;
  /** The upload list's state: queued, active, success or error. */
  status: 'queued' | 'active' | 'success' | 'error';
  progress: number;
}

export interface ExternalUploadDetailsProps {
  file: ExternalUploadFileInfo;
  /** The server's video (null until the upload has started). */
  video: ExternalVideo | null;
  libraryName: string;
  /** ISO 8601: until when the link works. */
  linkExpiresAt: string;
  basic: BasicDraft;
  onBasicChange: (basic: BasicDraft) => void;
  isBasicDirty: boolean;
  onSaveBasic: () => Promise<void>;
  /** 422 messages of the last save, per field. */
  basicServerErrors?: Record<string, string[]>;
  email: string;
  onEmailChange: (email: string) => void;
  onSendBackup: () => Promise<void>;
  /** 422 messages of the last send (the server's email error). */
  backupServerErrors?: Record<string, string[]>;
  onCopyLink: (url: string) => void;
}

/**
 * The side panel of one upload: Basic (title and Aanvraagnummer), the viewing and download links
 * to copy, the backup e-mail, and info. Fields are checked with the contract's rules after the
 * 400 ms pause; Save and Send stay disabled while something is invalid.
 */
export function ExternalUploadDetails({
  file,
  video,
  libraryName,
  linkExpiresAt,
  basic,
  onBasicChange,
  isBasicDirty,
  onSaveBasic,
  basicServerErrors,
  email,
  onEmailChange,
  onSendBackup,
  backupServerErrors,
  onCopyLink,
}: ExternalUploadDetailsProps) {
  const [saving, setSaving] = useState(false);
  const [sending, setSending] = useState(false);
  const basicCheck = useDebouncedErrors(externalBasicSchema, basic);
  const basicErrors = useTouchedErrors(basicCheck.errors, basicServerErrors);
  const emailCheck = useDebouncedErrors(emailSchema, { email });
  const emailErrors = useTouchedErrors(emailCheck.errors, backupServerErrors);
  const links = video?.download_url ? { viewing: video.viewing_url, download: video.download_url } : null;

  const save = async (event: FormEvent) => {
    event.preventDefault();
    if (!video || !basicCheck.isValid || basicCheck.isPending || saving) return;
    setSaving(true);
    try {
      await onSaveBasic();
    } finally {
      setSaving(false);
    }
  };

  const send = async (event: FormEvent) => {
    event.preventDefault();
    if (!links || !emailCheck.isValid || emailCheck.isPending || sending) return;
    setSending(true);
    try {
      await onSendBackup();
    } finally {
      setSending(false);
    }
  };

  return (
    <Stack $gap={4}>
      <Card title={TEXTS.basic} headingLevel={3}>
        <Stack as="form" onSubmit={save} aria-label={TEXTS.basic} noValidate>
          <TextField
            label={TEXTS.title}
            value={basic.title}
            onChange={(title) => {
              basicErrors.touch('title');
              onBasicChange({ ...basic, title });
            }}
            description={TEXTS.titleHelp}
            errorMessage={basicErrors.errorFor('title')}
            isDisabled={!video}
          />
          <TextField
            label={TEXTS.requestNumber}
            value={basic.request_number}
            onChange={(requestNumber) => {
              basicErrors.touch('request_number');
              onBasicChange({ ...basic, request_number: requestNumber });
            }}
            errorMessage={basicErrors.errorFor('request_number')}
            isDisabled={!video}
          />
          <Inline $justify="end">
            <Button
              type="submit"
              isDisabled={!video || !isBasicDirty || !basicCheck.isValid || basicCheck.isPending}
              isLoading={saving}
            >
              {TEXTS.save}
            </Button>
          </Inline>
        </Stack>
      </Card>

      <Card title={TEXTS.links} headingLevel={3}>
        {!links && <Pending tone="muted">{TEXTS.linksPending}</Pending>}
        <LinkRow>
          <strong>{TEXTS.viewingLink}</strong>
          {links && <code>{links.viewing}</code>}
          <Button variant="secondary" size="sm" isDisabled={!links} onPress={() => links && onCopyLink(links.viewing)}>
            {TEXTS.copyViewing}
          </Button>
        </LinkRow>
        <LinkRow>
          <strong>{TEXTS.downloadLink}</strong>
          {links && <code>{links.download}</code>}
          <Button variant="secondary" size="sm" isDisabled={!links} onPress={() => links && onCopyLink(links.download)}>
            {TEXTS.copyDownload}
          </Button>
        </LinkRow>
      </Card>

      <Card title={TEXTS.backup} headingLevel={3}>
        <Stack as="form" onSubmit={send} aria-label={TEXTS.backup} noValidate>
          <TextField
            label={TEXTS.backupEmail}
            type="email"
            autoComplete="email"
            isRequired
            value={email}
            onChange={(next) => {
              emailErrors.touch('email');
              onEmailChange(next);
            }}
            onBlur={() => emailErrors.touch('email')}
            description={TEXTS.backupHelp}
            errorMessage={emailErrors.errorFor('email')}
          />
          <Inline $justify="end">
            <Button
              type="submit"
              isDisabled={!links || !emailCheck.isValid || emailCheck.isPending}
              isLoading={sending}
            >
              {TEXTS.send}
            </Button>
          </Inline>
        </Stack>
      </Card>

      <Card title={TEXTS.info} headingLevel={3}>
        <DescriptionList
          items={[
            { term: 'File', description: file.name },
            { term: 'Size', description: formatFileSize(file.size) },
            {
              term: 'State',
              description:
                video && file.status === 'success'
                  ? VIDEO_STATE_LABELS[video.status]
                  : file.status === 'error'
                    ? 'Failed'
                    : `Uploading (${Math.round(file.progress)}%)`,
            },
            { term: 'Library', description: libraryName },
            { term: 'Link valid until', description: formatDateTime(linkExpiresAt) },
          ]}
        />
      </Card>
    </Stack>
  );
}
