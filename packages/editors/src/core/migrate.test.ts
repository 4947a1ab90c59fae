import { describe, expect, it } from 'vitest';
import { newHotspot } from './builders.ts';
import { DocumentVersionError, migrateDocument } from './migrate.ts';

describe('migrateDocument', () => {
  it('reads the raw API shapes of a document without a version', () => {
    const document = migrateDocument({
      videoId: 42,
      duration: '120',
      interactive_area: [
        { _id: 'b', name: 'Later', start: '30', end: 40, startAction: 'play', area: { type: 'text', text: 'Hi' } },
        { _id: 'a', name: 'Sooner', start: 5, action: { type: 'openLink', link: 'https://x.io', autoPlay: 1 } },
      ],
      presentation: {
        settings: { position: 'SBS' },
        items: [
          { _id: 's2', name: 'Two', start: 20, end: 30, src: '/2.png', cdn_src: 'https://cdn/2.png' },
          { _id: 's1', name: 'One', start: 0, end: 20, src: '/1.png', active: true },
        ],
      },
    });
    expect(document.version).toBe(1);
    expect(document.videoId).toBe('42');
    expect(document.duration).toBe(120);
    expect(document.elements.map((element) => element._id)).toEqual(['a', 'b']);
    expect(document.elements[0]).toMatchObject({
      startAction: 'pause',
      end: 5,
      action: { autoPlay: true, target: '_blank' },
    });
    expect(document.elements[1].style.default.font.color).toBe('#ffff00cc');
    expect(document.elements[1].area).toEqual({ type: 'text', shape: 'rectangle', text: 'Hi' });
    expect(document.presentation.settings.position).toBe('SBS');
    expect(document.presentation.items.map((slide) => slide._id)).toEqual(['s1', 's2']);
    expect(document.presentation.items[0]).toMatchObject({ cdn_src: '', active: true });
  });
  it('reads a video record with its duration in milliseconds', () => {
    const document = migrateDocument({ video: { id: 7, duration: 90500 }, interactive_area: [] });
    expect(document).toMatchObject({ videoId: '7', duration: 90.5, elements: [] });
    expect(document.presentation).toEqual({ settings: { position: 'PIP' }, items: [] });
  });
  it('reads the current version unchanged', () => {
    const element = newHotspot({ id: 'h', start: 3 });
    const current = {
      version: 1 as const,
      videoId: 'v',
      duration: 10,
      elements: [element],
      presentation: { settings: { position: 'Single' as const }, items: [] },
    };
    expect(migrateDocument(current)).toEqual(current);
    expect(migrateDocument(migrateDocument(current))).toEqual(current);
  });
  it('refuses a later version with a clear error', () => {
    expect(() => migrateDocument({ version: 2, elements: [] })).toThrow(DocumentVersionError);
    expect(() => migrateDocument({ version: 2 })).toThrow(
      'This editor document has version 2; this editor reads versions up to 1. Update the editor to open it.',
    );
    expect(() => migrateDocument({ version: 'x' })).toThrow('unreadable version');
    expect(() => migrateDocument(null)).toThrow(TypeError);
  });
});
