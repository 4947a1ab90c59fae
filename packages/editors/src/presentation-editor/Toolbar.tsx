import { Button, ConfirmModal, IconButton, Link, MenuButton } from '@reelbase/ui';
import { useRef, useState } from 'react';
import type { PresentationPosition } from '../core/document.ts';
import { Icon } from './icons.tsx';
import { HiddenInput, ToolSeparator, Tools } from './PresentationEditor.styles.ts';
import { SettingsModal } from './SettingsModal.tsx';
import { SLIDE_IMAGE_ACCEPT } from './slide-files.ts';

const REORDER_TEXTS = {
  title: 'Reorder slides',
  message:
    'The slides will be sorted by name, in natural order ("slide 2" before "slide 10"); each slide takes the start of the slide at its new place. The new order is saved at once and cannot be undone.',
  confirm: 'Reorder',
} as const;

export interface ToolbarProps {
  position: PresentationPosition;
  slideCount: number;
  expandedCount: number;
  /** Whether images of new slides are still being uploaded (reorder waits for them). */
  uploading: boolean;
  canUndo: boolean;
  canRedo: boolean;
  viewUrl: string;
  onAddImages: (files: File[]) => void;
  onPosition: (position: PresentationPosition) => void;
  onExpandAll: () => void;
  onCollapseAll: () => void;
  onReorder: () => void;
  onUndo: () => void;
  onRedo: () => void;
}

/** Add > Image(s), Settings, Expand all, Collapse all, Reorder (after a confirmation), Undo, Redo and View. */
export function Toolbar(props: ToolbarProps) {
  const { slideCount, expandedCount } = props;
  const imagesRef = useRef<HTMLInputElement>(null);
  const [settingsOpen, setSettingsOpen] = useState(false);
  const [confirmReorder, setConfirmReorder] = useState(false);
  const reorder = () => {
    setConfirmReorder(false);
    props.onReorder();
  };
  return (
    <Tools role="group" aria-label="Presentation tools">
      <MenuButton
        label="Add"
        variant="primary"
        placement="bottom start"
        items={[{ id: 'images', label: 'Image(s)' }]}
        onAction={() => imagesRef.current?.click()}
      />
      <HiddenInput
        ref={imagesRef}
        type="file"
        accept={SLIDE_IMAGE_ACCEPT}
        multiple
        aria-label="Images to add as slides"
        data-testid="add-images-input"
        onChange={(event) => {
          const files = Array.from(event.currentTarget.files ?? []);
          event.currentTarget.value = '';
          if (files.length > 0) props.onAddImages(files);
        }}
      />
      <Button variant="secondary" onPress={() => setSettingsOpen(true)}>
        Settings
      </Button>
      <ToolSeparator aria-hidden="true" />
      <Button variant="ghost" onPress={props.onExpandAll} isDisabled={slideCount === 0 || expandedCount === slideCount}>
        Expand all
      </Button>
      <Button variant="ghost" onPress={props.onCollapseAll} isDisabled={expandedCount === 0}>
        Collapse all
      </Button>
      <Button
        variant="secondary"
        onPress={() => setConfirmReorder(true)}
        isDisabled={slideCount < 2 || props.uploading}
      >
        Reorder
      </Button>
      <ToolSeparator aria-hidden="true" />
      <IconButton label="Undo" icon={<Icon name="undo" />} isDisabled={!props.canUndo} onPress={props.onUndo} />
      <IconButton label="Redo" icon={<Icon name="redo" />} isDisabled={!props.canRedo} onPress={props.onRedo} />
      <ToolSeparator aria-hidden="true" />
      <Link href={props.viewUrl} isExternal>
        View
      </Link>
      <SettingsModal
        isOpen={settingsOpen}
        position={props.position}
        onSave={props.onPosition}
        onClose={() => setSettingsOpen(false)}
      />
      <ConfirmModal
        isOpen={confirmReorder}
        title={REORDER_TEXTS.title}
        message={REORDER_TEXTS.message}
        confirmLabel={REORDER_TEXTS.confirm}
        variant="primary"
        onConfirm={reorder}
        onCancel={() => setConfirmReorder(false)}
      />
    </Tools>
  );
}
