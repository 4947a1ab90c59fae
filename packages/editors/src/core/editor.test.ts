import { describe, expect, it } from 'vitest';
import { createInteractiveEditor } from './editor.ts';
import { TestEditor } from './test-editor.ts';

describe('interactive editor', () => {
  it('adds at the playhead, at a free start point, and selects the new element', () => {
    const test = new TestEditor({ duration: 60 });
    const first = test.add('hotspot', 10);
    const second = test.add('text', 10);
    expect(first).toMatchObject({ _id: 'element-1', name: 'New Hot Spot', start: 10, end: 10 });
    expect(second).toMatchObject({ _id: 'element-2', name: 'New text', start: 10.2, active: true });
    expect(test.editor.getState().selection).toEqual(['element-2']);
    expect(test.element('element-1').active).toBe(false);
    expect(test.add('playeraction', 60).start).toBe(59.6);
    expect(test.seeks.at(-1)).toEqual({ time: 59.6, pause: false });
  });
  it('keeps elements sorted by start', () => {
    const test = new TestEditor();
    test.add('hotspot', 30);
    test.add('image', 5);
    test.add('text', 20);
    expect(test.names).toEqual(['New Image', 'New text', 'New Hot Spot']);
    test.editor.update('element-2', { startAction: 'play', start: 40 });
    expect(test.elements.map((element) => element._id)).toEqual(['element-3', 'element-1', 'element-2']);
  });
  it('updates through the rules', () => {
    const test = new TestEditor({ duration: 60 });
    const { _id } = test.add('hotspot', 10);
    const element = test.editor.update(_id, { startAction: 'play', end: 5, style: { default: { font: { size: 3 } } } });
    expect(element).toMatchObject({ start: 5, end: 5 });
    expect(element.style.default.font.size).toBe(8);
    expect(test.editor.update(_id, { end: Number.NaN })).toMatchObject({ start: 5, end: 5 });
    expect(() => test.editor.update('missing', { name: 'x' })).toThrow(RangeError);
    test.editor.update(_id, { area: { type: 'playeraction' } });
    expect(() => test.editor.update(_id, { action: { type: 'openLink' } })).toThrow(RangeError);
  });
  it('selecting one element seeks to its start; several or none do not', () => {
    const test = new TestEditor();
    test.add('hotspot', 4);
    test.add('hotspot', 8);
    test.seeks.length = 0;
    test.editor.select('element-1');
    expect(test.seeks).toEqual([{ time: 4, pause: false }]);
    test.editor.select(['element-1', 'element-2']);
    test.editor.select(null);
    expect(test.seeks).toHaveLength(1);
    expect(test.elements.every((element) => !element.active)).toBe(true);
  });
  it('add and delete are inverses through undo and redo', () => {
    const test = new TestEditor();
    const { _id } = test.add('hotspot', 3);
    const before = test.editor.getDocument().elements;
    test.editor.remove(_id);
    expect(test.elements).toHaveLength(0);
    expect(test.editor.getState().selection).toEqual([]);
    test.editor.undo();
    expect(test.elements).toEqual(before.map((element) => ({ ...element, active: false })));
    test.editor.undo();
    expect(test.elements).toHaveLength(0);
    expect(test.editor.canUndo()).toBe(false);
    test.editor.redo();
    test.editor.redo();
    expect(test.elements).toHaveLength(0);
    expect(test.editor.canRedo()).toBe(false);
  });
  it('a new edit clears redo', () => {
    const test = new TestEditor();
    test.add('hotspot', 1);
    test.editor.undo();
    expect(test.editor.canRedo()).toBe(true);
    test.add('text', 2);
    expect(test.editor.canRedo()).toBe(false);
  });
  it('a drag is one history entry and few saves', async () => {
    const test = new TestEditor();
    const { _id } = test.add('hotspot', 1);
    await test.advance(1000);
    test.requests.length = 0;
    test.drag(_id, 20, 10);
    expect(test.element(_id).style.origin).toEqual({ left: 45, top: 50 });
    expect(test.editor.canUndo()).toBe(true);
    await test.advance(1000);
    expect(test.requests).toHaveLength(1);
    expect(test.requests[0].save).toMatchObject({
      kind: 'update',
      record: { style: { origin: { left: 45, top: 50 } } },
    });
    test.editor.undo();
    expect(test.element(_id).style.origin).toEqual({ left: 25, top: 40 });
    test.editor.undo();
    expect(test.elements).toHaveLength(0);
  });
  it('cancel restores the elements as they were before the drag', () => {
    const test = new TestEditor();
    const { _id } = test.add('hotspot', 1);
    test.editor.begin('drag');
    test.editor.update(_id, { style: { origin: { left: 0 } } });
    test.editor.cancel();
    expect(test.element(_id).style.origin.left).toBe(25);
    test.editor.undo();
    expect(test.elements).toHaveLength(0);
  });
  it('typing a name quickly is one history entry', () => {
    const test = new TestEditor();
    const { _id } = test.add('hotspot', 1);
    for (const name of ['B', 'Bu', 'Buy']) {
      test.clock.advance(100);
      test.editor.update(_id, { name });
    }
    test.editor.undo();
    expect(test.element(_id).name).toBe('New Hot Spot');
  });
  it('nudges several elements as one entry, inside the player', () => {
    const test = new TestEditor();
    test.add('hotspot', 1);
    test.add('hotspot', 2);
    test.editor.nudge(['element-1', 'element-2'], 10, 0);
    test.editor.nudge(['element-1', 'element-2'], 10, 0);
    expect(test.elements.map((element) => element.style.origin.left)).toEqual([45, 45]);
    test.editor.nudge(['element-1'], 100, 0);
    expect(test.element('element-1').style.origin.left).toBe(50);
    test.editor.undo();
    test.editor.undo();
    expect(test.elements.map((element) => element.style.origin.left)).toEqual([25, 25]);
  });
  it('duplicates with " - copy" and a new id, selected', () => {
    const test = new TestEditor();
    test.add('text', 5);
    const copy = test.editor.duplicate('element-1');
    expect(copy).toMatchObject({ _id: 'element-2', name: 'New text - copy', start: 5, active: true });
    expect(test.names).toEqual(['New text', 'New text - copy']);
  });
  it('saves: create at once, updates debounced, delete after undo of an add', async () => {
    const test = new TestEditor();
    const { _id } = test.add('hotspot', 1);
    await test.advance(0);
    expect(test.requests.map((request) => request.save.kind)).toEqual(['create']);
    test.editor.update(_id, { name: 'A' });
    await test.advance(299);
    expect(test.requests).toHaveLength(1);
    await test.advance(1);
    expect(test.requests.map((request) => request.save.kind)).toEqual(['create', 'update']);
    test.editor.undo();
    test.editor.undo();
    await test.advance(1000);
    expect(test.requests.at(-1)?.save).toEqual({ kind: 'delete', id: _id });
  });
  it('selection alone is neither an edit nor a save', async () => {
    const test = new TestEditor();
    test.add('hotspot', 1);
    await test.advance(1000);
    const count = test.requests.length;
    test.editor.select(null);
    test.editor.select('element-1');
    await test.advance(1000);
    expect(test.requests).toHaveLength(count);
    test.editor.undo();
    expect(test.elements).toHaveLength(0);
  });
  it('run groups several edits into one entry', () => {
    const test = new TestEditor();
    test.editor.run((editor) => {
      editor.add('hotspot', 1);
      editor.add('text', 2);
    });
    expect(test.elements).toHaveLength(2);
    test.editor.undo();
    expect(test.elements).toHaveLength(0);
  });
  it('hands out frozen snapshots that change only on change', () => {
    const test = new TestEditor();
    const calls: number[] = [];
    const unsubscribe = test.editor.subscribe(() => calls.push(1));
    const snapshot = test.editor.getSnapshot();
    expect(test.editor.getSnapshot()).toBe(snapshot);
    expect(Object.isFrozen(snapshot)).toBe(true);
    test.add('hotspot', 1);
    expect(test.editor.getSnapshot()).not.toBe(snapshot);
    expect(Object.isFrozen(test.elements[0].style.origin)).toBe(true);
    unsubscribe();
    test.add('hotspot', 2);
    expect(calls.length).toBeGreaterThan(0);
    const seen = calls.length;
    test.add('hotspot', 3);
    expect(calls).toHaveLength(seen);
  });
  it('keeps 100 history entries', () => {
    const test = new TestEditor();
    const { _id } = test.add('hotspot', 1);
    for (let index = 0; index < 101; index += 1) {
      test.clock.advance(1000);
      test.editor.update(_id, { name: `Name ${index}` });
    }
    let undone = 0;
    while (test.editor.undo()) undone += 1;
    expect(undone).toBe(100);
    expect(test.element(_id).name).toBe('Name 0');
  });
  it('reads a raw document and validates elements', () => {
    const editor = createInteractiveEditor({
      document: { videoId: 'v', duration: 10, interactive_area: [{ _id: 'x', start: 12, action: { type: 'pause' } }] },
    });
    expect(editor.validate('x')).toEqual([
      { field: 'start', message: 'Value is out of allowed range' },
      { field: 'end', message: 'Value is out of allowed range' },
    ]);
  });
});
