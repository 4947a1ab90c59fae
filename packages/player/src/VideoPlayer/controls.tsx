import { type KeyboardEvent, type RefObject, useEffect, useId, useRef } from 'react';
import { ControlButtonLook, Menu, MenuItem, PopupAnchor, SharePanelBox, ValueText } from './ControlBar.styles.ts';
import { Icon, type IconName } from './icons.tsx';
import type { ShareLink } from './share.ts';
import { VisuallyHidden } from './VideoPlayer.styles.ts';

interface ControlButtonProps {
  'aria-expanded'?: boolean;
  'aria-haspopup'?: 'menu';
  'aria-controls'?: string;
  'aria-pressed'?: boolean;
  /** The accessible name (the button shows only its icon). */
  label: string;
  icon: IconName;
  onPress: () => void;
  buttonRef?: RefObject<HTMLButtonElement | null>;
  /** Shown beside the icon on a wide player. */
  valueText?: string;
}

/** A button of the control bar: an icon, a name for assistive technology, a focus ring. */
export function ControlButton({ label, icon, onPress, buttonRef, valueText, ...aria }: ControlButtonProps) {
  return (
    <ControlButtonLook type="button" {...aria} ref={buttonRef} onClick={onPress}>
      <Icon name={icon} />
      {valueText === undefined ? (
        <VisuallyHidden>{label}</VisuallyHidden>
      ) : (
        <>
          <VisuallyHidden>{label}: </VisuallyHidden>
          <ValueText>{valueText}</ValueText>
        </>
      )}
    </ControlButtonLook>
  );
}

/** Closes a popup on Escape (focus back on its button) and on a press outside it. */
function useDismiss(
  open: boolean,
  anchor: RefObject<HTMLElement | null>,
  trigger: RefObject<HTMLButtonElement | null>,
  close: () => void,
) {
  const latest = useRef(close);
  latest.current = close;
  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!anchor.current?.contains(event.target as Node)) latest.current();
    };
    document.addEventListener('pointerdown', onPointerDown, true);
    return () => document.removeEventListener('pointerdown', onPointerDown, true);
  }, [open, anchor]);
  return (event: KeyboardEvent) => {
    if (event.key !== 'Escape') return;
    event.preventDefault();
    event.stopPropagation();
    latest.current();
    trigger.current?.focus();
  };
}

export interface MenuChoice {
  id: string;
  label: string;
}

interface MenuButtonProps {
  label: string;
  icon: IconName;
  valueText?: string;
  items: readonly MenuChoice[];
  selected: string;
  onSelect: (id: string) => void;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Marks the button as on (e.g. subtitles showing). */
  on?: boolean;
}

/** A control that opens a menu of choices, one of them checked (quality, subtitles). */
export function MenuButton({
  label,
  icon,
  valueText,
  items,
  selected,
  onSelect,
  open,
  onOpenChange,
  on,
}: MenuButtonProps) {
  const anchor = useRef<HTMLDivElement>(null);
  const trigger = useRef<HTMLButtonElement>(null);
  const menu = useRef<HTMLUListElement>(null);
  const menuId = useId();
  const dismiss = useDismiss(open, anchor, trigger, () => onOpenChange(false));

  useEffect(() => {
    if (!open) return;
    const options = Array.from(menu.current?.querySelectorAll<HTMLElement>('[role="menuitemradio"]') ?? []);
    (options.find((option) => option.getAttribute('aria-checked') === 'true') ?? options[0])?.focus();
  }, [open]);

  const choose = (id: string) => {
    onSelect(id);
    onOpenChange(false);
    trigger.current?.focus();
  };

  const onItemKeyDown = (event: KeyboardEvent<HTMLLIElement>, id: string) => {
    const options = Array.from(menu.current?.querySelectorAll<HTMLElement>('[role="menuitemradio"]') ?? []);
    const index = options.indexOf(event.currentTarget);
    const focus = (next: number) => options[(next + options.length) % options.length]?.focus();
    switch (event.key) {
      case 'Enter':
      case ' ':
        choose(id);
        break;
      case 'ArrowDown':
        focus(index + 1);
        break;
      case 'ArrowUp':
        focus(index - 1);
        break;
      case 'Home':
        focus(0);
        break;
      case 'End':
        focus(options.length - 1);
        break;
      case 'Tab':
        onOpenChange(false);
        return;
      default:
        dismiss(event);
        return;
    }
    event.preventDefault();
    event.stopPropagation();
  };

  return (
    <PopupAnchor ref={anchor}>
      <ControlButton
        label={label}
        icon={icon}
        valueText={valueText}
        buttonRef={trigger}
        onPress={() => onOpenChange(!open)}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        aria-pressed={on}
      />
      {open && (
        <Menu ref={menu} id={menuId} role="menu" aria-label={label}>
          {items.map((item) => (
            <MenuItem
              key={item.id}
              role="menuitemradio"
              aria-checked={item.id === selected}
              tabIndex={-1}
              onClick={() => choose(item.id)}
              onKeyDown={(event) => onItemKeyDown(event, item.id)}
            >
              {item.label}
            </MenuItem>
          ))}
        </Menu>
      )}
    </PopupAnchor>
  );
}

interface ShareButtonProps {
  label: string;
  links: readonly ShareLink[];
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** The Share button and its small panel of plain links, each opening in a new tab. */
export function ShareButton({ label, links, open, onOpenChange }: ShareButtonProps) {
  const anchor = useRef<HTMLDivElement>(null);
  const trigger = useRef<HTMLButtonElement>(null);
  const panelId = useId();
  const dismiss = useDismiss(open, anchor, trigger, () => onOpenChange(false));
  return (
    <PopupAnchor ref={anchor}>
      <ControlButton
        label={label}
        icon="share"
        buttonRef={trigger}
        onPress={() => onOpenChange(!open)}
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
      />
      {open && (
        <SharePanelBox id={panelId} role="group" aria-label={label} onKeyDown={dismiss}>
          <ul>
            {links.map((link) => (
              <li key={link.target}>
                <a href={link.href} target="_blank" rel="noopener noreferrer">
                  {link.label}
                </a>
              </li>
            ))}
          </ul>
        </SharePanelBox>
      )}
    </PopupAnchor>
  );
}
