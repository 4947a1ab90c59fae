import { useRef } from 'react';
import { mergeProps, useCheckbox, useFocusRing } from 'react-aria';
import { useToggleState } from 'react-stately';
import { Checkbox, CheckboxLabel } from './DataTable.styles.ts';

interface SelectionCheckboxProps {
  label: string;
  isSelected: boolean;
  isIndeterminate?: boolean;
  onChange: (isSelected: boolean) => void;
  /** Shows the label as text beside the box. */
  showLabel?: boolean;
}

/** The row and select-all checkbox of the table (a native checkbox driven by react-aria). */
export function SelectionCheckbox({ label, isSelected, isIndeterminate, onChange, showLabel }: SelectionCheckboxProps) {
  const ref = useRef<HTMLInputElement>(null);
  const state = useToggleState({ isSelected, onChange });
  const { inputProps } = useCheckbox({ 'aria-label': label, isSelected, isIndeterminate, onChange }, state, ref);
  const { focusProps, isFocusVisible } = useFocusRing();
  const box = (
    <Checkbox {...mergeProps(inputProps, focusProps)} ref={ref} data-focus-visible={isFocusVisible || undefined} />
  );
  if (!showLabel) return box;
  return (
    <CheckboxLabel>
      {box}
      <span aria-hidden="true">{label}</span>
    </CheckboxLabel>
  );
}
