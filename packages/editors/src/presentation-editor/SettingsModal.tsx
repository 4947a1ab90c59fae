import { Button, Modal, RadioGroup } from '@reelbase/ui';
import { type KeyboardEvent, useEffect, useState } from 'react';
import { PRESENTATION_POSITIONS, type PresentationPosition } from '../core/document.ts';
import { POSITION_LABELS } from '../slides/SlidesLayout.tsx';

export interface SettingsModalProps {
  isOpen: boolean;
  position: PresentationPosition;
  onSave: (position: PresentationPosition) => void;
  onClose: () => void;
}

const OPTIONS = PRESENTATION_POSITIONS.map((value) => ({ value, label: POSITION_LABELS[value] }));

/** The presentation's settings: the view position viewers see first. Esc cancels, Enter saves. */
export function SettingsModal({ isOpen, position, onSave, onClose }: SettingsModalProps) {
  const [draft, setDraft] = useState(position);
  useEffect(() => {
    if (isOpen) setDraft(position);
  }, [isOpen, position]);
  const save = () => {
    onSave(draft);
    onClose();
  };
  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (event.key !== 'Enter' || event.nativeEvent.isComposing) return;
    if (event.target instanceof HTMLButtonElement) return;
    event.preventDefault();
    save();
  };
  return (
    <Modal
      isOpen={isOpen}
      onClose={onClose}
      title="Settings"
      size="sm"
      onKeyDown={onKeyDown}
      footer={
        <>
          <Button variant="secondary" onPress={onClose}>
            Cancel
          </Button>
          <Button onPress={save}>Save</Button>
        </>
      }
    >
      <RadioGroup
        label="Default view position"
        description="How viewers first see the slides beside the video; they can switch."
        options={OPTIONS}
        value={draft}
        onChange={(value) => setDraft(value as PresentationPosition)}
      />
    </Modal>
  );
}
