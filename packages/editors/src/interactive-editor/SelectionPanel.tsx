import { Button } from '@reelbase/ui';
import { memo } from 'react';
import type { UploadedImage } from '../adapter.ts';
import type { InteractiveEditor, InteractiveEditorState } from '../core/editor.ts';
import { Buttons, Hint } from './ElementForm.styles.ts';
import { ElementForm } from './ElementForm.tsx';

export interface SelectionPanelProps {
  editor: InteractiveEditor;
  state: InteractiveEditorState;
  duration: number;
  chooseImage: () => Promise<UploadedImage | null>;
  onDuplicate: () => void;
  onDelete: () => void;
}

/** The settings of the selected element; for several, what can be done with all of them. */
export const SelectionPanel = memo(function SelectionPanel({
  editor,
  state,
  duration,
  chooseImage,
  onDuplicate,
  onDelete,
}: SelectionPanelProps) {
  const { selection } = state;
  if (selection.length === 0) {
    return <Hint>Select an element in the list or on the video to change its settings.</Hint>;
  }
  if (selection.length > 1) {
    return (
      <>
        <Hint>
          {selection.length} elements selected. Drag one of them on the video, or use the arrow keys there, to move them
          together.
        </Hint>
        <Buttons style={{ marginTop: '0.75rem' }}>
          <Button variant="secondary" onPress={onDuplicate}>
            Duplicate
          </Button>
          <Button variant="danger" onPress={onDelete}>
            Delete
          </Button>
        </Buttons>
      </>
    );
  }
  const element = state.document.elements.find((item) => item._id === selection[0]);
  if (!element) return null;
  return (
    <ElementForm
      key={element._id}
      editor={editor}
      element={element}
      duration={duration}
      chooseImage={chooseImage}
      onDuplicate={onDuplicate}
      onDelete={onDelete}
    />
  );
});
