import type { ComponentPropsWithoutRef, ReactNode } from 'react';
import styled from 'styled-components';
import { type TokenName, token } from '../theme/index.ts';

export type NoticeTone = 'info' | 'success' | 'warning' | 'danger';

const backgrounds: Record<NoticeTone, TokenName> = {
  info: 'color-primary-subtle',
  success: 'color-success-subtle',
  warning: 'color-warning-subtle',
  danger: 'color-danger-subtle',
};

const Box = styled.div<{ $tone: NoticeTone }>`
  margin: 0;
  padding: ${token('space-3')} ${token('space-4')};
  border-radius: ${token('radius-md')};
  background: ${({ $tone }) => token(backgrounds[$tone])};
  color: ${token('color-text')};
  overflow-wrap: anywhere;
  & > p,
  & > ul {
    margin: 0;
  }
  & > * + * {
    margin-top: ${token('space-2')};
  }
`;

export interface NoticeProps extends Omit<ComponentPropsWithoutRef<'div'>, 'color'> {
  /** `div` by default; `p` for one line of text. */
  as?: 'div' | 'p';
  tone?: NoticeTone;
  children: ReactNode;
}

/**
 * A message in the flow of a screen on a tinted background: an action's result, a refusal, a
 * state the user has to know about (give it `role="status"` or `role="alert"` where it appears
 * after an action).
 */
export function Notice({ as = 'div', tone = 'info', ...props }: NoticeProps) {
  return <Box as={as} $tone={tone} {...props} />;
}
