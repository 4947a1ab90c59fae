import { token } from '@reelbase/ui';
import styled from 'styled-components';

/** The layout shared by the video asset panels. */
export const PanelBody = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${token('space-3')};
`;

export const AssetList = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: flex;
  flex-direction: column;
  gap: ${token('space-2')};
`;

export const AssetRow = styled.li`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${token('space-2')};
  padding: ${token('space-2')} ${token('space-3')};
  border: 1px solid ${token('color-border')};
  border-radius: ${token('radius-md')};
  background: ${token('color-surface')};
`;

export const AssetText = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${token('space-1')};
  min-width: 0;
  overflow-wrap: anywhere;
`;

export const AssetName = styled.span`
  font-weight: ${token('font-weight-medium')};
`;

export const Muted = styled.span`
  color: ${token('color-text-muted')};
  font-size: ${token('font-size-sm')};
`;

export const Empty = styled.p`
  margin: 0;
  color: ${token('color-text-muted')};
`;

export const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${token('space-2')};
`;

export const SectionTitle = styled.h3`
  margin: 0;
  font-size: ${token('font-size-md')};
  font-weight: ${token('font-weight-bold')};
`;
