import styled, { keyframes } from 'styled-components';
import { token } from '../theme/index.ts';

const spin = keyframes`
  to { transform: rotate(360deg); }
`;

export const SpinnerCircle = styled.span<{ $size: string }>`
  display: inline-block;
  flex: none;
  width: ${({ $size }) => $size};
  height: ${({ $size }) => $size};
  border-radius: ${token('radius-full')};
  border: 2px solid currentColor;
  border-right-color: transparent;
  animation: ${spin} 700ms linear infinite;
  vertical-align: middle;
`;
