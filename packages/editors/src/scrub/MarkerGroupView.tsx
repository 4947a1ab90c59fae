import { memo, useId, useRef } from 'react';
import type { MarkerGroup } from '../core/markers.ts';
import { GroupItem, GroupList, GroupMarker, Marker } from './ScrubBar.styles.ts';
import type { ScrubBarElement } from './ScrubBar.tsx';
import { formatScrubTime } from './time.ts';

/** What the markers stand for, in the labels: e.g. `{ one: 'Element', many: 'elements' }`. */
export interface MarkerNoun {
  one: string;
  many: string;
}

const markerName = (element: ScrubBarElement | undefined, time: number, noun: MarkerNoun) =>
  `${element?.name || noun.one} at ${formatScrubTime(time)}`;
const groupName = (group: MarkerGroup, noun: MarkerNoun) =>
  `${group.count} ${noun.many} from ${formatScrubTime(group.time)} to ${formatScrubTime(group.lastTime)}`;

export interface MarkerGroupViewProps {
  group: MarkerGroup;
  elements: ReadonlyMap<string, ScrubBarElement>;
  selected: ReadonlySet<string>;
  open: boolean;
  onToggle: (key: string | null) => void;
  onChoose: (id: string) => void;
  noun: MarkerNoun;
}

/** One plot of the scrub bar: a single marker, or a group with its count and its list. */
export const MarkerGroupView = memo(function MarkerGroupView({
  group,
  elements,
  selected,
  open,
  onToggle,
  onChoose,
  noun,
}: MarkerGroupViewProps) {
  const listId = useId();
  const buttonRef = useRef<HTMLButtonElement>(null);
  const key = group.ids[0];
  if (group.count === 1) {
    return (
      <Marker
        type="button"
        style={{ left: group.x }}
        data-selected={selected.has(key)}
        aria-label={markerName(elements.get(key), group.time, noun)}
        onClick={() => onChoose(key)}
      />
    );
  }
  const close = () => {
    onToggle(null);
    buttonRef.current?.focus();
  };
  return (
    <>
      <GroupMarker
        ref={buttonRef}
        type="button"
        style={{ left: group.x }}
        data-selected={group.ids.some((id) => selected.has(id))}
        aria-label={groupName(group, noun)}
        aria-expanded={open}
        aria-controls={open ? listId : undefined}
        onClick={() => onToggle(open ? null : key)}
      >
        {group.count}
      </GroupMarker>
      {open && (
        <GroupList
          id={listId}
          aria-label={`Elements from ${formatScrubTime(group.time)} to ${formatScrubTime(group.lastTime)}`}
          style={{ left: group.x }}
          onKeyDown={(event) => {
            if (event.key === 'Escape') {
              event.preventDefault();
              close();
            }
          }}
        >
          {group.ids.map((id) => {
            const element = elements.get(id);
            return (
              <li key={id}>
                <GroupItem
                  type="button"
                  data-selected={selected.has(id)}
                  onClick={() => {
                    onChoose(id);
                    close();
                  }}
                >
                  {markerName(element, element?.start ?? group.time, noun)}
                </GroupItem>
              </li>
            );
          })}
        </GroupList>
      )}
    </>
  );
});
