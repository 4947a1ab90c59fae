import { type RefObject, useEffect, useRef } from 'react';
import { type EditorCommand, editorCommandOf, isTextEntry } from './shortcuts.ts';

/**
 * The editor's keyboard while focus is in the editor (or nowhere): `run` performs a command and
 * answers whether it did something (then the browser's own action is prevented). Keys in text
 * fields, and keys a part of the editor already used (the stage's), are left alone.
 */
export function useEditorShortcuts(root: RefObject<HTMLElement | null>, run: (command: EditorCommand) => boolean) {
  const latest = useRef(run);
  latest.current = run;
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.isComposing) return;
      const target = event.target;
      const box = root.current;
      const inside = box !== null && target instanceof Node && (box.contains(target) || target === document.body);
      if (!inside) return;
      if (isTextEntry(target as Element) || isTextEntry(document.activeElement)) return;
      const command = editorCommandOf(event);
      if (command && latest.current(command)) event.preventDefault();
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [root]);
}
