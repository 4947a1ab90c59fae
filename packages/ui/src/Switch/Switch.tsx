import { type ReactNode, type Ref, useId } from 'react';
import { type AriaSwitchProps, mergeProps, useFocusRing, useObjectRef, useSwitch, VisuallyHidden } from 'react-aria';
import { useToggleState } from 'react-stately';
import { ChoiceHelp, ChoiceLabel, ChoiceRoot } from '../Checkbox/Checkbox.styles.ts';
import { FieldError, FieldHelp } from '../Field/Field.styles.ts';
import { Thumb, Track } from './Switch.styles.ts';

export interface SwitchProps extends Omit<AriaSwitchProps, 'children'> {
  /** The visible label. */
  children: ReactNode;
  description?: ReactNode;
  errorMessage?: string | null;
  className?: string;
  ref?: Ref<HTMLInputElement>;
}

/** An on/off switch (role switch) with a label, help text and inline error. */
export function Switch({ children, description, errorMessage, className, ref, ...props }: SwitchProps) {
  const inputRef = useObjectRef(ref);
  const state = useToggleState(props);
  const helpId = useId();
  const { inputProps, labelProps, isSelected, isDisabled } = useSwitch(
    { ...props, children, 'aria-describedby': description || errorMessage ? helpId : undefined },
    state,
    inputRef,
  );
  const { focusProps, isFocusVisible } = useFocusRing();
  return (
    <ChoiceRoot className={className}>
      <ChoiceLabel {...labelProps} $disabled={isDisabled}>
        <VisuallyHidden>
          <input
            {...mergeProps(inputProps, focusProps)}
            ref={inputRef}
            aria-invalid={errorMessage ? true : undefined}
          />
        </VisuallyHidden>
        <Track $on={isSelected} $focus={isFocusVisible} $disabled={isDisabled} aria-hidden="true">
          <Thumb $on={isSelected} />
        </Track>
        {children}
      </ChoiceLabel>
      {(errorMessage || description) && (
        <ChoiceHelp id={helpId}>
          {errorMessage ? <FieldError>{errorMessage}</FieldError> : <FieldHelp>{description}</FieldHelp>}
        </ChoiceHelp>
      )}
    </ChoiceRoot>
  );
}
