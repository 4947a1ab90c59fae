import { describe, expect, it } from 'vitest';
import { createHistory, HISTORY_LIMIT } from './history.ts';

const step = (from: number, to: number) => ({ label: `${from}->${to}`, previous: from, next: to });

describe('history', () => {
  it('doing pushes onto undo; undo moves the top to redo; redo moves it back', () => {
    const history = createHistory<number>();
    expect(history.canUndo()).toBe(false);
    history.push(step(0, 1));
    history.push(step(1, 2));
    expect(history.undo()).toEqual(step(1, 2));
    expect(history.canRedo()).toBe(true);
    expect(history.redo()).toEqual(step(1, 2));
    expect(history.canRedo()).toBe(false);
    expect(history.getUndoStack()).toHaveLength(2);
  });
  it('a new edit clears redo', () => {
    const history = createHistory<number>();
    history.push(step(0, 1));
    history.undo();
    expect(history.canRedo()).toBe(true);
    history.push(step(0, 5));
    expect(history.canRedo()).toBe(false);
    expect(history.redo()).toBeUndefined();
  });
  it('holds 100 items: 101 pushes keep the newest 100', () => {
    const history = createHistory<number>();
    for (let index = 0; index < 101; index += 1) history.push(step(index, index + 1));
    const stack = history.getUndoStack();
    expect(HISTORY_LIMIT).toBe(100);
    expect(stack).toHaveLength(100);
    expect(stack[0].previous).toBe(1);
    expect(stack.at(-1)?.next).toBe(101);
  });
  it('undo and redo on empty stacks do nothing', () => {
    const history = createHistory<number>();
    expect(history.undo()).toBeUndefined();
    expect(history.redo()).toBeUndefined();
  });
  it('an edit that changes nothing is not recorded', () => {
    const history = createHistory<object>();
    const same = {};
    history.push({ label: 'none', previous: same, next: same });
    expect(history.canUndo()).toBe(false);
  });
  it('groups a continuous change into one item', () => {
    const history = createHistory<number>();
    history.begin('drag');
    for (let index = 0; index < 50; index += 1) history.push(step(index, index + 1));
    expect(history.getUndoStack()).toHaveLength(0);
    expect(history.canUndo()).toBe(true);
    history.commit();
    expect(history.getUndoStack()).toEqual([{ label: 'drag', previous: 0, next: 50 }]);
  });
  it('groups nest and only the outermost commit records', () => {
    const history = createHistory<number>();
    history.begin('outer');
    history.begin('inner');
    history.push(step(0, 1));
    history.commit();
    expect(history.isGrouping()).toBe(true);
    history.push(step(1, 2));
    history.commit();
    expect(history.getUndoStack()).toEqual([{ label: 'outer', previous: 0, next: 2 }]);
  });
  it('an empty group records nothing; a cancelled group returns what to restore', () => {
    const history = createHistory<number>();
    history.begin();
    history.commit();
    expect(history.canUndo()).toBe(false);
    history.begin('drag');
    history.push(step(3, 4));
    history.push(step(4, 5));
    expect(history.cancel()).toEqual({ label: 'drag', previous: 3, next: 5 });
    expect(history.canUndo()).toBe(false);
  });
  it('merges edits of the same key within the window, not across undo', () => {
    const history = createHistory<string>({ mergeWindowMs: 500 });
    history.push({ label: 'name', previous: '', next: 'a' }, { mergeKey: 'name', at: 0 });
    history.push({ label: 'name', previous: 'a', next: 'ab' }, { mergeKey: 'name', at: 300 });
    history.push({ label: 'name', previous: 'ab', next: 'abc' }, { mergeKey: 'name', at: 700 });
    expect(history.getUndoStack()).toEqual([{ label: 'name', previous: '', next: 'abc' }]);
    history.push({ label: 'name', previous: 'abc', next: 'abcd' }, { mergeKey: 'name', at: 1300 });
    history.push({ label: 'other', previous: 'abcd', next: 'x' }, { mergeKey: 'other', at: 1350 });
    expect(history.getUndoStack()).toHaveLength(3);
    history.undo();
    history.push({ label: 'name', previous: 'abcd', next: 'abcde' }, { mergeKey: 'name', at: 1400 });
    expect(history.getUndoStack()).toHaveLength(3);
  });
  it('clear forgets everything', () => {
    const history = createHistory<number>();
    history.push(step(0, 1));
    history.push(step(1, 2));
    history.undo();
    history.clear();
    expect(history.canUndo()).toBe(false);
    expect(history.canRedo()).toBe(false);
  });
});
