import { type ReactNode, useRef } from 'react';
import { type AriaButtonProps, type AriaDialogProps, useButton, useDialog } from 'react-aria';
import { CalendarToggle, PickerDialogBox } from './DatePicker.styles.ts';

/** The calendar icon button that opens a picker's popover. */
export function CalendarButton(props: AriaButtonProps) {
  const ref = useRef<HTMLButtonElement>(null);
  const { buttonProps } = useButton(props, ref);
  return (
    <CalendarToggle {...buttonProps} ref={ref}>
      <svg viewBox="0 0 16 16" width="16" height="16" fill="currentColor" aria-hidden="true">
        <path d="M4 1h2v2h4V1h2v2h2v12H2V3h2zm-1 5v8h10V6z" />
      </svg>
    </CalendarToggle>
  );
}

/** The dialog inside a picker's popover. */
export function PickerDialog({ children, ...props }: AriaDialogProps & { children: ReactNode }) {
  const ref = useRef<HTMLDivElement>(null);
  const { dialogProps } = useDialog(props, ref);
  return (
    <PickerDialogBox {...dialogProps} ref={ref}>
      {children}
    </PickerDialogBox>
  );
}
