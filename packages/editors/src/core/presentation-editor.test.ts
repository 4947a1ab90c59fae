import { describe, expect, it } from 'vitest';
import type { SeekIntent } from './editor.ts';
import { createPresentationEditor, type PresentationSaveIntent } from './presentation-editor.ts';
import { createFakeClock, sequentialIds } from './test-editor.ts';

function setup(items: unknown[] = []) {
  const editor = createPresentationEditor({
    document: { videoId: 'v', duration: 100, presentation: { settings: { position: 'PIP' }, items } },
    clock: createFakeClock(),
    idFactory: sequentialIds('slide'),
    locale: 'en',
  });
  const saves: PresentationSaveIntent[] = [];
  const seeks: SeekIntent[] = [];
  editor.on('save', (save) => saves.push(save));
  editor.on('seekTo', (seek) => seeks.push(seek));
  const slides = () => editor.getDocument().presentation.items;
  return { editor, saves, seeks, slides };
}

describe('presentation editor', () => {
  it('spreads added images from the playhead to the end, sorted by start', () => {
    const { editor, slides, saves } = setup([{ _id: 'old', name: 'Old', start: 50, end: 60 }]);
    const added = editor.addImages([{ name: 'a.png' }, { name: 'b.png' }, { name: 'c.png' }], 10);
    expect(added.map((slide) => [slide._id, slide.start])).toEqual([
      ['slide-1', 10],
      ['slide-2', 40],
      ['slide-3', 70],
    ]);
    expect(slides().map((slide) => slide._id)).toEqual(['slide-1', 'slide-2', 'old', 'slide-3']);
    expect(saves.map((save) => [save.key, save.save.kind, save.delayMs])).toEqual([
      ['slide-1', 'create', 0],
      ['slide-2', 'create', 0],
      ['slide-3', 'create', 0],
    ]);
  });
  it('re-sorts after an update and saves it with the slide debounce', () => {
    const { editor, slides, saves } = setup([
      { _id: 'a', name: 'A', start: 0, end: 10 },
      { _id: 'b', name: 'B', start: 10, end: 20 },
    ]);
    editor.update('a', { start: 15.04, end: 30 });
    expect(slides().map((slide) => [slide._id, slide.start])).toEqual([
      ['b', 10],
      ['a', 15],
    ]);
    expect(saves).toEqual([{ key: 'a', save: { kind: 'update', record: slides()[1] }, delayMs: 1000 }]);
  });
  it('activating a slide makes it the only active one and asks to seek and pause', () => {
    const { editor, slides, seeks, saves } = setup([
      { _id: 'a', name: 'A', start: 0, end: 10, active: true },
      { _id: 'b', name: 'B', start: 12, end: 20 },
    ]);
    expect(editor.getState().activeSlideId).toBe('a');
    editor.activate('b');
    expect(slides().map((slide) => slide.active)).toEqual([false, true]);
    expect(seeks).toEqual([{ time: 12, pause: true }]);
    expect(saves).toEqual([]);
    expect(editor.canUndo()).toBe(false);
  });
  it('duplicates with " - copy"; remove, undo and redo are inverses', () => {
    const { editor, slides, saves } = setup([{ _id: 'a', name: 'Intro', start: 5, end: 10 }]);
    const copy = editor.duplicate('a');
    expect(copy).toMatchObject({ _id: 'slide-1', name: 'Intro - copy', start: 5 });
    expect(saves.at(-1)?.save).toEqual({ kind: 'duplicate', sourceId: 'a', record: copy });
    editor.remove('a');
    expect(slides().map((slide) => slide._id)).toEqual(['slide-1']);
    expect(saves.at(-1)?.save).toEqual({ kind: 'delete', id: 'a' });
    editor.undo();
    expect(slides().map((slide) => slide._id)).toEqual(['a', 'slide-1']);
    expect(saves.at(-1)?.save.kind).toBe('create');
    editor.undo();
    expect(slides().map((slide) => slide._id)).toEqual(['a']);
    editor.redo();
    expect(slides().map((slide) => slide._id)).toEqual(['a', 'slide-1']);
  });
  it('the view position is an undoable setting', () => {
    const { editor, saves } = setup();
    editor.setPosition('SBS');
    expect(editor.getDocument().presentation.settings.position).toBe('SBS');
    expect(saves).toEqual([{ key: 'settings', save: { kind: 'settings', position: 'SBS' }, delayMs: 0 }]);
    editor.undo();
    expect(editor.getDocument().presentation.settings.position).toBe('PIP');
  });
  it('reorders by natural name order, sends _id and start, and cannot be undone', () => {
    const { editor, slides, saves } = setup([
      { _id: 's10', name: 'slide 10', start: 0, end: 10 },
      { _id: 's2', name: 'Slide 2', start: 10, end: 20 },
      { _id: 'x', name: 'slide_1', start: 20, end: 30 },
    ]);
    editor.update('x', { name: 'slide.1' });
    expect(editor.canUndo()).toBe(true);
    const order = editor.reorder();
    expect(order).toEqual([
      { _id: 'x', start: 0 },
      { _id: 's2', start: 10 },
      { _id: 's10', start: 20 },
    ]);
    expect(slides().map((slide) => slide.name)).toEqual(['slide.1', 'Slide 2', 'slide 10']);
    expect(saves.find((save) => save.key === 'reorder')?.save).toEqual({ kind: 'reorder', order });
    expect(saves.filter((save) => save.save.kind === 'update').map((save) => save.key)).toEqual(['x', 'x', 's10']);
    expect(editor.canUndo()).toBe(false);
    expect(editor.undo()).toBe(false);
  });
  it('a stored image is set without a history item or a save, and undo and redo keep it', () => {
    const { editor, slides, saves } = setup();
    const [added] = editor.addImages([{ name: 'a' }], 0);
    editor.update(added._id, { name: 'Intro' });
    const before = saves.length;
    const undoable = editor.canUndo();
    editor.setImage(added._id, { src: '/stored/a.png', cdn_src: 'https://cdn/a.png' });
    expect(slides()[0]).toMatchObject({ name: 'Intro', src: '/stored/a.png', cdn_src: 'https://cdn/a.png' });
    expect(saves).toHaveLength(before);
    expect(editor.canUndo()).toBe(undoable);
    // Undoing the rename brings back the image-less record of the history: the stored image stays.
    editor.undo();
    expect(slides()[0]).toMatchObject({ name: 'a', src: '/stored/a.png' });
    expect(saves.at(-1)?.save).toMatchObject({ kind: 'update', record: { name: 'a', src: '/stored/a.png' } });
    // Undoing the add deletes the slide; redoing creates it again with its stored image.
    editor.undo();
    expect(slides()).toEqual([]);
    editor.redo();
    expect(saves.at(-1)?.save).toMatchObject({ kind: 'create', record: { _id: added._id, src: '/stored/a.png' } });
  });
  it('an image stored for a slide that is gone is kept for when it comes back', () => {
    const { editor, slides } = setup();
    const [added] = editor.addImages([{ name: 'a' }], 0);
    editor.undo();
    editor.setImage(added._id, { src: '/s', cdn_src: '/c' });
    expect(slides()).toEqual([]);
    editor.redo();
    expect(slides()[0]).toMatchObject({ _id: added._id, src: '/s', cdn_src: '/c' });
  });
});
