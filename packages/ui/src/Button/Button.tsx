import type { ReactNode, Ref } from 'react';
import { type AriaButtonProps, mergeProps, useButton, useFocusRing, useHover, useObjectRef } from 'react-aria';
import { Spinner } from '../Spinner/index.ts';
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
  className,
  ref,
  ...props
}: ButtonProps) {
  const buttonRef = useObjectRef(ref);
  const { buttonProps, isPressed } = useButton(
    { ...props, isDisabled: props.isDisabled, onPress: isLoading ? undefined : props.onPress },
    buttonRef,
  );
  const { focusProps, isFocusVisible } = useFocusRing();
  const { hoverProps, isHovered } = useHover({ isDisabled: props.isDisabled || isLoading });
  return (
    <StyledButton
      {...mergeProps(buttonProps, focusProps, hoverProps)}
      ref={buttonRef}
      className={className}
      $variant={variant}
      $size={size}
      $fullWidth={fullWidth}
      aria-busy={isLoading || undefined}
      data-pressed={isPressed || undefined}
      data-hovered={isHovered || undefined}
      data-focus-visible={isFocusVisible || undefined}
    >
      {isLoading ? <Spinner size="sm" label={loadingLabel} /> : icon}
      {children}
    </StyledButton>
  );
}
