import { describe, expect, it } from 'vitest';
import { historyShortcutOf } from './shortcuts.ts';

const press = (
  key: string,
  modifiers: Partial<Record<'ctrlKey' | 'metaKey' | 'shiftKey' | 'altKey', boolean>> = {},
) => ({
  key,
  ctrlKey: false,
  metaKey: false,
  shiftKey: false,
  altKey: false,
  ...modifiers,
});

describe('historyShortcutOf', () => {
  it('Ctrl or Cmd with Z undoes; with Shift it redoes; Ctrl+Y redoes', () => {
    expect(historyShortcutOf(press('z', { ctrlKey: true }), false)).toBe('undo');
    expect(historyShortcutOf(press('z', { metaKey: true }), false)).toBe('undo');
    expect(historyShortcutOf(press('Z', { ctrlKey: true, shiftKey: true }), false)).toBe('redo');
    expect(historyShortcutOf(press('Z', { metaKey: true, shiftKey: true }), false)).toBe('redo');
    expect(historyShortcutOf(press('y', { ctrlKey: true }), false)).toBe('redo');
  });
  it('asks nothing in a text field, without Ctrl or Cmd, or with Alt', () => {
    expect(historyShortcutOf(press('z', { ctrlKey: true }), true)).toBeNull();
    expect(historyShortcutOf(press('z'), false)).toBeNull();
    expect(historyShortcutOf(press('z', { ctrlKey: true, altKey: true }), false)).toBeNull();
    expect(historyShortcutOf(press('y', { metaKey: true }), false)).toBeNull();
    expect(historyShortcutOf(press('x', { ctrlKey: true }), false)).toBeNull();
  });
});
