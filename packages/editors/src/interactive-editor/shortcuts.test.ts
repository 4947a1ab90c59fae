import { describe, expect, it } from 'vitest';
import { type EditorKeyPress, editorCommandOf, isTextEntry } from './shortcuts.ts';

const press = (key: string, modifiers: Partial<EditorKeyPress> = {}): EditorKeyPress => ({
  key,
  shiftKey: false,
  ctrlKey: false,
  metaKey: false,
  altKey: false,
  ...modifiers,
});

describe('editorCommandOf', () => {
  it('maps Ctrl and Cmd with Z to undo, with Shift to redo, and Y to redo', () => {
    expect(editorCommandOf(press('z', { ctrlKey: true }))).toBe('undo');
    expect(editorCommandOf(press('z', { metaKey: true }))).toBe('undo');
    expect(editorCommandOf(press('Z', { ctrlKey: true, shiftKey: true }))).toBe('redo');
    expect(editorCommandOf(press('z', { metaKey: true, shiftKey: true }))).toBe('redo');
    expect(editorCommandOf(press('y', { ctrlKey: true }))).toBe('redo');
    expect(editorCommandOf(press('Y', { metaKey: true }))).toBe('redo');
  });

  it('maps copy, paste and duplicate with Ctrl or Cmd only', () => {
    expect(editorCommandOf(press('c', { ctrlKey: true }))).toBe('copy');
    expect(editorCommandOf(press('v', { metaKey: true }))).toBe('paste');
    expect(editorCommandOf(press('d', { ctrlKey: true }))).toBe('duplicate');
    expect(editorCommandOf(press('c'))).toBeNull();
    expect(editorCommandOf(press('v'))).toBeNull();
    expect(editorCommandOf(press('d'))).toBeNull();
    expect(editorCommandOf(press('c', { ctrlKey: true, shiftKey: true }))).toBeNull();
  });

  it('maps Delete and Backspace to delete', () => {
    expect(editorCommandOf(press('Delete'))).toBe('delete');
    expect(editorCommandOf(press('Backspace'))).toBe('delete');
    expect(editorCommandOf(press('Delete', { shiftKey: true }))).toBeNull();
  });

  it('leaves Alt combinations and other keys alone', () => {
    expect(editorCommandOf(press('z', { ctrlKey: true, altKey: true }))).toBeNull();
    expect(editorCommandOf(press('Delete', { altKey: true }))).toBeNull();
    expect(editorCommandOf(press('z'))).toBeNull();
    expect(editorCommandOf(press('a', { ctrlKey: true }))).toBeNull();
    expect(editorCommandOf(press('Enter'))).toBeNull();
  });
});

describe('isTextEntry', () => {
  const element = (tagName: string, extra: Record<string, unknown> = {}) => ({ tagName, ...extra });

  it('recognises text inputs, text areas and editable content', () => {
    expect(isTextEntry(element('INPUT', { type: 'text' }))).toBe(true);
    expect(isTextEntry(element('input', { type: 'url' }))).toBe(true);
    expect(isTextEntry(element('input'))).toBe(true);
    expect(isTextEntry(element('TEXTAREA'))).toBe(true);
    expect(isTextEntry(element('DIV', { isContentEditable: true }))).toBe(true);
    expect(isTextEntry(element('DIV', { getAttribute: (name: string) => (name === 'role' ? 'textbox' : null) }))).toBe(
      true,
    );
  });

  it('does not count buttons, check boxes, radios, sliders or nothing', () => {
    expect(isTextEntry(element('BUTTON'))).toBe(false);
    expect(isTextEntry(element('INPUT', { type: 'checkbox' }))).toBe(false);
    expect(isTextEntry(element('INPUT', { type: 'radio' }))).toBe(false);
    expect(isTextEntry(element('INPUT', { type: 'range' }))).toBe(false);
    expect(isTextEntry(element('DIV', { getAttribute: () => 'application' }))).toBe(false);
    expect(isTextEntry(null)).toBe(false);
    expect(isTextEntry(undefined)).toBe(false);
  });
});
