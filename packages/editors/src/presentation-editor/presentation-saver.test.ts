import { describe, expect, it } from 'vitest';
import type { NewSlideFields, PresentationDataAdapter } from '../adapter.ts';
import type { Slide } from '../core/document.ts';
import type { PresentationSave } from '../core/presentation-editor.ts';
import { createFakeClock, sequentialIds } from '../core/test-editor.ts';
import { mergePresentationSaves } from './presentation-saver.ts';
import { createPresentationSession } from './presentation-session.ts';

type Call =
  | { call: 'upload'; fields: NewSlideFields; file: string }
  | { call: 'replace'; id: string; file: string }
  | { call: 'save'; save: PresentationSave };

const video = { id: 'v1', title: 'Launch', duration: 90, sources: [] };
const image = (name: string) => new File(['<svg/>'], name, { type: 'image/svg+xml' });
const slide = (id: string, name: string, start: number): Slide => ({
  _id: id,
  name,
  start,
  end: start,
  src: `/stored/${id}.png`,
  cdn_src: `https://cdn/${id}.png`,
  active: false,
});

/** A backend that records its calls; `failing` calls reject, `held` uploads wait for `release`. */
function setup(items: Slide[] = []) {
  const calls: Call[] = [];
  const state = { failing: 0, hold: false };
  const held: Array<() => void> = [];
  const stored = (fields: NewSlideFields, file: File): Slide => ({
    ...fields,
    end: fields.start,
    src: `/stored/${file.name}`,
    cdn_src: `https://cdn/${file.name}`,
    active: false,
  });
  const gate = async () => {
    if (state.hold) await new Promise<void>((resolve) => held.push(resolve));
    if (state.failing > 0) {
      state.failing -= 1;
      throw new Error('The service is unavailable.');
    }
  };
  const adapter: PresentationDataAdapter = {
    loadPresentation: async () => null,
    async uploadSlide(_videoId, file, fields) {
      calls.push({ call: 'upload', fields, file: file.name });
      await gate();
      return stored(fields, file);
    },
    async replaceSlide(_videoId, id, file) {
      calls.push({ call: 'replace', id, file: file.name });
      await gate();
      return { ...slide(id, id, 0), src: `/stored/${file.name}`, cdn_src: `https://cdn/${file.name}` };
    },
    async savePresentation(_videoId, save) {
      calls.push({ call: 'save', save });
      await gate();
    },
  };
  const clock = createFakeClock();
  let urls = 0;
  const revoked: string[] = [];
  const session = createPresentationSession({
    videoId: 'v1',
    video,
    presentation: { settings: { position: 'PIP' }, items },
    adapter,
    clock,
    idFactory: sequentialIds('slide'),
    objectUrls: {
      create: () => {
        urls += 1;
        return `blob:${urls}`;
      },
      revoke: (url) => revoked.push(url),
    },
  });
  const release = () => {
    state.hold = false;
    for (const resolve of held.splice(0)) resolve();
  };
  const slides = () => session.editor.getDocument().presentation.items;
  return { ...session, session, calls, state, clock, release, revoked, slides };
}

describe('presentation saver', () => {
  it('uploads each added image as its slide create, once, and takes the stored image without a history item', async () => {
    const { saver, editor, calls, clock, slides, queue } = setup();
    const added = saver.addFiles([image('slide 1.svg'), image('slide 2.svg'), image('slide 3.png')], 0);
    expect(added.map((item) => [item.name, item.start])).toEqual([
      ['slide 1', 0],
      ['slide 2', 30],
      ['slide 3', 60],
    ]);
    expect(added.map((item) => saver.imageOf(item))).toEqual(['blob:1', 'blob:2', 'blob:3']);
    expect(saver.uploadsLeft()).toBe(3);
    await clock.advanceAsync(0);
    expect(calls).toEqual([
      { call: 'upload', fields: { _id: 'slide-1', name: 'slide 1', start: 0 }, file: 'slide 1.svg' },
      { call: 'upload', fields: { _id: 'slide-2', name: 'slide 2', start: 30 }, file: 'slide 2.svg' },
      { call: 'upload', fields: { _id: 'slide-3', name: 'slide 3', start: 60 }, file: 'slide 3.png' },
    ]);
    expect(slides().map((item) => item.src)).toEqual([
      '/stored/slide 1.svg',
      '/stored/slide 2.svg',
      '/stored/slide 3.png',
    ]);
    expect(saver.uploadsLeft()).toBe(0);
    expect(queue.getSnapshot().status).toBe('saved');
    // No update save follows the stored images, and the add is one history item.
    await clock.advanceAsync(5000);
    expect(calls).toHaveLength(3);
    editor.undo();
    expect(slides()).toEqual([]);
    expect(editor.canUndo()).toBe(false);
  });

  it('a slide renamed while its upload is retried is uploaded once, with its new name', async () => {
    const { saver, editor, calls, clock, state, queue } = setup();
    state.failing = 1;
    const [added] = saver.addFiles([image('draft.png')], 10);
    await clock.advanceAsync(0);
    expect(queue.getSnapshot().status).toBe('error');
    editor.update(added._id, { name: 'Welcome' });
    await clock.advanceAsync(1000);
    expect(calls.map((call) => call.call)).toEqual(['upload', 'upload']);
    expect(calls[1]).toMatchObject({ fields: { _id: 'slide-1', name: 'Welcome', start: 10 } });
    expect(queue.getSnapshot().status).toBe('saved');
    expect(editor.getSlide(added._id)?.src).toBe('/stored/draft.png');
  });

  it('a slide deleted while its upload waits for a retry is neither uploaded nor counted', async () => {
    const { saver, editor, calls, clock, state, queue } = setup();
    state.failing = 1;
    const [added] = saver.addFiles([image('a.png')], 0);
    await clock.advanceAsync(0);
    expect(saver.uploadsLeft()).toBe(1);
    editor.remove(added._id);
    expect(saver.uploadsLeft()).toBe(0);
    expect(queue.getSnapshot().status).not.toBe('error');
    await clock.advanceAsync(60_000);
    expect(calls.map((call) => call.call)).toEqual(['upload']);
    // Undone, it is uploaded after all.
    editor.undo();
    await clock.advanceAsync(0);
    expect(calls.map((call) => call.call)).toEqual(['upload', 'upload']);
    expect(editor.getSlide(added._id)?.src).toBe('/stored/a.png');
  });

  it('an update waiting behind an upload is sent with the stored image', async () => {
    const { saver, editor, calls, clock, state, release } = setup();
    state.hold = true;
    const [added] = saver.addFiles([image('a.png')], 0);
    await clock.advanceAsync(0);
    editor.update(added._id, { start: 12 });
    release();
    await clock.advanceAsync(1000);
    expect(calls.map((call) => call.call)).toEqual(['upload', 'save']);
    expect(calls[1]).toEqual({
      call: 'save',
      save: { kind: 'update', record: expect.objectContaining({ start: 12, src: '/stored/a.png' }) },
    });
  });

  it('an undone delete that was sent creates the slide again from its stored image', async () => {
    const { editor, calls, clock, slides } = setup([slide('a', 'Intro', 0)]);
    editor.remove('a');
    await clock.advanceAsync(0);
    editor.undo();
    await clock.advanceAsync(0);
    expect(calls.map((call) => (call.call === 'save' ? call.save.kind : call.call))).toEqual(['delete', 'create']);
    expect(calls[1]).toMatchObject({ save: { record: { _id: 'a', src: '/stored/a.png' } } });
    expect(slides().map((item) => item.name)).toEqual(['Intro']);
  });

  it('a delete undone before it was sent is folded away', async () => {
    const { editor, calls, clock } = setup([slide('a', 'Intro', 0)]);
    editor.update('a', { name: 'Opening' });
    editor.remove('a');
    editor.undo();
    await clock.advanceAsync(1000);
    expect(calls).toEqual([
      { call: 'save', save: { kind: 'update', record: expect.objectContaining({ _id: 'a', name: 'Opening' }) } },
    ]);
  });

  it('replacing an image waits for the slide upload, then keeps the new image through undo', async () => {
    const { saver, editor, calls, clock, state, release, slides } = setup();
    state.hold = true;
    const [added] = saver.addFiles([image('a.png')], 0);
    await clock.advanceAsync(0);
    const replaced = saver.replace(added._id, image('b.png'));
    await clock.advanceAsync(0);
    expect(calls.map((call) => call.call)).toEqual(['upload']);
    release();
    await replaced;
    expect(calls.map((call) => call.call)).toEqual(['upload', 'replace']);
    expect(slides()[0].src).toBe('/stored/b.png');
    editor.update(added._id, { name: 'Renamed' });
    editor.undo();
    expect(slides()[0]).toMatchObject({ name: 'a', src: '/stored/b.png' });
  });

  it('the order is sent after the uploads of the slides in it', async () => {
    const { saver, editor, calls, clock, state, release } = setup([slide('z', 'slide 10', 0)]);
    state.hold = true;
    saver.addFiles([image('slide 2.png')], 30);
    await clock.advanceAsync(0);
    editor.reorder();
    await clock.advanceAsync(0);
    expect(calls.map((call) => call.call)).toEqual(['upload']);
    release();
    await clock.advanceAsync(0);
    expect(calls[1]).toEqual({
      call: 'save',
      save: {
        kind: 'reorder',
        order: [
          { _id: 'slide-1', start: 0 },
          { _id: 'z', start: 30 },
        ],
      },
    });
  });

  it('closing sends what waits and lets go of the chosen files', async () => {
    const { session, saver, editor, calls, clock, revoked } = setup([slide('a', 'Intro', 0)]);
    saver.addFiles([image('x.png')], 50);
    editor.update('a', { name: 'Opening' });
    session.close();
    expect(revoked).toEqual(['blob:1']);
    await clock.advanceAsync(0);
    expect(calls.map((call) => (call.call === 'save' ? call.save.kind : call.call)).sort()).toEqual([
      'update',
      'upload',
    ]);
  });
});

describe('mergePresentationSaves', () => {
  it('folds slide changes and replaces the order and the settings', () => {
    const record = slide('a', 'A', 0);
    expect(
      mergePresentationSaves({ kind: 'create', record }, { kind: 'update', record: { ...record, name: 'B' } }),
    ).toEqual({ kind: 'create', record: { ...record, name: 'B' } });
    expect(mergePresentationSaves({ kind: 'create', record }, { kind: 'delete', id: 'a' })).toBeUndefined();
    expect(
      mergePresentationSaves({ kind: 'settings', position: 'PIP' }, { kind: 'settings', position: 'Single' }),
    ).toEqual({ kind: 'settings', position: 'Single' });
  });
});
