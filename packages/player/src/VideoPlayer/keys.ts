/** What a key press does to the player. */
export type PlayerKeyAction =
  | 'toggle-play'
  | 'seek-back'
  | 'seek-forward'
  | 'volume-up'
  | 'volume-down'
  | 'fullscreen'
  | 'mute';

/** The kind of element that has focus: text fields, sliders and menus keep their own keys. */
export type KeyTarget = 'text' | 'slider' | 'menu' | 'button' | 'other';

export interface PlayerKeyPress {
  key: string;
  target: KeyTarget;
  altKey?: boolean;
  ctrlKey?: boolean;
  metaKey?: boolean;
}

/** The template settings that switch keys on. */
export interface PlayerKeyOptions {
  /** Left and right arrows (the scrub bar is shown). */
  seek: boolean;
  /** m, up and down arrows (the sound control is shown). */
  sound: boolean;
  /** f (the fullscreen button is shown). */
  fullscreen: boolean;
}

/** The player's keyboard: space and k, arrows, f and m. Null leaves the key to the browser. */
export function playerKeyAction(press: PlayerKeyPress, options: PlayerKeyOptions): PlayerKeyAction | null {
  if (press.altKey || press.ctrlKey || press.metaKey) return null;
  if (press.target === 'text' || press.target === 'slider' || press.target === 'menu') return null;
  switch (press.key) {
    case ' ':
    case 'Spacebar':
      // A focused button or link answers space itself.
      return press.target === 'button' ? null : 'toggle-play';
    case 'k':
    case 'K':
      return 'toggle-play';
    case 'ArrowLeft':
      return options.seek ? 'seek-back' : null;
    case 'ArrowRight':
      return options.seek ? 'seek-forward' : null;
    case 'ArrowUp':
      return options.sound ? 'volume-up' : null;
    case 'ArrowDown':
      return options.sound ? 'volume-down' : null;
    case 'f':
    case 'F':
      return options.fullscreen ? 'fullscreen' : null;
    case 'm':
    case 'M':
      return options.sound ? 'mute' : null;
    default:
      return null;
  }
}

/** Classifies the focused element for `playerKeyAction`. */
export function keyTargetOf(element: EventTarget | null): KeyTarget {
  if (!element || typeof (element as Element).closest !== 'function') return 'other';
  const el = element as Element;
  if (el.closest('[role="menu"], [role="listbox"]')) return 'menu';
  const tag = el.tagName.toLowerCase();
  const role = el.getAttribute('role');
  if (tag === 'input') return (el as HTMLInputElement).type === 'range' ? 'slider' : 'text';
  if (role === 'slider') return 'slider';
  if (tag === 'textarea' || tag === 'select' || (el as HTMLElement).isContentEditable) return 'text';
  if (tag === 'button' || tag === 'a' || role === 'button' || role === 'link') return 'button';
  return 'other';
}
