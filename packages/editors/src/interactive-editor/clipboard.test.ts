import { describe, expect, it } from 'vitest';
import { newHotspot, newPlayerAction, newText } from '../core/builders.ts';
import type { InteractiveElement } from '../core/document.ts';
import { TestEditor } from '../core/test-editor.ts';
import { pastedName, pasteElements, pastePlaces } from './clipboard.ts';

const timed = (start: number, end: number, startAction: 'pause' | 'play' = 'play') => ({ start, end, startAction });

describe('pastePlaces', () => {
  it('puts the earliest copied element at the playhead and keeps the others at their distance', () => {
    expect(pastePlaces([timed(10, 14), timed(12, 13)], 30, [], 60)).toEqual([
      { start: 30, end: 34 },
      { start: 32, end: 33 },
    ]);
  });

  it('moves a start that is taken by +0.2 s, counting the starts pasted before it', () => {
    expect(pastePlaces([timed(5, 6)], 20, [20, 20.2], 60)).toEqual([{ start: 20.4, end: 21.4 }]);
    expect(pastePlaces([timed(5, 6), timed(5, 7)], 8, [], 60)).toEqual([
      { start: 8, end: 9 },
      { start: 8.2, end: 10.2 },
    ]);
  });

  it('clamps starts to duration minus 0.4 s and ends to the duration', () => {
    expect(pastePlaces([timed(0, 10)], 59.9, [], 60)).toEqual([{ start: 59.6, end: 60 }]);
  });

  it('keeps the end on the start of an element that pauses at its start', () => {
    expect(pastePlaces([timed(3, 3, 'pause')], 7, [], 60)).toEqual([{ start: 7, end: 7 }]);
  });

  it('places nothing for nothing copied and reads a missing playhead as 0', () => {
    expect(pastePlaces([], 5, [], 60)).toEqual([]);
    expect(pastePlaces([timed(4, 5)], Number.NaN, [], 60)).toEqual([{ start: 0, end: 1 }]);
  });
});

describe('pasteElements', () => {
  const link = (element: InteractiveElement): InteractiveElement => ({
    ...element,
    name: 'Shop',
    startAction: 'play',
    end: element.start + 5,
    action: { ...element.action, link: 'https://shop.example.com' },
    style: { ...element.style, origin: { left: 12, top: 34 } },
  });

  it('adds copies at a free start point as one undoable edit and selects them', async () => {
    const shop = link(newHotspot({ id: 'shop', start: 10 }));
    const test = new TestEditor({ elements: [shop, newText({ id: 'intro', start: 20 })] });
    const ids = pasteElements(test.editor, [shop], 20);
    expect(ids).toEqual(['element-1']);
    const copy = test.element('element-1');
    expect(copy).toMatchObject({
      name: pastedName('Shop'),
      start: 20.2,
      end: 25.2,
      startAction: 'play',
      action: { type: 'openLink', link: 'https://shop.example.com' },
      area: { type: 'hotspot' },
      style: { origin: { left: 12, top: 34 } },
    });
    expect(test.editor.getState().selection).toEqual(['element-1']);
    expect(test.names).toEqual(['Shop', 'New text', 'Shop - copy']);
    // One create is stored, with the copied fields.
    await test.advance(1000);
    expect(test.requests.map((request) => request.save.kind)).toEqual(['create']);
    expect(test.requests[0].save).toMatchObject({ record: { name: 'Shop - copy', start: 20.2 } });
    expect(test.editor.undo()).toBe(true);
    expect(test.editor.getElement('element-1')).toBeUndefined();
    expect(test.editor.canUndo()).toBe(false);
  });

  it('pastes an element that was deleted since it was copied, and keeps a text and a player action', () => {
    const text = { ...newText({ id: 'intro', start: 2 }), end: 4, startAction: 'play' as const };
    const pause = newPlayerAction({ id: 'pause', start: 3 });
    const test = new TestEditor({ elements: [text, pause] });
    const copied = [test.element('intro'), test.element('pause')];
    test.editor.remove('intro');
    test.editor.remove('pause');
    pasteElements(test.editor, copied, 10);
    expect(
      test.elements.map(({ name, start, end, area, action }) => [name, start, end, area.type, action.type]),
    ).toEqual([
      ['New text - copy', 10, 12, 'text', 'openLink'],
      ['New Player Action - copy', 11, 11, 'playeraction', 'pause'],
    ]);
    expect(test.elements[0].area.text).toBe('A content text comes here');
  });
});
