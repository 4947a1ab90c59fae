import { EmptyState } from '@reelbase/ui';
import { type MouseEvent, memo } from 'react';
import styled from 'styled-components';
import type { InteractiveElement } from '../core/document.ts';
import type { InteractiveEditor } from '../core/editor.ts';
import { token } from '../react/theme.ts';
import { formatScrubTime } from '../scrub/time.ts';
import { AreaIcon } from './icons.tsx';
import { AREA_LABELS, EMPTY_HINT, EMPTY_TITLE } from './labels.ts';

const List = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${token('space-1', '0.25rem')};
  max-height: 22rem;
  margin: 0;
  padding: 0;
  overflow-y: auto;
  list-style: none;
`;

const Item = styled.button`
  display: grid;
  grid-template-columns: auto minmax(0, 1fr) auto;
  grid-template-areas: 'icon name type' 'icon times type';
  align-items: center;
  column-gap: ${token('space-2', '0.5rem')};
  width: 100%;
  padding: ${token('space-2', '0.5rem')} ${token('space-3', '0.75rem')};
  border: 1px solid transparent;
  border-radius: ${token('radius-md', '6px')};
  background: transparent;
  color: ${token('color-text', '#1b1f27')};
  font: inherit;
  text-align: left;
  cursor: pointer;
  &:hover {
    background: ${token('color-surface-sunken', '#eef0f3')};
  }
  &[aria-pressed='true'] {
    background: ${token('color-primary-subtle', '#e6eefc')};
    border-color: ${token('color-primary', '#1f5bd7')};
  }
  &:focus-visible {
    outline: 2px solid ${token('color-focus', '#1f5bd7')};
    outline-offset: 1px;
  }
`;

const Icon = styled.span`
  grid-area: icon;
  display: flex;
  color: ${token('color-primary', '#1f5bd7')};
`;

const Name = styled.span`
  grid-area: name;
  overflow: hidden;
  font-weight: ${token('font-weight-medium', '500')};
  text-overflow: ellipsis;
  white-space: nowrap;
`;

const Times = styled.span`
  grid-area: times;
  color: ${token('color-text-muted', '#4f5868')};
  font-size: ${token('font-size-xs', '0.75rem')};
  font-variant-numeric: tabular-nums;
`;

const Type = styled.span`
  grid-area: type;
  color: ${token('color-text-muted', '#4f5868')};
  font-size: ${token('font-size-xs', '0.75rem')};
`;

const Warning = styled.span`
  color: ${token('color-danger', '#c0262d')};
`;

export interface ElementListProps {
  editor: InteractiveEditor;
  /** Sorted by start. */
  elements: readonly InteractiveElement[];
  selection: readonly string[];
  /** Elements whose changes wait for a correction. */
  held: readonly string[];
}

/** Time span of an element as the list shows it: `0:04.0 – 0:06.5`, or the start alone when it pauses there. */
const timeSpan = (element: Pick<InteractiveElement, 'start' | 'end'>): string =>
  element.end > element.start
    ? `${formatScrubTime(element.start)} – ${formatScrubTime(element.end)}`
    : formatScrubTime(element.start);

/**
 * The elements sorted by start: name, time span and type. A click selects one (and seeks to it);
 * Shift, Ctrl or Cmd with a click adds it to the selection or takes it out.
 */
export const ElementList = memo(function ElementList({ editor, elements, selection, held }: ElementListProps) {
  if (elements.length === 0) return <EmptyState title={EMPTY_TITLE} description={EMPTY_HINT} />;
  const choose = (id: string, event: MouseEvent<HTMLButtonElement>) => {
    if (event.shiftKey || event.ctrlKey || event.metaKey) {
      editor.select(selection.includes(id) ? selection.filter((item) => item !== id) : [...selection, id]);
    } else editor.select(id);
  };
  return (
    <List aria-label="Elements sorted by start">
      {elements.map((element) => (
        <li key={element._id}>
          <Item
            type="button"
            aria-pressed={selection.includes(element._id)}
            data-testid="element-item"
            onClick={(event) => choose(element._id, event)}
          >
            <Icon>
              <AreaIcon type={element.area.type} />
            </Icon>
            <Name data-testid="element-name">{element.name || 'Unnamed element'}</Name>
            <Times>
              {timeSpan(element)}
              {held.includes(element._id) && <Warning> · not saved</Warning>}
            </Times>
            <Type>{AREA_LABELS[element.area.type]}</Type>
          </Item>
        </li>
      ))}
    </List>
  );
});
