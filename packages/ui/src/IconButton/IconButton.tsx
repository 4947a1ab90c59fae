import type { ReactNode, Ref } from 'react';
import { type AriaButtonProps, mergeProps, useButton, useFocusRing, useHover, useObjectRef } from 'react-aria';
import type { ButtonSize, ButtonVariant } from '../Button/index.ts';
import { StyledIconButton } from './IconButton.styles.ts';

export interface IconButtonProps extends Omit<AriaButtonProps<'button'>, 'elementType' | 'children' | 'aria-label'> {
  /** The accessible name: an icon alone says nothing to a screen reader. */
  label: string;
  /** The icon, usually an inline SVG; it is hidden from assistive technology. */
  icon: ReactNode;
  variant?: ButtonVariant;
  size?: ButtonSize;
  className?: string;
  ref?: Ref<HTMLButtonElement>;
}

/** A square button showing only an icon; `label` gives it its accessible name. */
export function IconButton({ label, icon, variant = 'ghost', size = 'md', className, ref, ...props }: IconButtonProps) {
  const buttonRef = useObjectRef(ref);
  const { buttonProps, isPressed } = useButton({ ...props, 'aria-label': label }, buttonRef);
  const { focusProps, isFocusVisible } = useFocusRing();
  const { hoverProps, isHovered } = useHover({ isDisabled: props.isDisabled });
  return (
    <StyledIconButton
      {...mergeProps(buttonProps, focusProps, hoverProps)}
      ref={buttonRef}
      className={className}
      $variant={variant}
      $size={size}
      $fullWidth={false}
      data-pressed={isPressed || undefined}
      data-hovered={isHovered || undefined}
      data-focus-visible={isFocusVisible || undefined}
    >
      <span aria-hidden="true" style={{ display: 'contents' }}>
        {icon}
      </span>
    </StyledIconButton>
  );
}
