import {
  type ElementKind,
  type InteractiveElement,
  newHotspot,
  newImage,
  newPlayerAction,
  newText,
} from '@reelbase/editors';
import Konva from 'konva';

/** A picture for image elements: a small badge, drawn inline so stories need no network. */
export const LOGO_URL = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" width="120" height="60"><rect width="120" height="60" rx="8" fill="#1f5bd7"/><text x="60" y="38" font-family="Arial" font-size="22" fill="#fff" text-anchor="middle">LOGO</text></svg>',
)}`;

export interface Box {
  left: number;
  top: number;
  width: number;
  height: number;
}

const builders: Record<ElementKind, typeof newHotspot> = {
  hotspot: newHotspot,
  image: newImage,
  text: newText,
  playeraction: newPlayerAction,
};

/** An element of `kind` with its box in percent, shown from `start` to `end`. */
export function makeElement(
  kind: ElementKind,
  id: string,
  name: string,
  box: Box,
  times: { start?: number; end?: number; text?: string } = {},
): InteractiveElement {
  const element = builders[kind]({ id, start: times.start ?? 0 });
  const style = {
    ...element.style,
    origin: { left: box.left, top: box.top },
    dimensions: { width: box.width, height: box.height },
  };
  if (kind === 'image') {
    style.default = { ...style.default, background: { ...style.default.background, url: LOGO_URL } };
    style.hover = { ...style.hover, background: { ...style.hover.background, url: LOGO_URL } };
  }
  return {
    ...element,
    name,
    start: times.start ?? 0,
    end: times.end ?? 30,
    startAction: 'play',
    area: { ...element.area, text: times.text ?? element.area.text },
    style,
  };
}

/** The Konva stage drawn inside a story. */
export function stageIn(root: HTMLElement): Konva.Stage {
  const stage = Konva.stages.find((candidate) => root.contains(candidate.container()));
  if (!stage) throw new Error('No stage is drawn in this story.');
  return stage;
}

export interface Point {
  x: number;
  y: number;
}

interface Modifiers {
  shiftKey?: boolean;
  altKey?: boolean;
  buttons?: number;
}

/** Sends what a browser sends for a mouse at `point` (stage pixels): the pointer event, then the mouse event. */
function send(stage: Konva.Stage, kind: 'down' | 'move' | 'up', point: Point, modifiers: Modifiers = {}) {
  const target = stage.content.querySelector('canvas') ?? stage.content;
  const rect = stage.content.getBoundingClientRect();
  const init = {
    bubbles: true,
    cancelable: true,
    composed: true,
    view: window,
    clientX: rect.left + point.x,
    clientY: rect.top + point.y,
    button: 0,
    buttons: kind === 'down' ? 1 : 0,
    ...modifiers,
  };
  target.dispatchEvent(
    new PointerEvent(`pointer${kind}`, { ...init, pointerId: 1, pointerType: 'mouse', isPrimary: true }),
  );
  target.dispatchEvent(new MouseEvent(`mouse${kind}`, init));
  if (kind === 'up') target.dispatchEvent(new MouseEvent('click', init));
}

const frame = () => new Promise((resolve) => requestAnimationFrame(() => resolve(undefined)));

/** A click at a point of the stage. */
export async function clickAt(stage: Konva.Stage, point: Point, modifiers?: Modifiers) {
  send(stage, 'move', point, { ...modifiers, buttons: 0 });
  send(stage, 'down', point, modifiers);
  send(stage, 'up', point, modifiers);
  await frame();
}

/** A double click at a point of the stage. */
export async function doubleClickAt(stage: Konva.Stage, point: Point) {
  send(stage, 'move', point, { buttons: 0 });
  send(stage, 'down', point);
  send(stage, 'up', point);
  send(stage, 'down', point);
  send(stage, 'up', point);
  await frame();
}

/**
 * A drag from one point of the stage to another in `steps` moves. `beforeRelease` runs with the
 * pointer still down (to look at guide lines).
 */
export async function dragOnStage(
  stage: Konva.Stage,
  from: Point,
  to: Point,
  options: Modifiers & { steps?: number; beforeRelease?: () => void | Promise<void> } = {},
) {
  const { steps = 6, beforeRelease, ...modifiers } = options;
  send(stage, 'down', from, modifiers);
  for (let step = 1; step <= steps; step += 1) {
    send(
      stage,
      'move',
      { x: from.x + ((to.x - from.x) * step) / steps, y: from.y + ((to.y - from.y) * step) / steps },
      { ...modifiers, buttons: 1 },
    );
    await frame();
  }
  await beforeRelease?.();
  send(stage, 'up', to, modifiers);
  await frame();
}

/** The centre of an element's box on a stage of `width` × `height`. */
export function centreOf(element: Pick<InteractiveElement, 'style'>, width: number, height: number): Point {
  const { origin, dimensions } = element.style;
  return {
    x: ((origin.left + dimensions.width / 2) / 100) * width,
    y: ((origin.top + dimensions.height / 2) / 100) * height,
  };
}
