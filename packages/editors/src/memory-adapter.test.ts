import { describe, expect, it } from 'vitest';
import { newHotspot } from './core/builders.ts';
import { createMemoryAdapter } from './memory-adapter.ts';

const video = { id: 'v1', title: 'Demo', duration: 60, sources: [] };

describe('createMemoryAdapter', () => {
  it('answers null for an unknown video and stores element changes', async () => {
    const adapter = createMemoryAdapter({ videos: [{ video }] });
    expect(await adapter.loadInteractive('nope')).toBeNull();
    const element = newHotspot({ id: 'e1', start: 4 });
    await adapter.saveElement('v1', { kind: 'create', record: element });
    await adapter.saveElement('v1', { kind: 'update', record: { ...element, name: 'Shop' } });
    expect((await adapter.loadInteractive('v1'))?.elements.map((item) => item.name)).toEqual(['Shop']);
    await adapter.saveElement('v1', { kind: 'delete', id: 'e1' });
    expect(adapter.elementsOf('v1')).toEqual([]);
    expect(adapter.writes).toEqual(['element create', 'element update', 'element delete']);
  });

  it('keeps slides sorted, applies the order and the settings, and can fail a write', async () => {
    let fail = true;
    const adapter = createMemoryAdapter({ videos: [{ video }], failWrite: () => fail });
    const file = new File(['x'], 'one.png', { type: 'image/png' });
    await expect(adapter.uploadSlide('v1', file, { _id: 's1', name: 'one', start: 10 })).rejects.toThrow();
    fail = false;
    await adapter.uploadSlide('v1', file, { _id: 's1', name: 'one', start: 10 });
    await adapter.uploadSlide('v1', file, { _id: 's2', name: 'two', start: 20 });
    await adapter.savePresentation('v1', {
      kind: 'reorder',
      order: [
        { _id: 's2', start: 0 },
        { _id: 's1', start: 30 },
      ],
    });
    await adapter.savePresentation('v1', { kind: 'settings', position: 'SBS' });
    const presentation = adapter.presentationOf('v1');
    expect(presentation.items.map((slide) => slide._id)).toEqual(['s2', 's1']);
    expect(presentation.settings.position).toBe('SBS');
  });
});
