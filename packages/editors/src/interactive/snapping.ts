import type { PixelBox } from './geometry.ts';

/** Edges and centres closer than this (px) snap together. */
export const SNAP_DISTANCE = 6;

/** The lines a moving box may snap to: x of vertical lines, y of horizontal lines. */
export interface SnapLines {
  vertical: number[];
  horizontal: number[];
}

/** Where a moving box ends up and the guide lines it snapped to. */
export interface SnapResult {
  x: number;
  y: number;
  guides: SnapLines;
}

/** The stage's edges and centre, and the edges and centres of the other boxes. */
export function snapLines(stageWidth: number, stageHeight: number, others: readonly PixelBox[]): SnapLines {
  const vertical = [0, stageWidth / 2, stageWidth];
  const horizontal = [0, stageHeight / 2, stageHeight];
  for (const box of others) {
    vertical.push(box.x, box.x + box.width / 2, box.x + box.width);
    horizontal.push(box.y, box.y + box.height / 2, box.y + box.height);
  }
  return { vertical, horizontal };
}

/** The shift (within `distance`) that brings one of `edges` onto one of `lines`, and that line. */
function nearest(edges: readonly number[], lines: readonly number[], distance: number) {
  let best: { shift: number; line: number } | null = null;
  for (const edge of edges) {
    for (const line of lines) {
      const shift = line - edge;
      if (Math.abs(shift) <= distance && (!best || Math.abs(shift) < Math.abs(best.shift))) best = { shift, line };
    }
  }
  return best;
}

/**
 * Snaps a moving box: its left edge, centre or right edge moves onto the nearest vertical line
 * within `distance` pixels, and its top, middle or bottom onto the nearest horizontal line. Every
 * line the snapped box then touches is returned as a guide.
 */
export function snapBox(box: PixelBox, lines: SnapLines, distance = SNAP_DISTANCE): SnapResult {
  const xs = [box.x, box.x + box.width / 2, box.x + box.width];
  const ys = [box.y, box.y + box.height / 2, box.y + box.height];
  const snapX = nearest(xs, lines.vertical, distance);
  const snapY = nearest(ys, lines.horizontal, distance);
  const x = box.x + (snapX?.shift ?? 0);
  const y = box.y + (snapY?.shift ?? 0);
  const touching = (edges: number[], candidates: readonly number[]) =>
    [...new Set(candidates.filter((line) => edges.some((edge) => Math.abs(edge - line) < 0.5)))].sort((a, b) => a - b);
  return {
    x,
    y,
    guides: {
      vertical: snapX ? touching([x, x + box.width / 2, x + box.width], lines.vertical) : [],
      horizontal: snapY ? touching([y, y + box.height / 2, y + box.height], lines.horizontal) : [],
    },
  };
}
