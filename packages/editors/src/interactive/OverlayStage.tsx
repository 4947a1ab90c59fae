import type Konva from 'konva';
import type { KonvaEventObject } from 'konva/lib/Node';
import { type KeyboardEvent, useCallback, useEffect, useId, useMemo, useRef, useState } from 'react';
import { Layer, Line, Stage } from 'react-konva';
import type { InteractiveElement } from '../core/document.ts';
import type { InteractiveEditor } from '../core/editor.ts';
import { useOptionalEditorState } from '../react/useEditorState.ts';
import { ElementNode } from './ElementNode.tsx';
import { elementBox, isElementShown } from './geometry.ts';
import { Announcer, Help, RunTarget, Wrapper } from './OverlayStage.styles.ts';
import { runOverlayKey } from './overlayKeys.ts';
import { SelectionTransformer } from './SelectionTransformer.tsx';
import type { SnapLines } from './snapping.ts';
import { TextInPlace } from './TextInPlace.tsx';
import { NO_GUIDES, type OverlayLatest, useElementHandlers } from './useElementHandlers.ts';

/** `edit`: the interactive editor (select, move, resize, edit text). `run`: the player's overlay at playback. */
export type OverlayMode = 'edit' | 'run';

export interface OverlayStageProps {
  /** The box of the video picture in pixels: positions and sizes of elements are percent of it. */
  width: number;
  height: number;
  /** The playhead in seconds: elements are drawn from their start to their end. */
  currentTime: number;
  mode: OverlayMode;
  /** The editor whose document is drawn (required to edit). */
  editor?: InteractiveEditor;
  /** The elements to draw when there is no editor (the player at run time). */
  elements?: readonly InteractiveElement[];
  /** Draw every element whatever the playhead. */
  showAll?: boolean;
  /** Run mode: an element was clicked; the host performs its action (openLink, openVideo, skipTo …). */
  onAction?: (element: InteractiveElement) => void;
  /** The accessible name of the stage. */
  label?: string;
  className?: string;
}

const NO_ELEMENTS: readonly InteractiveElement[] = [];
const NO_IDS: readonly string[] = [];
const GUIDE_COLOUR = '#ff2d95';
/** Areas a viewer can click at run time; player actions are drawn in the editor only. */
const CLICKABLE = new Set(['hotspot', 'image', 'text']);

function selectionMessage(selection: readonly string[], elements: readonly InteractiveElement[]): string {
  if (selection.length === 0) return 'No element selected.';
  if (selection.length > 1) return `${selection.length} elements selected.`;
  const element = elements.find((item) => item._id === selection[0]);
  return element ? `${element.name} selected.` : 'No element selected.';
}

/**
 * The interactive elements over the video picture, drawn with Konva: one component for the editor
 * (`edit`: click or Shift+click selects, drag moves with snapping to the picture's edges and centre
 * and to other elements, Alt held turns snapping off, the Transformer resizes, double-click edits a
 * text in place, and the keyboard on the focused stage nudges, deletes, duplicates, undoes and
 * redoes) and for the player (`run`: hotspots, images and texts call `onAction`).
 */
export function OverlayStage({
  width,
  height,
  currentTime,
  mode,
  editor,
  elements: givenElements,
  showAll = false,
  onAction,
  label = 'Interactive elements on the video',
  className,
}: OverlayStageProps) {
  const state = useOptionalEditorState(editor);
  const elements = givenElements ?? state?.document.elements ?? NO_ELEMENTS;
  const selection = state?.selection ?? NO_IDS;
  const editable = mode === 'edit' && editor !== undefined;
  const helpId = useId();
  const wrapperRef = useRef<HTMLDivElement>(null);
  const nodes = useRef(new Map<string, Konva.Group>());
  const [hovered, setHovered] = useState<string | null>(null);
  const [guides, setGuides] = useState<SnapLines>(NO_GUIDES);
  const [editingId, setEditingId] = useState<string | null>(null);

  const shown = useMemo(() => {
    const selected = new Set(editable ? selection : []);
    return elements.filter((element) => {
      if (!editable && !CLICKABLE.has(element.area.type)) return false;
      return showAll || selected.has(element._id) || isElementShown(element, currentTime);
    });
  }, [elements, selection, editable, showAll, currentTime]);

  // Handlers read the latest values through a ref, so the elements' handlers never change.
  const latest = useRef<OverlayLatest>({ editor, elements, shown, selection, width, height, onAction, editable, mode });
  latest.current = { editor, elements, shown, selection, width, height, onAction, editable, mode };

  const startEditing = useCallback((id: string) => {
    const { editable: canEdit, elements: all } = latest.current;
    if (canEdit && all.find((element) => element._id === id)?.area.type === 'text') setEditingId(id);
  }, []);

  const handlers = useElementHandlers(latest, { wrapperRef, nodes, setHovered, setGuides, startEditing });

  // An element that is no longer drawn cannot be edited.
  useEffect(() => {
    if (editingId && !shown.some((element) => element._id === editingId)) setEditingId(null);
  }, [editingId, shown]);

  const onStageDown = (event: KonvaEventObject<MouseEvent | TouchEvent>) => {
    if (!editable) return;
    wrapperRef.current?.focus({ preventScroll: true });
    if (event.target === event.target.getStage() && !event.evt.shiftKey) editor?.select(null);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (!editable || !editor || event.target !== event.currentTarget) return;
    if (runOverlayKey(editor, event, selection, startEditing)) event.preventDefault();
  };

  const editing = editingId ? shown.find((element) => element._id === editingId) : undefined;
  const closeEditor = () => {
    setEditingId(null);
    wrapperRef.current?.focus({ preventScroll: true });
  };
  const transformable = useMemo(
    () => selection.filter((id) => shown.some((element) => element._id === id && element._id !== editingId)),
    [selection, shown, editingId],
  );
  const resizable = !transformable.some(
    (id) => elements.find((element) => element._id === id)?.area.type === 'playeraction',
  );

  return (
    <Wrapper
      ref={wrapperRef}
      className={className}
      data-mode={mode}
      style={{ width, height }}
      {...(editable ? { role: 'application', tabIndex: 0, 'aria-describedby': helpId, onKeyDown } : { role: 'group' })}
      aria-label={label}
    >
      <Stage width={width} height={height} onMouseDown={onStageDown} onTouchStart={onStageDown}>
        <Layer>
          {shown.map((element) => (
            <ElementNode
              key={element._id}
              element={element}
              stageWidth={width}
              stageHeight={height}
              hovered={hovered === element._id}
              editable={editable}
              editing={element._id === editingId}
              handlers={handlers}
            />
          ))}
          {editable && (
            <SelectionTransformer
              ids={transformable}
              nodes={nodes}
              resizable={resizable}
              stageWidth={width}
              stageHeight={height}
            />
          )}
        </Layer>
        <Layer listening={false}>
          {guides.vertical.map((x) => (
            <Line key={`v${x}`} points={[x, 0, x, height]} stroke={GUIDE_COLOUR} strokeWidth={1} dash={[4, 4]} />
          ))}
          {guides.horizontal.map((y) => (
            <Line key={`h${y}`} points={[0, y, width, y]} stroke={GUIDE_COLOUR} strokeWidth={1} dash={[4, 4]} />
          ))}
        </Layer>
      </Stage>
      {editing && (
        <TextInPlace
          key={editing._id}
          element={editing}
          box={elementBox(editing, width, height)}
          stageWidth={width}
          onSave={(text) => {
            if (text !== editing.area.text) editor?.update(editing._id, { area: { text } });
            closeEditor();
          }}
          onCancel={closeEditor}
        />
      )}
      {editable ? (
        <>
          <Help id={helpId}>
            Click an element to select it, Shift+click to add it to the selection. Arrow keys move the selection,
            Shift+arrow keys move it further, Delete removes it, Ctrl+D duplicates it, Enter edits a text, Ctrl+Z undoes
            and Shift+Ctrl+Z redoes.
          </Help>
          <Announcer role="status">{selectionMessage(selection, elements)}</Announcer>
        </>
      ) : (
        shown.map((element) => {
          const box = elementBox(element, width, height);
          return (
            <RunTarget
              key={element._id}
              type="button"
              aria-label={element.area.text || element.name}
              style={{ left: box.x, top: box.y, width: box.width, height: box.height }}
              onClick={() => onAction?.(element)}
            />
          );
        })
      )}
    </Wrapper>
  );
}
