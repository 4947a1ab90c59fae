import type { Video } from '@reelbase/contract';
import {
  type DescriptionItem,
  DescriptionList,
  formatDateTime,
  formatDuration,
  formatFileSize,
  Heading,
  Stack,
  StatusPill,
} from '@reelbase/ui';
import type { ReactNode } from 'react';

const VIDEO_STATUS_LABELS: Record<Video['status'], string> = {
  uploading: 'Uploading',
  processing: 'Processing',
  ready: 'Ready',
  failed: 'Failed',
};

const TONES = { uploading: 'info', processing: 'info', ready: 'success', failed: 'danger' } as const;

export interface UploadDetailsProps {
  video: Video;
  fileName: string;
  /** The library the video went to, as "Company / Library". */
  libraryName?: string;
  /** The renditions panel (the page passes the live one). */
  encodings: ReactNode;
}

/** The metadata of a finished upload: what the server probed and the state of its renditions. */
export function UploadDetails({ video, fileName, libraryName, encodings }: UploadDetailsProps) {
  const facts: DescriptionItem[] = [
    { term: 'Title', description: video.title },
    {
      term: 'Status',
      description: (
        <>
          <StatusPill tone={TONES[video.status]}>{VIDEO_STATUS_LABELS[video.status]}</StatusPill>
          {video.failure_reason ? ` ${video.failure_reason}` : ''}
        </>
      ),
    },
    { term: 'File', description: fileName },
    ...(libraryName ? [{ term: 'Library', description: libraryName }] : []),
    { term: 'Size', description: formatFileSize(video.size) },
    { term: 'Type', description: video['mime-type'] },
    { term: 'Duration', description: video.duration === null ? '—' : formatDuration(video.duration) },
    { term: 'Resolution', description: video.width && video.height ? `${video.width} × ${video.height}` : '—' },
    { term: 'Uploaded', description: formatDateTime(video.publish_date * 1000) },
    { term: 'Video Id', description: video.id },
  ];
  return (
    <Stack $gap={4}>
      <DescriptionList items={facts} />
      <Stack $gap={2}>
        <Heading level={3}>Encodings</Heading>
        {encodings}
      </Stack>
    </Stack>
  );
}
