import type { ReactNode, Ref } from 'react';
import { type AriaButtonProps, mergeProps, useButton, useFocusRing, useHover, useObjectRef } from 'react-aria';
import { Spinner } from '../Spinner/index.ts';
import { Tooltip } from '../Tooltip/Tooltip.tsx';
import { type ButtonSize, type ButtonVariant, StyledButton } from './Button.styles.ts';

export interface ButtonProps extends Omit<AriaButtonProps<'button'>, 'elementType' | 'children'> {
  children: ReactNode;
  variant?: ButtonVariant;
  size?: ButtonSize;
  /** Shows a spinner, marks the button busy and ignores presses. */
  isLoading?: boolean;
  /** Text announced while loading; the visible label stays. */
  loadingLabel?: string;
  /** An icon shown before the label. */
  icon?: ReactNode;
  fullWidth?: boolean;
  /**
   * Why the button is disabled. With `isDisabled`, the button stays focusable (`aria-disabled`),
   * ignores presses and shows the reason in a tooltip on hover and keyboard focus (a disabled
   * button gets neither).
   */
  disabledReason?: string;
  className?: string;
  ref?: Ref<HTMLButtonElement>;
}

/** The console's button: primary, secondary, danger or ghost, in three sizes, with a loading state. */
export function Button({
  children,
  variant = 'primary',
  size = 'md',
  isLoading = false,
  loadingLabel = 'Loading',
  icon,
  fullWidth = false,
  disabledReason,
  className,
  ref,
  ...props
}: ButtonProps) {
  const buttonRef = useObjectRef(ref);
  const explained = Boolean(props.isDisabled && disabledReason);
  const { buttonProps, isPressed } = useButton(
    {
      ...props,
      isDisabled: explained ? false : props.isDisabled,
      'aria-disabled': explained ? true : props['aria-disabled'],
      onPress: isLoading || explained ? undefined : props.onPress,
    },
    buttonRef,
  );
  const { focusProps, isFocusVisible } = useFocusRing();
  const { hoverProps, isHovered } = useHover({ isDisabled: props.isDisabled || isLoading });
  const button = (
    <StyledButton
      {...mergeProps(buttonProps, focusProps, hoverProps)}
      ref={buttonRef}
      className={className}
      $variant={variant}
      $size={size}
      $fullWidth={fullWidth}
      aria-busy={isLoading || undefined}
      data-pressed={(isPressed && !explained) || undefined}
      data-hovered={isHovered || undefined}
      data-focus-visible={isFocusVisible || undefined}
    >
      {isLoading ? <Spinner size="sm" label={loadingLabel} /> : icon}
      {children}
    </StyledButton>
  );
  return explained ? <Tooltip content={disabledReason}>{button}</Tooltip> : button;
}
