import styled from 'styled-components';
import { focusRing, token } from '../theme/index.ts';

export type LinkVariant = 'default' | 'muted';

export const StyledLink = styled.a<{ $variant: LinkVariant }>`
  color: ${({ $variant }) => ($variant === 'muted' ? token('color-text-muted') : token('color-primary'))};
  text-decoration: underline;
  text-underline-offset: 2px;
  border-radius: ${token('radius-sm')};
  cursor: pointer;
  &[data-hovered] { color: ${token('color-primary-hover')}; }
  &[aria-disabled='true'] { color: ${token('color-text-muted')}; cursor: not-allowed; text-decoration: none; }
  ${focusRing()}
`;
