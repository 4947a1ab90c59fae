import type Konva from 'konva';
import { type RefObject, useEffect, useRef } from 'react';
import { Transformer } from 'react-konva';

/** Boxes are never resized below this size (px). */
const MIN_BOX_SIZE = 8;
const CORNERS_AND_EDGES = [
  'top-left',
  'top-center',
  'top-right',
  'middle-right',
  'middle-left',
  'bottom-left',
  'bottom-center',
  'bottom-right',
];

export interface SelectionTransformerProps {
  /** The selected elements that are drawn. */
  ids: readonly string[];
  /** The drawn elements' nodes by id. */
  nodes: RefObject<Map<string, Konva.Group>>;
  /** Player-action badges keep their size: with one selected the handles are hidden. */
  resizable: boolean;
  stageWidth: number;
  stageHeight: number;
}

/** The resize handles around the selection, kept inside the picture and above a minimum size. */
export function SelectionTransformer({ ids, nodes, resizable, stageWidth, stageHeight }: SelectionTransformerProps) {
  const ref = useRef<Konva.Transformer>(null);
  const key = ids.join(' ');

  // Runs after the elements of this render are drawn, so their nodes are registered.
  // biome-ignore lint/correctness/useExhaustiveDependencies: `key` stands for `ids`
  useEffect(() => {
    const transformer = ref.current;
    if (!transformer) return;
    const attached = ids.map((id) => nodes.current.get(id)).filter((node): node is Konva.Group => Boolean(node));
    transformer.nodes(attached);
    transformer.getLayer()?.batchDraw();
  }, [key, nodes]);

  return (
    <Transformer
      ref={ref}
      name="selection"
      rotateEnabled={false}
      flipEnabled={false}
      keepRatio={false}
      ignoreStroke
      enabledAnchors={resizable ? CORNERS_AND_EDGES : []}
      anchorSize={10}
      anchorCornerRadius={2}
      borderStroke="#1f5bd7"
      anchorStroke="#1f5bd7"
      boundBoxFunc={(previous, next) => {
        const tooSmall = Math.abs(next.width) < MIN_BOX_SIZE || Math.abs(next.height) < MIN_BOX_SIZE;
        const outside =
          next.x < -0.5 ||
          next.y < -0.5 ||
          next.x + next.width > stageWidth + 0.5 ||
          next.y + next.height > stageHeight + 0.5;
        return tooSmall || outside ? previous : next;
      }}
    />
  );
}
