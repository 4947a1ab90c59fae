import { type ReactNode, useRef } from 'react';
import { mergeProps, useButton, useFocusRing, useHover, VisuallyHidden } from 'react-aria';
import { Bar, Count, Empty, ItemBody, ItemButton, Label, List } from './BarList.styles.ts';
import { type BarListItem, useBarList } from './useBarList.ts';

export interface BarListProps {
  /** Accessible name of the list, e.g. "Starts per referrer". */
  'aria-label': string;
  items: ReadonlyArray<BarListItem>;
  /** Called with an item's URL when it is clicked; the page copies it and shows a toast. */
  onCopy?: (url: string) => void;
  formatCount?: (count: number) => string;
  /** Shown when there are no items. */
  emptyText?: string;
}

function CopyButton({ onPress, children }: { onPress: () => void; children: ReactNode }) {
  const ref = useRef<HTMLButtonElement>(null);
  const { buttonProps } = useButton({ onPress }, ref);
  const { focusProps, isFocusVisible } = useFocusRing();
  const { hoverProps, isHovered } = useHover({});
  return (
    <ItemButton
      {...mergeProps(buttonProps, focusProps, hoverProps)}
      ref={ref}
      data-focus-visible={isFocusVisible || undefined}
      data-hovered={isHovered || undefined}
    >
      {children}
    </ItemButton>
  );
}

const defaultFormat = (count: number) => count.toLocaleString('en-US');

/**
 * Horizontal bars with a label and a count, highest first (e.g. starts per referrer). An item with
 * a URL is a button: activating it calls `onCopy(url)`.
 */
export function BarList({
  'aria-label': ariaLabel,
  items,
  onCopy,
  formatCount = defaultFormat,
  emptyText = 'No data for this period.',
}: BarListProps) {
  const bars = useBarList(items);
  if (bars.length === 0) return <Empty>{emptyText}</Empty>;
  return (
    <List aria-label={ariaLabel}>
      {bars.map((bar) => {
        const body = (
          <ItemBody>
            <Bar style={{ width: `${bar.share}%` }} />
            <Label>{bar.label}</Label>
            <Count>{formatCount(bar.count)}</Count>
            {bar.url && onCopy && <VisuallyHidden>, copy URL</VisuallyHidden>}
          </ItemBody>
        );
        const { url } = bar;
        return (
          <li key={`${bar.label}-${url ?? ''}`}>
            {url && onCopy ? <CopyButton onPress={() => onCopy(url)}>{body}</CopyButton> : body}
          </li>
        );
      })}
    </List>
  );
}
