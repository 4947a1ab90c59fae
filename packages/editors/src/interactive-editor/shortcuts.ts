/** The editor-level keyboard commands. */
export type EditorCommand = 'undo' | 'redo' | 'copy' | 'paste' | 'duplicate' | 'delete';

/** What a key press needs to say for {@link editorCommandOf}. */
export interface EditorKeyPress {
  key: string;
  shiftKey: boolean;
  ctrlKey: boolean;
  metaKey: boolean;
  altKey: boolean;
}

/**
 * The command of a key press: Ctrl/Cmd+Z undo, Shift+Ctrl/Cmd+Z and Ctrl/Cmd+Y redo, Ctrl/Cmd+C
 * copy, Ctrl/Cmd+V paste, Ctrl/Cmd+D duplicate, Delete and Backspace delete. Alt with any of them,
 * and anything else, is no command.
 */
export function editorCommandOf(press: EditorKeyPress): EditorCommand | null {
  if (press.altKey) return null;
  const command = press.ctrlKey || press.metaKey;
  const key = press.key.length === 1 ? press.key.toLowerCase() : press.key;
  if (command) {
    if (key === 'z') return press.shiftKey ? 'redo' : 'undo';
    if (key === 'y' && !press.shiftKey) return 'redo';
    if (press.shiftKey) return null;
    if (key === 'c') return 'copy';
    if (key === 'v') return 'paste';
    if (key === 'd') return 'duplicate';
    return null;
  }
  if (key === 'Delete' || key === 'Backspace') return press.shiftKey ? null : 'delete';
  return null;
}

/** Input types that take typed text: the keys there belong to the field, never to the editor. */
const TEXT_INPUT_TYPES = new Set([
  'text',
  'search',
  'url',
  'email',
  'tel',
  'password',
  'number',
  'date',
  'datetime-local',
  'month',
  'time',
  'week',
]);

/** The parts of a focused element {@link isTextEntry} reads (a DOM element has them all). */
export interface FocusedElement {
  tagName: string;
  isContentEditable?: boolean;
  type?: string;
  getAttribute?(name: string): string | null;
}

/** Whether the focused element is a text field (input, text area, editable content or a textbox). */
export function isTextEntry(element: FocusedElement | null | undefined): boolean {
  if (!element || typeof element.tagName !== 'string') return false;
  const tag = element.tagName.toLowerCase();
  if (tag === 'textarea') return true;
  if (tag === 'input') return TEXT_INPUT_TYPES.has((element.type ?? 'text').toLowerCase());
  if (element.isContentEditable) return true;
  const role = element.getAttribute?.('role');
  return role === 'textbox' || role === 'searchbox' || role === 'combobox' || role === 'spinbutton';
}
