import type { InteractiveEditor } from '../core/editor.ts';

/** Arrow keys move the selection by this many percent points; Shift moves ten times as far. */
const NUDGE_STEP = 0.5;
const NUDGE_SHIFT_FACTOR = 10;

const ARROWS: Record<string, [number, number]> = {
  ArrowLeft: [-1, 0],
  ArrowRight: [1, 0],
  ArrowUp: [0, -1],
  ArrowDown: [0, 1],
};

/** What a key press on the stage needs to know. */
export interface OverlayKey {
  key: string;
  shiftKey: boolean;
  ctrlKey: boolean;
  metaKey: boolean;
}

/**
 * Runs the stage's keyboard command for a key press: arrows nudge (Shift ×10), Delete and Backspace
 * remove, Ctrl/Cmd+D duplicates, Ctrl/Cmd+Z undoes, Shift+Ctrl/Cmd+Z and Ctrl/Cmd+Y redo, Escape
 * clears the selection, Enter edits a selected text. Returns whether the key was used.
 */
export function runOverlayKey(
  editor: InteractiveEditor,
  event: OverlayKey,
  selection: readonly string[],
  editText: (id: string) => void,
): boolean {
  const command = event.ctrlKey || event.metaKey;
  const key = event.key.length === 1 ? event.key.toLowerCase() : event.key;
  if (command && key === 'z') {
    if (event.shiftKey) editor.redo();
    else editor.undo();
    return true;
  }
  if (command && key === 'y') {
    editor.redo();
    return true;
  }
  if (selection.length === 0) return false;
  if (command && key === 'd') {
    editor.run((edit) => {
      const copies = selection.map((id) => edit.duplicate(id)._id);
      edit.select(copies);
    }, 'duplicate');
    return true;
  }
  if (command) return false;
  const arrow = ARROWS[key];
  if (arrow) {
    const step = NUDGE_STEP * (event.shiftKey ? NUDGE_SHIFT_FACTOR : 1);
    editor.nudge(selection, arrow[0] * step, arrow[1] * step);
    return true;
  }
  if (key === 'Delete' || key === 'Backspace') {
    editor.run((edit) => {
      for (const id of selection) edit.remove(id);
    }, 'delete');
    return true;
  }
  if (key === 'Escape') {
    editor.select(null);
    return true;
  }
  if (key === 'Enter' && selection.length === 1 && editor.getElement(selection[0])?.area.type === 'text') {
    editText(selection[0]);
    return true;
  }
  return false;
}
