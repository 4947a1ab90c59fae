import { type CSSProperties, type ReactNode, useId, useRef, useState } from 'react';
import { type AriaDialogProps, mergeProps, useButton, useDialog, useFocusRing, useOverlayTrigger } from 'react-aria';
import { type OverlayTriggerState, useOverlayTriggerState } from 'react-stately';
import { useControlledState } from 'react-stately/useControlledState';
import { Button } from '../Button/Button.tsx';
import { Field } from '../Field/Field.tsx';
import { Popover } from '../Popover/Popover.tsx';
import { TextField } from '../TextField/TextField.tsx';
import {
  Actions,
  NativeColor,
  PickerDialog,
  PickerRow,
  PickerTitle,
  Swatch,
  SwatchButton,
} from './ColorPicker.styles.ts';
import { isValidHex, normalizeHex, opaqueHex, validateHex } from './hex.ts';

export interface ColorPickerProps {
  /** Visible label; also the picker dialog's title. */
  label: string;
  /** Hex colour, #RRGGBB or #RRGGBBAA. */
  value?: string;
  defaultValue?: string;
  /** Called with the normalised hex value when Update is pressed. */
  onChange?: (hex: string) => void;
  description?: ReactNode;
  isDisabled?: boolean;
  updateLabel?: string;
  closeLabel?: string;
  className?: string;
}

const swatchStyle = (hex: string) => ({ '--swatch': isValidHex(hex) ? hex : 'transparent' }) as CSSProperties;

/**
 * A colour field opening a picker with a colour well and a hex input (6 or 8 digits after #;
 * shorthand is refused with the spec's message). Update applies the value, Close discards it.
 */
export function ColorPicker({
  label,
  value,
  defaultValue = '#ffffff',
  onChange,
  description,
  isDisabled,
  updateLabel = 'Update',
  closeLabel = 'Close',
  className,
}: ColorPickerProps) {
  const [color, setColor] = useControlledState(value, defaultValue, onChange);
  const state = useOverlayTriggerState({});
  const triggerRef = useRef<HTMLButtonElement>(null);
  const { triggerProps, overlayProps } = useOverlayTrigger({ type: 'dialog' }, state, triggerRef);
  const { buttonProps } = useButton({ ...triggerProps, isDisabled }, triggerRef);
  const { focusProps, isFocusVisible } = useFocusRing();
  const labelId = useId();
  const valueId = useId();
  return (
    <Field
      className={className}
      label={label}
      labelProps={{ id: labelId }}
      labelElement="span"
      description={description}
    >
      <div>
        <SwatchButton
          {...mergeProps(buttonProps, focusProps)}
          ref={triggerRef}
          aria-labelledby={`${labelId} ${valueId}`}
          data-focus-visible={isFocusVisible || undefined}
          data-disabled={isDisabled || undefined}
        >
          <Swatch style={swatchStyle(color)} aria-hidden="true" />
          <span id={valueId}>{color}</span>
        </SwatchButton>
      </div>
      {state.isOpen && (
        <Popover state={state} triggerRef={triggerRef} placement="bottom start">
          <PickerPanel
            {...overlayProps}
            title={label}
            initial={color}
            state={state}
            updateLabel={updateLabel}
            closeLabel={closeLabel}
            onUpdate={(hex) => {
              setColor(hex);
              state.close();
            }}
          />
        </Popover>
      )}
    </Field>
  );
}

interface PickerPanelProps extends AriaDialogProps {
  title: string;
  initial: string;
  state: OverlayTriggerState;
  updateLabel: string;
  closeLabel: string;
  onUpdate: (hex: string) => void;
}

function PickerPanel({ title, initial, state, updateLabel, closeLabel, onUpdate, ...props }: PickerPanelProps) {
  const ref = useRef<HTMLDivElement>(null);
  const { dialogProps, titleProps } = useDialog(props, ref);
  const [draft, setDraft] = useState(initial);
  const [touched, setTouched] = useState(false);
  const error = touched ? validateHex(draft) : null;
  const update = () => {
    if (validateHex(draft)) {
      setTouched(true);
      return;
    }
    onUpdate(normalizeHex(draft));
  };
  return (
    <PickerDialog {...dialogProps} ref={ref}>
      <PickerTitle {...titleProps}>{title}</PickerTitle>
      <PickerRow>
        <NativeColor
          type="color"
          aria-label="Pick a colour"
          value={isValidHex(draft) ? opaqueHex(draft) : '#000000'}
          onChange={(event) => {
            setDraft(event.target.value);
            setTouched(true);
          }}
        />
        <Swatch $size="2.5rem" style={swatchStyle(draft)} aria-hidden="true" data-testid="color-preview" />
      </PickerRow>
      <TextField
        label="Hex value"
        value={draft}
        onChange={(text) => {
          setDraft(text);
          setTouched(true);
        }}
        onKeyDown={(event) => {
          if (event.key === 'Enter') update();
        }}
        errorMessage={error}
      />
      <Actions>
        <Button variant="secondary" onPress={state.close}>
          {closeLabel}
        </Button>
        <Button onPress={update} isDisabled={Boolean(error)}>
          {updateLabel}
        </Button>
      </Actions>
    </PickerDialog>
  );
}
