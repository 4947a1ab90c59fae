import type { ElementKind } from '../core/builders.ts';
import type { InteractiveElement } from '../core/document.ts';
import type { InteractiveEditor } from '../core/editor.ts';
import { freeStartPoint, isEndLocked, roundTime } from '../core/element-rules.ts';
import type { ElementPatch } from '../core/patch.ts';

/** The name of a pasted element: the copied element's with ' - copy' appended, as a duplicate's. */
export const pastedName = (name: string): string => `${name} - copy`;

/** Where one pasted element goes, in seconds. */
export interface PastePlace {
  start: number;
  end: number;
}

/**
 * Where pasted elements go: the earliest of them starts at the playhead and the others keep their
 * distance to it; each start is then moved to a free start point (+0.2 s past a taken start,
 * clamped to duration − 0.4 s), the starts of the elements pasted before it counting as taken. An
 * element keeps its length within the video; one that pauses at its start ends where it starts.
 */
export function pastePlaces(
  copied: readonly Pick<InteractiveElement, 'start' | 'end' | 'startAction'>[],
  playhead: number,
  takenStarts: Iterable<number>,
  duration: number,
): PastePlace[] {
  if (copied.length === 0) return [];
  const taken = [...takenStarts];
  const first = Math.min(...copied.map((element) => element.start));
  const offset = (Number.isFinite(playhead) ? playhead : 0) - first;
  const limit = Math.max(0, duration);
  return copied.map((element) => {
    const start = freeStartPoint(element.start + offset, taken, duration);
    taken.push(start);
    const length = Math.max(0, element.end - element.start);
    const end = isEndLocked(element) ? start : roundTime(Math.min(limit, start + length));
    return { start, end };
  });
}

/** The Add menu's kind that builds an element of this area (inputs start as hotspots). */
function kindOf(element: InteractiveElement): ElementKind {
  const type = element.area.type;
  return type === 'image' || type === 'text' || type === 'playeraction' ? type : 'hotspot';
}

/** The change that turns a new element into a copy of `element` at `place`. */
function pastePatch(element: InteractiveElement, place: PastePlace): ElementPatch {
  return {
    name: pastedName(element.name),
    startAction: element.startAction,
    start: place.start,
    end: place.end,
    area: { ...element.area },
    action: { ...element.action },
    style: structuredClone(element.style),
  };
}

/**
 * Pastes copies of `copied` at the playhead as one history item (see {@link pastePlaces}) and
 * selects them; answers the new ids.
 */
export function pasteElements(
  editor: InteractiveEditor,
  copied: readonly InteractiveElement[],
  playhead: number,
): string[] {
  if (copied.length === 0) return [];
  return editor.run((edit) => {
    const { duration, elements } = edit.getDocument();
    const places = pastePlaces(
      copied,
      playhead,
      elements.map((element) => element.start),
      duration,
    );
    const ids = copied.map((element, index) => {
      const added = edit.add(kindOf(element), places[index].start);
      edit.update(added._id, pastePatch(element, places[index]));
      return added._id;
    });
    edit.select(ids);
    return ids;
  }, 'paste');
}
