import styled from 'styled-components';
import { token } from '../theme/index.ts';

export const TriggerWrap = styled.span`
  display: inline-flex;
`;

export const TooltipBox = styled.div`
  max-width: 16rem;
  padding: ${token('space-1')} ${token('space-2')};
  border-radius: ${token('radius-sm')};
  background: ${token('color-text')};
  color: ${token('color-surface')};
  font-size: ${token('font-size-xs')};
  line-height: 1.4;
  box-shadow: ${token('shadow-md')};
  z-index: ${token('z-tooltip')};
  pointer-events: none;
`;
