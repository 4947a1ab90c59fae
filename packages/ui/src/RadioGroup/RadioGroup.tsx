import { createContext, type ReactNode, useContext, useRef } from 'react';
import { mergeProps, useFocusRing, useRadio, useRadioGroup, VisuallyHidden } from 'react-aria';
import { type RadioGroupState, useRadioGroupState } from 'react-stately';
import { ChoiceLabel } from '../Checkbox/Checkbox.styles.ts';
import { Field } from '../Field/Field.tsx';
import { Dot, Options } from './RadioGroup.styles.ts';

export interface RadioOption {
  value: string;
  label: ReactNode;
  isDisabled?: boolean;
}

export interface RadioGroupProps {
  label: ReactNode;
  options: RadioOption[];
  value?: string | null;
  defaultValue?: string | null;
  onChange?: (value: string) => void;
  orientation?: 'vertical' | 'horizontal';
  description?: ReactNode;
  errorMessage?: string | null;
  isRequired?: boolean;
  isDisabled?: boolean;
  isReadOnly?: boolean;
  name?: string;
  className?: string;
}

const RadioContext = createContext<{ state: RadioGroupState; isInvalid: boolean } | null>(null);

/** A labelled group of radio buttons (arrow keys move the choice) with help text and inline error. */
export function RadioGroup({
  label,
  options,
  orientation = 'vertical',
  description,
  errorMessage,
  className,
  ...props
}: RadioGroupProps) {
  const isInvalid = Boolean(errorMessage);
  const ariaProps = {
    ...props,
    label,
    description,
    orientation,
    errorMessage: errorMessage ?? undefined,
    isInvalid,
    validationBehavior: 'aria' as const,
  };
  const state = useRadioGroupState(ariaProps);
  const { radioGroupProps, labelProps, descriptionProps, errorMessageProps } = useRadioGroup(ariaProps, state);
  return (
    <div {...radioGroupProps} className={className}>
      <Field
        label={label}
        labelProps={labelProps}
        labelElement="span"
        description={description}
        descriptionProps={descriptionProps}
        errorMessage={errorMessage}
        errorMessageProps={errorMessageProps}
        isRequired={props.isRequired}
      >
        <RadioContext.Provider value={{ state, isInvalid }}>
          <Options $horizontal={orientation === 'horizontal'}>
            {options.map((option) => (
              <Radio key={option.value} {...option} />
            ))}
          </Options>
        </RadioContext.Provider>
      </Field>
    </div>
  );
}

function Radio({ value, label, isDisabled }: RadioOption) {
  const context = useContext(RadioContext);
  if (!context) throw new Error('Radio must be rendered inside RadioGroup');
  const ref = useRef<HTMLInputElement>(null);
  const {
    inputProps,
    isSelected,
    isDisabled: disabled,
  } = useRadio({ value, isDisabled, children: label }, context.state, ref);
  const { focusProps, isFocusVisible } = useFocusRing();
  return (
    <ChoiceLabel $disabled={disabled}>
      <VisuallyHidden>
        <input {...mergeProps(inputProps, focusProps)} ref={ref} />
      </VisuallyHidden>
      <Dot
        $checked={isSelected}
        $invalid={context.isInvalid}
        $focus={isFocusVisible}
        $disabled={disabled}
        aria-hidden="true"
      />
      {label}
    </ChoiceLabel>
  );
}
