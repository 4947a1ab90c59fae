import styled from 'styled-components';
import { focusOutline, token } from '../theme/index.ts';

export const CalendarBox = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${token('space-2')};
  padding: ${token('space-3')};
  color: ${token('color-text')};
`;

export const CalendarHeader = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${token('space-2')};
`;

export const CalendarTitle = styled.h3`
  margin: 0;
  font-size: ${token('font-size-md')};
  font-weight: ${token('font-weight-bold')};
`;

export const NavButton = styled.button`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 2rem;
  height: 2rem;
  border: 1px solid ${token('color-border')};
  border-radius: ${token('radius-md')};
  background: ${token('color-surface')};
  color: ${token('color-text')};
  cursor: pointer;
  &:disabled { color: ${token('color-text-muted')}; cursor: not-allowed; opacity: 0.5; }
  &:focus-visible { ${focusOutline('1px')} }
`;

export const Grid = styled.table`
  border-collapse: collapse;
  th {
    padding: ${token('space-1')} 0;
    font-size: ${token('font-size-xs')};
    font-weight: ${token('font-weight-medium')};
    color: ${token('color-text-muted')};
  }
  td { padding: 1px 0; text-align: center; }
`;

export const Day = styled.div<{ $selected: boolean; $edge: boolean; $muted: boolean }>`
  display: flex;
  align-items: center;
  justify-content: center;
  width: 2.25rem;
  height: 2rem;
  font-size: ${token('font-size-sm')};
  font-variant-numeric: tabular-nums;
  cursor: pointer;
  outline: none;
  border-radius: ${({ $edge }) => ($edge ? token('radius-md') : '0')};
  background: ${({ $selected, $edge }) =>
    $edge ? token('color-primary') : $selected ? token('color-primary-subtle') : 'transparent'};
  color: ${({ $edge, $muted }) =>
    $edge ? token('color-text-inverse') : $muted ? token('color-text-muted') : token('color-text')};
  &[hidden] { visibility: hidden; }
  &[aria-disabled='true'] { color: ${token('color-text-muted')}; cursor: not-allowed; text-decoration: line-through; }
  &[data-focus-visible] { ${focusOutline('-2px')} border-radius: ${token('radius-md')}; }
  &:hover:not([aria-disabled='true']) { box-shadow: inset 0 0 0 1px ${token('color-primary')}; border-radius: ${token('radius-md')}; }
`;
