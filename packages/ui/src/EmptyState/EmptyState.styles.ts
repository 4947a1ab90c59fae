import styled from 'styled-components';
import { token } from '../theme/index.ts';

export const EmptyBox = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${token('space-2')};
  padding: ${token('space-6')} ${token('space-4')};
  text-align: center;
  color: ${token('color-text-muted')};
`;

export const EmptyIcon = styled.div`
  font-size: ${token('font-size-2xl')};
  color: ${token('color-border-strong')};
`;

export const EmptyTitle = styled.p`
  margin: 0;
  font-size: ${token('font-size-lg')};
  font-weight: ${token('font-weight-medium')};
  color: ${token('color-text')};
`;

export const EmptyDescription = styled.p`
  margin: 0;
  max-width: 32rem;
`;

export const EmptyAction = styled.div`
  margin-top: ${token('space-2')};
`;
