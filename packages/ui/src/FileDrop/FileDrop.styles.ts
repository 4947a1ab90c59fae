import styled from 'styled-components';
import { token } from '../theme/index.ts';

export const Area = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: ${token('space-2')};
  min-height: 10rem;
  padding: ${token('space-5')};
  border: 2px dashed ${token('color-border-strong')};
  border-radius: ${token('radius-lg')};
  background: ${token('color-surface')};
  color: ${token('color-text')};
  text-align: center;
  &[data-drop-target] {
    border-color: ${token('color-primary')};
    background: ${token('color-primary-subtle')};
  }
  &[data-disabled] {
    border-color: ${token('color-border')};
    background: ${token('color-surface-sunken')};
  }
  svg {
    width: 2.5rem;
    height: 2.5rem;
    color: ${token('color-primary')};
  }
`;

export const Title = styled.p`
  margin: 0;
  font-size: ${token('font-size-lg')};
  font-weight: ${token('font-weight-medium')};
`;

export const Hint = styled.p`
  margin: 0;
  font-size: ${token('font-size-sm')};
  color: ${token('color-text-muted')};
`;

export const Status = styled.p`
  margin: 0;
  min-height: 1.5em;
  font-size: ${token('font-size-sm')};
  color: ${token('color-danger')};
`;
