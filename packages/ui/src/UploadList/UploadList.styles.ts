import styled from 'styled-components';
import { token } from '../theme/index.ts';
import type { UploadStatus } from './useUploadList.ts';

export const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  border: 1px solid ${token('color-border')};
  border-radius: ${token('radius-md')};
  background: ${token('color-surface')};
  font-size: ${token('font-size-sm')};
  color: ${token('color-text')};
`;

export const Row = styled.li`
  display: grid;
  grid-template-columns: minmax(0, 1fr) auto;
  gap: ${token('space-2')} ${token('space-3')};
  align-items: center;
  padding: ${token('space-3')};
  border-bottom: 1px solid ${token('color-border')};
  &:last-child {
    border-bottom: none;
  }
`;

export const Info = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${token('space-1')};
  min-width: 0;
`;

export const NameLine = styled.div`
  display: flex;
  gap: ${token('space-2')};
  align-items: baseline;
  min-width: 0;
`;

export const Name = styled.span`
  font-weight: ${token('font-weight-medium')};
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
`;

export const Size = styled.span`
  flex: none;
  color: ${token('color-text-muted')};
`;

const statusColor: Record<UploadStatus, string> = {
  queued: token('color-text-muted'),
  active: token('color-text-muted'),
  success: token('color-success'),
  error: token('color-danger'),
};

export const StatusText = styled.span<{ $status: UploadStatus }>`
  color: ${({ $status }) => statusColor[$status]};
`;

export const Progress = styled.div`
  display: flex;
  align-items: center;
  gap: ${token('space-2')};
`;

export const Track = styled.div`
  flex: 1;
  height: 0.5rem;
  border-radius: ${token('radius-full')};
  background: ${token('color-surface-sunken')};
  overflow: hidden;
`;

export const Fill = styled.div<{ $status: UploadStatus }>`
  height: 100%;
  background: ${({ $status }) =>
    $status === 'error'
      ? token('color-danger')
      : $status === 'success'
        ? token('color-success')
        : token('color-primary')};
`;

export const Percent = styled.span`
  min-width: 3ch;
  text-align: right;
  font-variant-numeric: tabular-nums;
  color: ${token('color-text-muted')};
`;

export const Buttons = styled.div`
  display: flex;
  gap: ${token('space-2')};
  flex-wrap: wrap;
  justify-content: flex-end;
`;
