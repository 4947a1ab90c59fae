import type { DOMAttributes, HTMLAttributes, ReactNode } from 'react';
import { FieldError, FieldFooter, FieldHelp, FieldLabel, FieldRoot, RequiredMark } from './Field.styles.ts';

export interface FieldProps {
  label?: ReactNode;
  labelProps?: DOMAttributes<HTMLElement> & { htmlFor?: string; id?: string };
  /** Help text under the control. */
  description?: ReactNode;
  descriptionProps?: HTMLAttributes<HTMLElement>;
  /** Inline error; when set it replaces the help text. */
  errorMessage?: ReactNode;
  errorMessageProps?: HTMLAttributes<HTMLElement>;
  isRequired?: boolean;
  /** Rendered at the end of the footer line, e.g. a character counter. */
  footerEnd?: ReactNode;
  /** Element used for the label; `span` for groups labelled with aria-labelledby. */
  labelElement?: 'label' | 'span';
  className?: string;
  children: ReactNode;
}

/** The frame of every form control: label, the control, then help text or the inline error. */
export function Field({
  label,
  labelProps,
  description,
  descriptionProps,
  errorMessage,
  errorMessageProps,
  isRequired,
  footerEnd,
  labelElement = 'label',
  className,
  children,
}: FieldProps) {
  const footer = errorMessage ? (
    <FieldError {...errorMessageProps}>{errorMessage}</FieldError>
  ) : description ? (
    <FieldHelp {...descriptionProps}>{description}</FieldHelp>
  ) : null;
  return (
    <FieldRoot className={className}>
      {label && (
        <FieldLabel {...labelProps} as={labelElement}>
          {label}
          {isRequired && <RequiredMark aria-hidden="true">*</RequiredMark>}
        </FieldLabel>
      )}
      {children}
      {(footer || footerEnd) && (
        <FieldFooter>
          {footer}
          {footerEnd}
        </FieldFooter>
      )}
    </FieldRoot>
  );
}
