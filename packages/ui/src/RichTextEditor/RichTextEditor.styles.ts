import styled from 'styled-components';
import { inputBox } from '../Field/Field.styles.ts';
import { token } from '../theme/tokens.ts';

export const Frame = styled.div<{ $invalid?: boolean }>`
  ${inputBox}
  padding: 0;
  display: flex;
  flex-direction: column;
  min-width: 0;
  /* A div counts as read-only to CSS; the editor is a field to type in. */
  &:read-only:not(:disabled) {
    background: ${token('color-surface')};
  }
`;

export const Bar = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${token('space-1')};
  padding: ${token('space-1')};
  border-bottom: 1px solid ${token('color-border')};
`;

export const ToolButton = styled.button`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  min-width: 2rem;
  height: 2rem;
  padding: 0 ${token('space-2')};
  border: 1px solid transparent;
  border-radius: ${token('radius-sm')};
  background: transparent;
  color: ${token('color-text')};
  font: inherit;
  cursor: pointer;
  &[aria-pressed='true'] {
    background: ${token('color-primary-subtle')};
    border-color: ${token('color-border')};
  }
  &[data-hovered] {
    background: ${token('color-surface-sunken')};
  }
  &[data-focus-visible] {
    outline: 2px solid ${token('color-focus')};
    outline-offset: 1px;
  }
`;

export const Content = styled.div`
  .ProseMirror {
    min-height: 6rem;
    padding: ${token('space-2')} ${token('space-3')};
    line-height: 1.4;
    outline: none;
    overflow-wrap: anywhere;
  }
  .ProseMirror p {
    margin: 0 0 ${token('space-2')};
  }
  .ProseMirror ul,
  .ProseMirror ol {
    margin: 0 0 ${token('space-2')};
    padding-left: 1.5rem;
  }
  .ProseMirror a {
    color: ${token('color-primary')};
  }
`;

export const LinkRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: end;
  gap: ${token('space-2')};
  padding: ${token('space-2')};
  border-top: 1px solid ${token('color-border')};
  & > :first-child {
    flex: 1 1 14rem;
  }
`;
