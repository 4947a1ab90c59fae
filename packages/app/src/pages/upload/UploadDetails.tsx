import type { Video } from '@reelbase/contract';
import { formatDateTime, formatDuration, formatFileSize, StatusPill, token } from '@reelbase/ui';
import type { ReactNode } from 'react';
import styled from 'styled-components';

const Facts = styled.dl`
  display: grid;
  grid-template-columns: max-content 1fr;
  gap: ${token('space-2')} ${token('space-4')};
  margin: 0 0 ${token('space-4')};
  dt {
    color: ${token('color-text-muted')};
  }
  dd {
    margin: 0;
    overflow-wrap: anywhere;
  }
`;

const Heading = styled.h3`
  margin: ${token('space-4')} 0 ${token('space-2')};
  font-size: ${token('font-size-md')};
`;

export const VIDEO_STATUS_LABELS: Record<Video['status'], string> = {
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
  return (
    <>
      <Facts>
        <dt>Title</dt>
        <dd>{video.title}</dd>
        <dt>Status</dt>
        <dd>
          <StatusPill tone={TONES[video.status]}>{VIDEO_STATUS_LABELS[video.status]}</StatusPill>
          {video.failure_reason ? ` ${video.failure_reason}` : ''}
        </dd>
        <dt>File</dt>
        <dd>{fileName}</dd>
        {libraryName && (
          <>
            <dt>Library</dt>
            <dd>{libraryName}</dd>
          </>
        )}
        <dt>Size</dt>
        <dd>{formatFileSize(video.size)}</dd>
        <dt>Type</dt>
        <dd>{video['mime-type']}</dd>
        <dt>Duration</dt>
        <dd>{video.duration === null ? '—' : formatDuration(video.duration)}</dd>
        <dt>Resolution</dt>
        <dd>{video.width && video.height ? `${video.width} × ${video.height}` : '—'}</dd>
        <dt>Uploaded</dt>
        <dd>{formatDateTime(video.publish_date * 1000)}</dd>
        <dt>Video Id</dt>
        <dd>{video.id}</dd>
      </Facts>
      <Heading>Encodings</Heading>
      {encodings}
    </>
  );
}
