import { createContext, type ReactNode, useContext, useRef } from 'react';
import { type AriaRadioProps, useFocusRing, useRadio, useRadioGroup } from 'react-aria';
import { type RadioGroupState, useRadioGroupState } from 'react-stately';
import { Fieldset, Legend, RadioInput, RadioLabel } from './SortMenu.styles.ts';

const RadioContext = createContext<RadioGroupState | null>(null);

interface SortMenuRadioGroupProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  children: ReactNode;
}

/** A labelled group of radio buttons inside the sort menu. */
export function SortMenuRadioGroup({ label, value, onChange, children }: SortMenuRadioGroupProps) {
  const state = useRadioGroupState({ label, value, onChange });
  const { radioGroupProps, labelProps } = useRadioGroup({ label, value, onChange }, state);
  return (
    <Fieldset {...radioGroupProps}>
      <Legend {...labelProps}>{label}</Legend>
      <RadioContext.Provider value={state}>{children}</RadioContext.Provider>
    </Fieldset>
  );
}

/** One choice of a `SortMenuRadioGroup`. */
export function SortMenuRadio(props: AriaRadioProps & { children: ReactNode }) {
  const state = useContext(RadioContext);
  if (!state) throw new Error('SortMenuRadio must be inside a SortMenuRadioGroup');
  const ref = useRef<HTMLInputElement>(null);
  const { inputProps } = useRadio(props, state, ref);
  const { focusProps, isFocusVisible } = useFocusRing();
  return (
    <RadioLabel>
      <RadioInput {...inputProps} {...focusProps} ref={ref} data-focus-visible={isFocusVisible || undefined} />
      {props.children}
    </RadioLabel>
  );
}
