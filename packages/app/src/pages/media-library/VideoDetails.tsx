import type { Video, VideoUpdate } from '@reelbase/contract';
import {
  Accordion,
  Button,
  type DescriptionItem,
  DescriptionList,
  formatDateTime,
  formatDuration,
  formatFileSize,
  Inline,
  Stack,
  StatusPill,
  Text,
} from '@reelbase/ui';
import type { ReactNode } from 'react';
import { PRIVACY_LABELS, privacyTone, processingLabel } from './mediaLibrary.ts';
import { BasicPanel, PrivacyPanel, ProjectPanel } from './VideoEditPanels.tsx';

const DETAIL_PANELS = {
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
  const general: DescriptionItem[] = [
    {
      term: 'Video Id',
      description: (
        <Inline $gap={2}>
          <Text as="code" size="xs">
            {video.id}
          </Text>
          <Button size="sm" variant="secondary" onPress={onCopyId}>
            Copy Video Id
          </Button>
        </Inline>
      ),
    },
    { term: 'Title', description: video.title },
    {
      term: 'Status',
      description: (
        <>
          <StatusPill tone={privacyTone(video.privacy)}>{PRIVACY_LABELS[video.privacy]}</StatusPill>
          {processing && ` ${processing.label}`}
          {video.failure_reason && ` ${video.failure_reason}`}
        </>
      ),
    },
    { term: 'Uploaded', description: formatDateTime(video.publish_date * 1000) },
    ...(libraryName ? [{ term: 'Library', description: libraryName }] : []),
    { term: 'Duration', description: video.duration === null ? '—' : formatDuration(video.duration) },
    { term: 'Resolution', description: video.width && video.height ? `${video.width} × ${video.height}` : '—' },
  ];
  const file: DescriptionItem[] = [
    { term: 'Size', description: formatFileSize(video.size) },
    { term: 'Type', description: video['mime-type'] },
  ];
  return (
    <Accordion
      allowsMultipleExpanded
      defaultExpandedKeys={[...defaultExpanded]}
      items={[
        {
          id: 'general',
          title: DETAIL_PANELS.general,
          content: <DescriptionList items={general} />,
        },
        {
          id: 'file',
          title: DETAIL_PANELS.file,
          content: (
            <Stack>
              <DescriptionList items={file} />
              <Inline>
                <Button size="sm" variant="secondary" isDisabled={!video.source_url} onPress={onDownloadSource}>
                  Download source
                </Button>
                {onCopySourceUrl && (
                  <Button size="sm" variant="secondary" isDisabled={!video.source_url} onPress={onCopySourceUrl}>
                    Copy source URL
                  </Button>
                )}
              </Inline>
              {!isReadOnly && replaceFile}
            </Stack>
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
