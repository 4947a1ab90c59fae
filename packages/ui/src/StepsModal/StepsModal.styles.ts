import styled from 'styled-components';
import { token } from '../theme/index.ts';
import type { StepTone } from './steps.ts';

export const Stack = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${token('space-4')};
`;

export const Log = styled.div`
  max-height: 12rem;
  overflow: auto;
  display: flex;
  flex-direction: column;
  gap: ${token('space-1')};
  font-size: ${token('font-size-sm')};
`;

const tones: Record<StepTone, string> = {
  success: token('color-success'),
  error: token('color-danger'),
  info: token('color-text-muted'),
};

export const LogLine = styled.p<{ $tone: StepTone }>`
  margin: 0;
  color: ${({ $tone }) => tones[$tone]};
`;
