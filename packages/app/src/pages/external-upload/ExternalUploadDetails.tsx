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
import styled from 'styled-components';
import { z } from 'zod';
import { useForm } from '../../forms/useForm.ts';
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
interface ExternalUploadFileInfo {
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
  const links = video?.download_url ? { viewing: video.viewing_url, download: video.download_url } : null;
  // The page holds the values (it warns before leaving with unsaved changes).
  const basicForm = useForm({
    initial: basic,
    onChange: onBasicChange,
    schema: externalBasicSchema,
    onSubmit: onSaveBasic,
    serverErrors: basicServerErrors,
    isChanged: () => isBasicDirty,
    savesChangesOnly: true,
    isReadOnly: !video,
    guardsChanges: false,
  });
  const emailForm = useForm({
    initial: { email },
    onChange: (values) => onEmailChange(values.email),
    schema: emailSchema,
    onSubmit: onSendBackup,
    serverErrors: backupServerErrors,
    isReadOnly: !links,
    guardsChanges: false,
  });

  return (
    <Stack $gap={4}>
      <Card title={TEXTS.basic} headingLevel={3}>
        <Stack as="form" onSubmit={basicForm.submit} aria-label={TEXTS.basic} noValidate>
          <TextField
            label={TEXTS.title}
            {...basicForm.field('title')}
            description={TEXTS.titleHelp}
            isDisabled={!video}
          />
          <TextField label={TEXTS.requestNumber} {...basicForm.field('request_number')} isDisabled={!video} />
          <Inline $justify="end">
            <Button type="submit" {...basicForm.submitButton}>
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
        <Stack as="form" onSubmit={emailForm.submit} aria-label={TEXTS.backup} noValidate>
          <TextField
            label={TEXTS.backupEmail}
            type="email"
            autoComplete="email"
            isRequired
            {...emailForm.field('email')}
            onBlur={() => emailForm.touch('email')}
            description={TEXTS.backupHelp}
          />
          <Inline $justify="end">
            <Button type="submit" {...emailForm.submitButton}>
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
