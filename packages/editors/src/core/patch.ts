import type {
  Background,
  Border,
  ElementAction,
  ElementArea,
  ElementLook,
  ElementStyle,
  Font,
  InteractiveElement,
  StartAction,
} from './document.ts';
import {
  assertActionAllowed,
  changeActionType,
  changeAreaType,
  normalizeStyle,
  setEnd,
  setStart,
  setStartAction,
} from './element-rules.ts';

/** A change to one state (default or hover) of a style. */
export interface LookPatch {
  background?: Partial<Background>;
  border?: Partial<Border>;
  font?: Partial<Font>;
}

/** A change to a style: any of position, size and the two states. */
export interface StylePatch {
  origin?: Partial<ElementStyle['origin']>;
  dimensions?: Partial<ElementStyle['dimensions']>;
  default?: LookPatch;
  hover?: LookPatch;
}

/** A change to an element, as the per-element editor, the canvas or the text editor makes it. */
export interface ElementPatch {
  name?: string;
  start?: number;
  end?: number;
  startAction?: StartAction;
  action?: Partial<ElementAction>;
  area?: Partial<ElementArea>;
  style?: StylePatch;
}

const mergeLook = (look: ElementLook, patch?: LookPatch): ElementLook =>
  patch
    ? {
        background: { ...look.background, ...patch.background },
        border: { ...look.border, ...patch.border },
        font: { ...look.font, ...patch.font },
      }
    : look;

function mergeStyle(style: ElementStyle, patch?: StylePatch): ElementStyle {
  if (!patch) return style;
  return {
    origin: { ...style.origin, ...patch.origin },
    dimensions: { ...style.dimensions, ...patch.dimensions },
    default: mergeLook(style.default, patch.default),
    hover: mergeLook(style.hover, patch.hover),
  };
}

/**
 * Applies a change through the rules, in this order: a new area type (its default style), a new
 * action type (the matching action, guarded for player actions), the plain fields, the start action
 * (pause locks the end to the start), start and end (each pulls the other, bounded by `duration`),
 * then font size (minimum 8) and border width (0 to 20). Throws a RangeError for an action the
 * area may not use.
 */
export function applyElementPatch(
  element: InteractiveElement,
  patch: ElementPatch,
  duration = Number.POSITIVE_INFINITY,
): InteractiveElement {
  let next = element;
  const { type: areaType, ...areaFields } = patch.area ?? {};
  const { type: actionType, ...actionFields } = patch.action ?? {};
  if (areaType !== undefined && areaType !== next.area.type) next = changeAreaType(next, areaType);
  if (actionType !== undefined && actionType !== next.action.type) next = changeActionType(next, actionType);
  assertActionAllowed(next.area.type, next.action.type);
  next = {
    ...next,
    name: patch.name ?? next.name,
    area: patch.area ? { ...next.area, ...areaFields } : next.area,
    action: patch.action ? { ...next.action, ...actionFields } : next.action,
    style: patch.style ? normalizeStyle(mergeStyle(next.style, patch.style)) : next.style,
  };
  if (patch.startAction !== undefined) next = setStartAction(next, patch.startAction);
  if (patch.start !== undefined) next = setStart(next, patch.start, duration);
  if (patch.end !== undefined) next = setEnd(next, patch.end, duration);
  return next;
}

/** The names of the fields a change touches, e.g. `name`, `style.origin`: the same names mean the same kind of edit. */
export function patchFields(patch: ElementPatch): string[] {
  const fields: string[] = [];
  for (const [key, value] of Object.entries(patch)) {
    if (value === undefined) continue;
    if (key === 'style' && value && typeof value === 'object') {
      for (const part of Object.keys(value)) fields.push(`style.${part}`);
    } else fields.push(key);
  }
  return fields.sort();
}
