import { token } from '@reelbase/ui';
import styled from 'styled-components';

/**
 * A group of a form's fields under a legend, framed (player controls, webhooks). `$columns` lays
 * the fields out in columns of at least that width (checkboxes); without it they stack.
 */
export const Fieldset = styled.fieldset<{ $columns?: string }>`
  display: ${({ $columns }) => ($columns ? 'grid' : 'block')};
  grid-template-columns: ${({ $columns }) => ($columns ? `repeat(auto-fill, minmax(${$columns}, 1fr))` : 'none')};
  gap: ${token('space-2')} ${token('space-4')};
  min-width: 0;
  margin: 0;
  padding: ${token('space-3')} ${token('space-4')};
  border: 1px solid ${token('color-border')};
  border-radius: ${token('radius-md')};
  & > legend {
    font-weight: 600;
    padding: 0 ${token('space-1')};
  }
`;
