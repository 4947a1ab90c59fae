import { describe, expect, it } from 'vitest';
import { groupMarkers, MARKER_PLOT_WIDTH, markerX } from './markers.ts';

describe('scrub-bar markers', () => {
  it('places time by width / duration', () => {
    expect(markerX(30, 640, 60)).toBe(320);
    expect(markerX(90, 640, 60)).toBe(640);
    expect(markerX(-1, 640, 60)).toBe(0);
  });
  it('merges markers closer than 32 px into a group with a count', () => {
    const groups = groupMarkers(
      [
        { id: 'c', time: 30 },
        { id: 'a', time: 0 },
        { id: 'b', time: 1 },
      ],
      { width: 600, duration: 60 },
    );
    expect(MARKER_PLOT_WIDTH).toBe(32);
    expect(groups).toEqual([
      { x: 0, time: 0, lastTime: 1, count: 2, ids: ['a', 'b'] },
      { x: 300, time: 30, lastTime: 30, count: 1, ids: ['c'] },
    ]);
  });
  it('markers exactly 32 px apart stay apart; 31.9 px merge', () => {
    const layout = { width: 320, duration: 10 };
    expect(
      groupMarkers(
        [
          { id: 'a', time: 0 },
          { id: 'b', time: 1 },
        ],
        layout,
      ),
    ).toHaveLength(2);
    expect(
      groupMarkers(
        [
          { id: 'a', time: 0 },
          { id: 'b', time: 0.99 },
        ],
        layout,
      ),
    ).toHaveLength(1);
  });
  it('a group spans at most one plot width from its first marker', () => {
    const markers = [0, 20, 40, 60].map((x, index) => ({ id: String(index), time: x / 10 }));
    const groups = groupMarkers(markers, { width: 1000, duration: 100 });
    expect(groups.map((group) => group.ids)).toEqual([
      ['0', '1'],
      ['2', '3'],
    ]);
  });
  it('with zero duration or width all markers form one group at 0', () => {
    const markers = [
      { id: 'a', time: 0 },
      { id: 'b', time: 5 },
    ];
    expect(groupMarkers(markers, { width: 600, duration: 0 })).toEqual([
      { x: 0, time: 0, lastTime: 5, count: 2, ids: ['a', 'b'] },
    ]);
    expect(groupMarkers(markers, { width: 0, duration: 60 })).toHaveLength(1);
    expect(groupMarkers([], { width: 600, duration: 60 })).toEqual([]);
  });
  it('groups 1000 markers quickly and counts them all', () => {
    const markers = Array.from({ length: 1000 }, (_, index) => ({ id: `m${index}`, time: (index * 7919) % 3600 }));
    const started = performance.now();
    const groups = groupMarkers(markers, { width: 1280, duration: 3600 });
    expect(performance.now() - started).toBeLessThan(50);
    expect(groups.reduce((sum, group) => sum + group.count, 0)).toBe(1000);
    for (let index = 1; index < groups.length; index += 1) {
      expect(groups[index].x - groups[index - 1].x).toBeGreaterThanOrEqual(32);
    }
  });
});
