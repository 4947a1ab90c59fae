import { type ReactNode, useRef } from 'react';
import { type Placement, useMenuTrigger } from 'react-aria';
import { useMenuTriggerState } from 'react-stately';
import type { ButtonSize, ButtonVariant } from '../Button/Button.styles.ts';
import { Button } from '../Button/Button.tsx';
import { Popover } from '../Popover/Popover.tsx';
import { Menu, type MenuItemData } from './Menu.tsx';

export interface MenuButtonProps {
  /** The button's visible label. */
  label: ReactNode;
  /** Accessible name of the button when the label alone is not enough. */
  'aria-label'?: string;
  items: MenuItemData[];
  onAction: (id: string) => void;
  variant?: ButtonVariant;
  size?: ButtonSize;
  icon?: ReactNode;
  placement?: Placement;
  isDisabled?: boolean;
}

/** A button that opens a menu of actions (Enter, Space or ArrowDown open it; Esc closes and refocuses). */
export function MenuButton({
  label,
  items,
  onAction,
  variant = 'secondary',
  size = 'md',
  icon,
  placement = 'bottom end',
  isDisabled,
  ...props
}: MenuButtonProps) {
  const state = useMenuTriggerState({});
  const triggerRef = useRef<HTMLButtonElement>(null);
  const { menuTriggerProps, menuProps } = useMenuTrigger({ isDisabled }, state, triggerRef);
  return (
    <>
      <Button
        {...menuTriggerProps}
        aria-label={props['aria-label']}
        ref={triggerRef}
        variant={variant}
        size={size}
        icon={icon}
        isDisabled={isDisabled}
      >
        {label}
        <span aria-hidden="true">▾</span>
      </Button>
      {state.isOpen && (
        <Popover state={state} triggerRef={triggerRef} placement={placement}>
          <Menu {...menuProps} items={items} onAction={onAction} />
        </Popover>
      )}
    </>
  );
}
