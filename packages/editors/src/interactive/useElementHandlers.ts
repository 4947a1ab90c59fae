import type Konva from 'konva';
import { type Dispatch, type RefObject, type SetStateAction, useMemo } from 'react';
import type { InteractiveElement } from '../core/document.ts';
import type { InteractiveEditor } from '../core/editor.ts';
import type { ElementHandlers } from './ElementNode.tsx';
import { elementBox, keepInside, toPercent } from './geometry.ts';
import type { OverlayMode } from './OverlayStage.tsx';
import { type SnapLines, snapBox, snapLines } from './snapping.ts';

export const NO_GUIDES: SnapLines = { vertical: [], horizontal: [] };

/** What the stage's element handlers read at the time of an event. */
export interface OverlayLatest {
  editor: InteractiveEditor | undefined;
  elements: readonly InteractiveElement[];
  shown: readonly InteractiveElement[];
  selection: readonly string[];
  width: number;
  height: number;
  onAction: ((element: InteractiveElement) => void) | undefined;
  editable: boolean;
  mode: OverlayMode;
}

/**
 * The pointer handlers of the drawn elements: select (Shift adds), activate at run time, hover,
 * drag with snapping (Alt turns it off) and resize. They read the stage's latest values through
 * `latest`, so they never change.
 */
export function useElementHandlers(
  latest: RefObject<OverlayLatest>,
  stage: {
    wrapperRef: RefObject<HTMLDivElement | null>;
    nodes: RefObject<Map<string, Konva.Group>>;
    setHovered: Dispatch<SetStateAction<string | null>>;
    setGuides: Dispatch<SetStateAction<SnapLines>>;
    startEditing: (id: string) => void;
  },
): ElementHandlers {
  const { wrapperRef, nodes, setHovered, setGuides, startEditing } = stage;
  return useMemo<ElementHandlers>(() => {
    const find = (id: string) => latest.current.elements.find((element) => element._id === id);
    /** The ids that move with `id`: the selection when it holds `id`, else `id` alone. */
    const moving = (id: string) => (latest.current.selection.includes(id) ? latest.current.selection : [id]);
    const setCursor = (cursor: string) => {
      const container = wrapperRef.current?.querySelector<HTMLElement>('.konvajs-content');
      if (container) container.style.cursor = cursor;
    };
    return {
      register(id, node) {
        if (node) nodes.current.set(id, node);
        else nodes.current.delete(id);
      },
      press(id, event) {
        const { editor: current, editable: canEdit, selection: selected } = latest.current;
        if (!canEdit || !current) return;
        const shift = event.evt.shiftKey;
        if (shift) {
          current.select(selected.includes(id) ? selected.filter((item) => item !== id) : [...selected, id]);
        } else if (!selected.includes(id)) current.select(id);
      },
      activate(id) {
        const { mode: currentMode, onAction: act } = latest.current;
        const element = find(id);
        if (currentMode === 'run' && element) act?.(element);
      },
      editText: startEditing,
      hover(id, over) {
        setHovered((previous) => (over ? id : previous === id ? null : previous));
        const { mode: currentMode, editable: canEdit } = latest.current;
        if (!over) setCursor('');
        else if (currentMode === 'run') setCursor('pointer');
        else if (canEdit) setCursor('move');
      },
      dragStart() {
        latest.current.editor?.begin('move');
      },
      dragMove(id, node, event) {
        const { editor: current, width: stageWidth, height: stageHeight, shown: visible } = latest.current;
        const element = find(id);
        if (!current || !element) return;
        const box = elementBox(element, stageWidth, stageHeight);
        const together = moving(id);
        let { x, y } = node.position();
        if (together.length === 1 && !event.evt.altKey) {
          const others = visible
            .filter((item) => item._id !== id)
            .map((item) => elementBox(item, stageWidth, stageHeight));
          const snapped = snapBox(
            { x, y, width: box.width, height: box.height },
            snapLines(stageWidth, stageHeight, others),
          );
          x = snapped.x;
          y = snapped.y;
          setGuides((previous) =>
            previous.vertical.join() === snapped.guides.vertical.join() &&
            previous.horizontal.join() === snapped.guides.horizontal.join()
              ? previous
              : snapped.guides,
          );
        } else setGuides(NO_GUIDES);
        const inside = keepInside(x, y, box.width, box.height, stageWidth, stageHeight);
        node.position(inside);
        current.update(id, {
          style: { origin: { left: toPercent(inside.x, stageWidth), top: toPercent(inside.y, stageHeight) } },
        });
      },
      dragEnd() {
        setGuides(NO_GUIDES);
        latest.current.editor?.commit();
      },
      transformStart() {
        latest.current.editor?.begin('resize');
      },
      transformEnd(id, node) {
        const { editor: current, width: stageWidth, height: stageHeight } = latest.current;
        const element = find(id);
        if (!current || !element) return;
        const box = elementBox(element, stageWidth, stageHeight);
        const scaleX = node.scaleX();
        const scaleY = node.scaleY();
        node.scale({ x: 1, y: 1 });
        const size = {
          width: Math.min(stageWidth, Math.max(1, box.width * scaleX)),
          height: Math.min(stageHeight, Math.max(1, box.height * scaleY)),
        };
        const inside = keepInside(node.x(), node.y(), size.width, size.height, stageWidth, stageHeight);
        node.position(inside);
        current.update(id, {
          style: {
            origin: { left: toPercent(inside.x, stageWidth), top: toPercent(inside.y, stageHeight) },
            dimensions: { width: toPercent(size.width, stageWidth), height: toPercent(size.height, stageHeight) },
          },
        });
        current.commit();
      },
    };
  }, [latest, wrapperRef, nodes, setHovered, setGuides, startEditing]);
}
