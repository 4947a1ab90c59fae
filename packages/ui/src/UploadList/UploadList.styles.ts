import styled from 'styled-components';
import { RowListItem } from '../Layout/Layout.tsx';
import { focusOutline, token } from '../theme/index.ts';
import type { UploadTone } from './useUploadList.ts';

/** The uploads: the kit's divided rows, the actions under the file where the list is narrow. */
export { RowList as List } from '../Layout/Layout.tsx';

/** A row; a finished one opens its details when pressed anywhere outside its buttons. */
export const Row = styled(RowListItem)`
  &[data-selectable] {
    cursor: pointer;
  }
  &[data-selectable]:hover {
    background: ${token('color-surface-sunken')};
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

const textColor: Record<UploadTone, string> = {
  muted: token('color-text-muted'),
  progress: token('color-text-muted'),
  success: token('color-success'),
  danger: token('color-danger'),
};

const fillColor: Record<UploadTone, string> = {
  muted: token('color-primary'),
  progress: token('color-primary'),
  success: token('color-success'),
  danger: token('color-danger'),
};

export const StatusLine = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${token('space-1')} ${token('space-3')};
  align-items: baseline;
`;

export const StatusText = styled.span<{ $tone: UploadTone }>`
  color: ${({ $tone }) => textColor[$tone]};
`;

export const Figures = styled.span`
  color: ${token('color-text-muted')};
  font-variant-numeric: tabular-nums;
`;

export const VideoLink = styled.a`
  display: inline-flex;
  align-items: center;
  min-height: 2rem;
  padding: 0 ${token('space-3')};
  border-radius: ${token('radius-md')};
  background: ${token('color-primary')};
  color: ${token('color-text-inverse')};
  font-size: ${token('font-size-sm')};
  font-weight: ${token('font-weight-medium')};
  line-height: 1;
  text-decoration: none;
  white-space: nowrap;
  &:hover {
    background: ${token('color-primary-hover')};
  }
  &:focus-visible {
    ${focusOutline()}
  }
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

export const Fill = styled.div<{ $tone: UploadTone }>`
  height: 100%;
  background: ${({ $tone }) => fillColor[$tone]};
  transition: width 0.2s linear;
  @media (prefers-reduced-motion: reduce) {
    transition: none;
  }
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
  @container (max-width: 32rem) {
    justify-content: flex-start;
  }
`;
