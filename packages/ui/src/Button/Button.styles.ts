import styled, { css } from 'styled-components';
import { focusRing, token } from '../theme/index.ts';

export type ButtonVariant = 'primary' | 'secondary' | 'danger' | 'ghost';
export type ButtonSize = 'sm' | 'md' | 'lg';

const variants: Record<ButtonVariant, ReturnType<typeof css>> = {
  primary: css`
    background: ${token('color-primary')};
    color: ${token('color-text-inverse')};
    border-color: ${token('color-primary')};
    &[data-hovered] { background: ${token('color-primary-hover')}; border-color: ${token('color-primary-hover')}; }
    &[data-pressed] { background: ${token('color-primary-active')}; border-color: ${token('color-primary-active')}; }
  `,
  secondary: css`
    background: ${token('color-surface')};
    color: ${token('color-text')};
    border-color: ${token('color-border-strong')};
    &[data-hovered] { background: ${token('color-surface-sunken')}; }
    &[data-pressed] { background: ${token('color-border')}; }
  `,
  danger: css`
    background: ${token('color-danger')};
    color: ${token('color-text-inverse')};
    border-color: ${token('color-danger')};
    &[data-hovered], &[data-pressed] { background: ${token('color-danger-hover')}; border-color: ${token('color-danger-hover')}; }
  `,
  ghost: css`
    background: transparent;
    color: ${token('color-primary')};
    border-color: transparent;
    &[data-hovered] { background: ${token('color-primary-subtle')}; }
    &[data-pressed] { background: ${token('color-surface-sunken')}; }
  `,
};

const sizes: Record<ButtonSize, ReturnType<typeof css>> = {
  sm: css`
    min-height: 2rem;
    padding: 0 ${token('space-3')};
    font-size: ${token('font-size-sm')};
  `,
  md: css`
    min-height: 2.5rem;
    padding: 0 ${token('space-4')};
    font-size: ${token('font-size-md')};
  `,
  lg: css`
    min-height: 3rem;
    padding: 0 ${token('space-5')};
    font-size: ${token('font-size-lg')};
  `,
};

export const StyledButton = styled.button<{ $variant: ButtonVariant; $size: ButtonSize; $fullWidth: boolean }>`
  display: ${({ $fullWidth }) => ($fullWidth ? 'flex' : 'inline-flex')};
  width: ${({ $fullWidth }) => ($fullWidth ? '100%' : 'auto')};
  align-items: center;
  justify-content: center;
  gap: ${token('space-2')};
  border: 1px solid transparent;
  border-radius: ${token('radius-md')};
  font-family: inherit;
  font-weight: ${token('font-weight-medium')};
  line-height: 1;
  cursor: pointer;
  user-select: none;
  white-space: nowrap;
  transition: background ${token('motion-fast')} ${token('motion-easing')};
  ${({ $variant }) => variants[$variant]}
  ${({ $size }) => sizes[$size]}
  ${focusRing()}
  &:disabled,
  &[aria-disabled='true'] {
    cursor: not-allowed;
    background: ${token('color-surface-sunken')};
    color: ${token('color-text-muted')};
    border-color: ${token('color-border')};
  }
  &[aria-busy='true'] { cursor: progress; }
`;
