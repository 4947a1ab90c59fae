import type { Video, VideoUpdate } from '@reelbase/contract';
import { Accordion, Button, formatDateTime, formatDuration, formatFileSize, StatusPill, token } from '@reelbase/ui';
import type { ReactNode } from 'react';
import styled from 'styled-components';
import { PRIVACY_LABELS, privacyTone, processingLabel } from './mediaLibrary.ts';
import { BasicPanel, PrivacyPanel, ProjectPanel } from './VideoEditPanels.tsx';

const Facts = styled.dl`
  display: grid;
  grid-template-columns: max-content 1fr;
  gap: ${token('space-2')} ${token('space-4')};
  margin: 0;
  dt {
    color: ${token('color-text-muted')};
  }
  dd {
    margin: 0;
    min-width: 0;
    overflow-wrap: anywhere;
  }
`;

const IdRow = styled.span`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${token('space-2')};
  code {
    font-family: ${token('font-family-mono')};
    font-size: ${token('font-size-xs')};
  }
`;

const FileActions = styled.div`
  margin-top: ${token('space-3')};
`;

export const DETAIL_PANELS = {
  general: 'General',
  file: 'File',
  basic: 'Basic',
  privacy: 'Privacy',
  project: 'Project',
  encodings: 'Encodings',
} as const;

export interface VideoDetailsProps {
  video: Video;
  /** "Company / Library" of the video. */
  libraryName?: string;
  /** Copies the video id (the page toasts "Video Id copied to clipboard"). */
  onCopyId: () => void;
  /** Downloads the source file. */
  onDownloadSource: () => void;
  /** Copies the source file's address (the page toasts "Copied to clipboard!"). */
  onCopySourceUrl?: () => void;
  /** The File panel's "replace file" (shown to those who may manage the video). */
  replaceFile?: ReactNode;
  /** Further panels in the spec's order, each after the built-in panel it follows (Project by default). */
  panels?: ReadonlyArray<{ id: string; title: string; content: ReactNode; after?: 'basic' | 'project' | 'encodings' }>;
  /** The Encodings panel (the page passes the live one). */
  encodings: ReactNode;
  /** Saves changed fields of the Basic, Privacy and Project panels (PUT api/videos/{id}). */
  onSave: (update: VideoUpdate) => Promise<void>;
  /** Field messages of the server (422). */
  serverErrors?: Record<string, string[]>;
  /** The viewer may not manage videos of this library: the panels are read-only. */
  isReadOnly?: boolean;
  /** The company's tags, offered in the Basic panel's tag editor. */
  tagSuggestions?: readonly string[];
  /** Panels open at first; General by default. */
  defaultExpanded?: ReadonlyArray<keyof typeof DETAIL_PANELS>;
}

/**
 * The side panel of one video: General (id with copy), File (download of the source), Basic,
 * Privacy and Project (edited in place, validated after the 400 ms pause) and Encodings.
 */
export function VideoDetails({
  video,
  libraryName,
  onCopyId,
  onDownloadSource,
  onCopySourceUrl,
  replaceFile,
  panels = [],
  encodings,
  onSave,
  serverErrors,
  isReadOnly,
  tagSuggestions,
  defaultExpanded = ['general'],
}: VideoDetailsProps) {
  const processing = processingLabel(video.status);
  const edit = { video, onSave, serverErrors, isReadOnly };
  return (
    <Accordion
      allowsMultipleExpanded
      defaultExpandedKeys={[...defaultExpanded]}
      items={[
        {
          id: 'general',
          title: DETAIL_PANELS.general,
          content: (
            <Facts>
              <dt>Video Id</dt>
              <dd>
                <IdRow>
                  <code>{video.id}</code>
                  <Button size="sm" variant="secondary" onPress={onCopyId}>
                    Copy Video Id
                  </Button>
                </IdRow>
              </dd>
              <dt>Title</dt>
              <dd>{video.title}</dd>
              <dt>Status</dt>
              <dd>
                <StatusPill tone={privacyTone(video.privacy)}>{PRIVACY_LABELS[video.privacy]}</StatusPill>
                {processing && ` ${processing.label}`}
                {video.failure_reason && ` ${video.failure_reason}`}
              </dd>
              <dt>Uploaded</dt>
              <dd>{formatDateTime(video.publish_date * 1000)}</dd>
              {libraryName && (
                <>
                  <dt>Library</dt>
                  <dd>{libraryName}</dd>
                </>
              )}
              <dt>Duration</dt>
              <dd>{video.duration === null ? '—' : formatDuration(video.duration)}</dd>
              <dt>Resolution</dt>
              <dd>{video.width && video.height ? `${video.width} × ${video.height}` : '—'}</dd>
            </Facts>
          ),
        },
        {
          id: 'file',
          title: DETAIL_PANELS.file,
          content: (
            <>
              <Facts>
                <dt>Size</dt>
                <dd>{formatFileSize(video.size)}</dd>
                <dt>Type</dt>
                <dd>{video['mime-type']}</dd>
              </Facts>
              <FileActions>
                <Button size="sm" variant="secondary" isDisabled={!video.source_url} onPress={onDownloadSource}>
                  Download source
                </Button>
                {onCopySourceUrl && (
                  <Button size="sm" variant="secondary" isDisabled={!video.source_url} onPress={onCopySourceUrl}>
                    Copy source URL
                  </Button>
                )}
              </FileActions>
              {!isReadOnly && replaceFile}
            </>
          ),
        },
        { id: 'basic', title: DETAIL_PANELS.basic, content: <BasicPanel {...edit} tagSuggestions={tagSuggestions} /> },
        ...panels.filter((panel) => panel.after === 'basic'),
        { id: 'privacy', title: DETAIL_PANELS.privacy, content: <PrivacyPanel {...edit} /> },
        { id: 'project', title: DETAIL_PANELS.project, content: <ProjectPanel {...edit} /> },
        ...panels.filter((panel) => (panel.after ?? 'project') === 'project'),
        { id: 'encodings', title: DETAIL_PANELS.encodings, content: encodings },
        ...panels.filter((panel) => panel.after === 'encodings'),
      ]}
    />
  );
}
