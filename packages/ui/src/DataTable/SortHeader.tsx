import { useRef } from 'react';
import { mergeProps, useButton, useFocusRing, useHover } from 'react-aria';
import { SortButton, SortIcon } from './DataTable.styles.ts';

interface SortHeaderProps {
  label: string;
  direction: 'ascending' | 'descending' | 'none';
  onSort: () => void;
}

/** The button inside a sortable column header; the `th` carries `aria-sort`. */
export function SortHeader({ label, direction, onSort }: SortHeaderProps) {
  const ref = useRef<HTMLButtonElement>(null);
  const { buttonProps } = useButton({ onPress: onSort }, ref);
  const { focusProps, isFocusVisible } = useFocusRing();
  const { hoverProps, isHovered } = useHover({});
  return (
    <SortButton
      {...mergeProps(buttonProps, focusProps, hoverProps)}
      ref={ref}
      data-focus-visible={isFocusVisible || undefined}
      data-hovered={isHovered || undefined}
    >
      {label}
      <SortIcon viewBox="0 0 12 12" aria-hidden="true" $active={direction !== 'none'}>
        {direction === 'descending' ? <path d="M2 4h8L6 9z" /> : <path d="M2 8h8L6 3z" />}
      </SortIcon>
    </SortButton>
  );
}
