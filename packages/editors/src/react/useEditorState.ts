import { useSyncExternalStore } from 'react';
import type { InteractiveEditor, InteractiveEditorState } from '../core/editor.ts';

/**
 * The interactive editor's current state (document and selection) for a component: it re-renders
 * after each change the editor publishes and reads the same frozen snapshot until then.
 */
export function useEditorState(editor: InteractiveEditor): InteractiveEditorState {
  return useSyncExternalStore(editor.subscribe, editor.getSnapshot, editor.getSnapshot);
}

const subscribeToNothing = () => () => {};
const noState = () => null;

/** As {@link useEditorState}, for components that also draw without an editor (the player at run time). */
export function useOptionalEditorState(editor: InteractiveEditor | undefined): InteractiveEditorState | null {
  return useSyncExternalStore(
    editor ? editor.subscribe : subscribeToNothing,
    editor ? editor.getSnapshot : noState,
    editor ? editor.getSnapshot : noState,
  );
}
