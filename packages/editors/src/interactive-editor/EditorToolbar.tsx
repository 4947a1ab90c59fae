import { Button, Link, MenuButton } from '@reelbase/ui';
import { memo, type ReactNode } from 'react';
import type { ElementKind } from '../core/builders.ts';
import { Actions, Alert, StatusText, Titles, Toolbar } from './InteractiveEditor.styles.ts';
import { ADD_MENU, SAVE_TEXTS } from './labels.ts';
import type { SaveIndicator } from './save-gate.ts';

export interface EditorToolbarProps {
  title: string;
  header?: ReactNode;
  viewUrl: string;
  canUndo: boolean;
  canRedo: boolean;
  saving: SaveIndicator;
  onAdd: (kind: ElementKind) => void;
  onUndo: () => void;
  onRedo: () => void;
  /** Shown under the toolbar (e.g. an image that could not be uploaded). */
  alert?: string | null;
}

const UndoIcon = () => (
  <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true" focusable="false">
    <path d="M9 5 3 10l6 5v-4h6a4 4 0 0 1 0 8h-3v2h3a6 6 0 0 0 0-12H9z" fill="currentColor" />
  </svg>
);
const RedoIcon = () => (
  <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true" focusable="false">
    <path d="m15 5 6 5-6 5v-4H9a4 4 0 0 0 0 8h3v2H9a6 6 0 0 1 0-12h6z" fill="currentColor" />
  </svg>
);

/** The editor's bar: the host's back link, the title, Add, Undo, Redo, View and how saving goes. */
export const EditorToolbar = memo(function EditorToolbar({
  title,
  header,
  viewUrl,
  canUndo,
  canRedo,
  saving,
  onAdd,
  onUndo,
  onRedo,
  alert,
}: EditorToolbarProps) {
  return (
    <Toolbar>
      {header}
      <Titles>
        <h1>Interactive editor</h1>
        <p title={title}>{title}</p>
      </Titles>
      <Actions>
        <MenuButton
          label="Add"
          variant="primary"
          size="sm"
          placement="bottom start"
          items={ADD_MENU.map((item) => ({ id: item.id, label: item.label }))}
          onAction={(id) => onAdd(id as ElementKind)}
        />
        <Button variant="secondary" size="sm" icon={<UndoIcon />} isDisabled={!canUndo} onPress={onUndo}>
          Undo
        </Button>
        <Button variant="secondary" size="sm" icon={<RedoIcon />} isDisabled={!canRedo} onPress={onRedo}>
          Redo
        </Button>
        <Link href={viewUrl} isExternal>
          View
        </Link>
      </Actions>
      <StatusText role="status" data-state={saving} data-testid="save-status">
        {SAVE_TEXTS[saving]}
      </StatusText>
      {alert && <Alert role="alert">{alert}</Alert>}
    </Toolbar>
  );
});
