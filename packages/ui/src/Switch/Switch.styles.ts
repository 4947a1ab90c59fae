import styled from 'styled-components';
import { focusOutline, token } from '../theme/index.ts';

export const Track = styled.span<{ $on: boolean; $focus: boolean; $disabled?: boolean }>`
  position: relative;
  flex: none;
  width: 2.25rem;
  height: 1.25rem;
  border-radius: ${token('radius-full')};
  background: ${({ $on }) => ($on ? token('color-primary') : token('color-border-strong'))};
  ${({ $focus }) => ($focus ? focusOutline() : 'outline: none;')}
  opacity: ${({ $disabled }) => ($disabled ? 0.5 : 1)};
  transition: background ${token('motion-fast')} ${token('motion-easing')};
`;

export const Thumb = styled.span<{ $on: boolean }>`
  position: absolute;
  top: 2px;
  left: ${({ $on }) => ($on ? 'calc(100% - 1rem - 2px)' : '2px')};
  width: 1rem;
  height: 1rem;
  border-radius: ${token('radius-full')};
  background: ${token('color-surface')};
  box-shadow: ${token('shadow-sm')};
  transition: left ${token('motion-fast')} ${token('motion-easing')};
`;
