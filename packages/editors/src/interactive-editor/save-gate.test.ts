import { describe, expect, it, vi } from 'vitest';
import { newHotspot } from '../core/builders.ts';
import type { InteractiveElement } from '../core/document.ts';
import { createInteractiveEditor } from '../core/editor.ts';
import { createSaveQueue, mergeRecordSaves, type RecordSave } from '../core/save-queue.ts';
import { createFakeClock, sequentialIds } from '../core/test-editor.ts';
import { createSaveGate, isStorable, saveIndicatorOf } from './save-gate.ts';

const hotspot = (link: string): InteractiveElement => {
  const element = newHotspot({ id: 'shop', start: 1 });
  return { ...element, action: { ...element.action, link } };
};
const valid = (element: InteractiveElement) => element.action.link !== '';

function gate() {
  const sent: Array<{ key: string; save: RecordSave<InteractiveElement>; delayMs: number }> = [];
  const subject = createSaveGate({ isValid: valid, put: (key, save, delayMs) => sent.push({ key, save, delayMs }) });
  return { subject, sent };
}

describe('createSaveGate', () => {
  it('sends valid changes on at once, with their delay', () => {
    const { subject, sent } = gate();
    subject.offer({ key: 'shop', save: { kind: 'update', record: hotspot('https://a.example') }, delayMs: 300 });
    expect(sent).toEqual([
      { key: 'shop', save: { kind: 'update', record: hotspot('https://a.example') }, delayMs: 300 },
    ]);
    expect(subject.held()).toEqual([]);
  });

  it('holds an invalid create and sends it as a create with the latest record once valid', () => {
    const { subject, sent } = gate();
    const listener = vi.fn();
    subject.subscribe(listener);
    subject.offer({ key: 'shop', save: { kind: 'create', record: hotspot('') }, delayMs: 0 });
    expect(sent).toEqual([]);
    expect(subject.held()).toEqual(['shop']);
    expect(listener).toHaveBeenCalledTimes(1);
    subject.offer({ key: 'shop', save: { kind: 'update', record: hotspot('') }, delayMs: 500 });
    expect(sent).toEqual([]);
    expect(listener).toHaveBeenCalledTimes(1);
    subject.offer({ key: 'shop', save: { kind: 'update', record: hotspot('https://b.example') }, delayMs: 500 });
    expect(sent).toEqual([
      { key: 'shop', save: { kind: 'create', record: hotspot('https://b.example') }, delayMs: 500 },
    ]);
    expect(subject.held()).toEqual([]);
    expect(listener).toHaveBeenCalledTimes(2);
  });

  it('drops a held create when the element is deleted, and sends the delete of a held update', () => {
    const { subject, sent } = gate();
    subject.offer({ key: 'shop', save: { kind: 'create', record: hotspot('') }, delayMs: 0 });
    subject.offer({ key: 'shop', save: { kind: 'delete', id: 'shop' }, delayMs: 0 });
    expect(sent).toEqual([]);
    expect(subject.held()).toEqual([]);
    subject.offer({ key: 'other', save: { kind: 'update', record: hotspot('') }, delayMs: 300 });
    subject.offer({ key: 'other', save: { kind: 'delete', id: 'other' }, delayMs: 0 });
    expect(sent).toEqual([{ key: 'other', save: { kind: 'delete', id: 'other' }, delayMs: 0 }]);
  });

  it('behind an editor: a new hotspot is stored without a link, a bad link is held until corrected', async () => {
    const clock = createFakeClock();
    const editor = createInteractiveEditor({
      document: {
        version: 1,
        videoId: 'v',
        duration: 60,
        elements: [],
        presentation: { settings: { position: 'PIP' }, items: [] },
      },
      clock,
      idFactory: sequentialIds(),
    });
    const stored: RecordSave<InteractiveElement>[] = [];
    const queue = createSaveQueue<RecordSave<InteractiveElement>>({
      clock,
      merge: mergeRecordSaves,
      save: async (_key, save) => {
        stored.push(save);
      },
    });
    const subject = createSaveGate({
      isValid: (element) => isStorable(element, 60),
      put: (key, save, delayMs) => queue.put(key, save, delayMs),
    });
    editor.on('save', subject.offer);
    const added = editor.add('hotspot', 5);
    editor.update(added._id, { name: 'Shop' });
    await clock.advanceAsync(2000);
    expect(stored).toEqual([
      {
        kind: 'create',
        record: expect.objectContaining({ name: 'Shop', action: expect.objectContaining({ link: '' }) }),
      },
    ]);
    editor.update(added._id, { action: { link: 'not a link' } });
    await clock.advanceAsync(2000);
    expect(stored).toHaveLength(1);
    expect(subject.held()).toEqual([added._id]);
    editor.update(added._id, { action: { link: 'https://shop.example.com' } });
    await clock.advanceAsync(2000);
    expect(stored[1]).toEqual({
      kind: 'update',
      record: expect.objectContaining({ action: expect.objectContaining({ link: 'https://shop.example.com' }) }),
    });
    expect(subject.held()).toEqual([]);
  });
});

describe('saveIndicatorOf', () => {
  it('shows a retry first, then saving, then held changes, then the queue', () => {
    expect(saveIndicatorOf('error', 1)).toBe('retrying');
    expect(saveIndicatorOf('saving', 1)).toBe('saving');
    expect(saveIndicatorOf('saved', 1)).toBe('held');
    expect(saveIndicatorOf('idle', 2)).toBe('held');
    expect(saveIndicatorOf('saved', 0)).toBe('saved');
    expect(saveIndicatorOf('idle', 0)).toBe('idle');
  });
});

describe('isStorable', () => {
  it('needs a name and no validation message besides a link not given yet', () => {
    expect(isStorable(hotspot('https://a.example'), 60)).toBe(true);
    expect(isStorable(hotspot(''), 60)).toBe(true);
    expect(isStorable(hotspot('not a link'), 60)).toBe(false);
    expect(isStorable({ ...hotspot('https://a.example'), name: ' ' }, 60)).toBe(false);
    expect(isStorable({ ...hotspot('https://a.example'), start: 61, end: 61 }, 60)).toBe(false);
  });
});
