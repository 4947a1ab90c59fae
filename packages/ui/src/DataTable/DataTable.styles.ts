import styled from 'styled-components';
import { focusRing, token } from '../theme/index.ts';

export const Container = styled.div`
  position: relative;
  width: 100%;
  min-width: 0;
  /* A table wider than its place scrolls inside itself, never the page. */
  overflow-x: auto;
  color: ${token('color-text')};
  font-size: ${token('font-size-sm')};
`;

export const Table = styled.table`
  width: 100%;
  border-collapse: separate;
  border-spacing: 0;
  background: ${token('color-surface')};
  border: 1px solid ${token('color-border')};
  border-radius: ${token('radius-md')};
  overflow: hidden;

  th,
  td {
    padding: ${token('space-2')} ${token('space-3')};
    text-align: left;
    vertical-align: middle;
    border-bottom: 1px solid ${token('color-border')};
  }
  tbody tr:last-child td {
    border-bottom: none;
  }
  /* A sortable header is one button over the whole cell: a press anywhere in it sorts. */
  th[aria-sort] {
    padding: 0;
  }
  th {
    background: ${token('color-surface-sunken')};
    font-weight: ${token('font-weight-bold')};
    color: ${token('color-text')};
    white-space: nowrap;
  }
  tbody tr[data-selected] td {
    background: ${token('color-primary-subtle')};
  }
`;

export const SelectCell = styled.td`
  width: 2.5rem;
`;

export const ActionsCell = styled.td`
  text-align: right;
  white-space: nowrap;
`;

export const Actions = styled.div`
  display: flex;
  gap: ${token('space-2')};
  justify-content: flex-end;
  flex-wrap: wrap;
`;

export const SortButton = styled.button`
  display: flex;
  width: 100%;
  align-items: center;
  gap: ${token('space-1')};
  padding: ${token('space-2')} ${token('space-3')};
  text-align: left;
  border: none;
  background: none;
  color: inherit;
  font: inherit;
  cursor: pointer;
  border-radius: ${token('radius-sm')};
  ${focusRing('-2px')}
  &[data-hovered] {
    color: ${token('color-primary')};
  }
`;

export const SortIcon = styled.svg<{ $active: boolean }>`
  flex-shrink: 0;
  width: 0.75rem;
  height: 0.75rem;
  fill: currentColor;
  opacity: ${({ $active }) => ($active ? 1 : 0.45)};
`;

export const Checkbox = styled.input.attrs({ type: 'checkbox' })`
  width: 1rem;
  height: 1rem;
  margin: 0;
  accent-color: ${token('color-primary')};
  cursor: pointer;
  ${focusRing()}
`;

export const MessageCell = styled.td`
  text-align: center !important;
  padding: ${token('space-6')} ${token('space-3')} !important;
  color: ${token('color-text-muted')};
`;

export const Message = styled.p`
  margin: 0;
  padding: ${token('space-6')} ${token('space-3')};
  text-align: center;
  color: ${token('color-text-muted')};
  background: ${token('color-surface')};
  border: 1px solid ${token('color-border')};
  border-radius: ${token('radius-md')};
`;

export const Grid = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${token('space-3')};
  grid-template-columns: repeat(auto-fill, minmax(12rem, 1fr));
`;

export const Card = styled.li`
  display: flex;
  flex-direction: column;
  gap: ${token('space-2')};
  padding: ${token('space-3')};
  background: ${token('color-surface')};
  border: 1px solid ${token('color-border')};
  border-radius: ${token('radius-md')};
  box-shadow: ${token('shadow-sm')};
  &[data-selected] {
    border-color: ${token('color-primary')};
    background: ${token('color-primary-subtle')};
  }
`;

export const CardHeader = styled.div`
  display: flex;
  align-items: flex-start;
  gap: ${token('space-2')};
  font-weight: ${token('font-weight-bold')};
  min-width: 0;
  overflow-wrap: anywhere;
`;

export const CardFields = styled.dl`
  margin: 0;
  display: grid;
  grid-template-columns: auto 1fr;
  gap: ${token('space-1')} ${token('space-3')};
  dt {
    color: ${token('color-text-muted')};
  }
  dd {
    margin: 0;
    min-width: 0;
    overflow-wrap: anywhere;
  }
`;

export const Busy = styled.div`
  position: absolute;
  inset: 0;
  display: flex;
  align-items: center;
  justify-content: center;
  background: color-mix(in srgb, ${token('color-surface')} 60%, transparent);
  border-radius: ${token('radius-md')};
`;

export const CheckboxLabel = styled.label`
  display: inline-flex;
  align-items: center;
  gap: ${token('space-2')};
  margin-bottom: ${token('space-2')};
  cursor: pointer;
`;
