import styled from 'styled-components';
import { focusRing, token } from '../theme/index.ts';

export const Popover = styled.div`
  min-width: 14rem;
  background: ${token('color-surface-raised')};
  color: ${token('color-text')};
  border: 1px solid ${token('color-border')};
  border-radius: ${token('radius-md')};
  box-shadow: ${token('shadow-md')};
  z-index: ${token('z-menu')};
  font-size: ${token('font-size-sm')};
`;

export const Dialog = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${token('space-3')};
  padding: ${token('space-3')};
  outline: none;
`;

export const Heading = styled.h2`
  margin: 0;
  font-size: ${token('font-size-md')};
  font-weight: ${token('font-weight-bold')};
`;

export const Fieldset = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${token('space-1')};
`;

export const Legend = styled.span`
  font-weight: ${token('font-weight-medium')};
  color: ${token('color-text-muted')};
`;

export const RadioLabel = styled.label`
  display: flex;
  align-items: center;
  gap: ${token('space-2')};
  cursor: pointer;
`;

export const RadioInput = styled.input`
  margin: 0;
  accent-color: ${token('color-primary')};
  ${focusRing()}
`;

export const Footer = styled.div`
  display: flex;
  justify-content: flex-end;
  gap: ${token('space-2')};
`;
