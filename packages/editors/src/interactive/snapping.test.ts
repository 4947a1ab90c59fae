import { describe, expect, it } from 'vitest';
import { isElementShown, keepInside, toPercent } from './geometry.ts';
import { snapBox, snapLines } from './snapping.ts';

describe('snapBox', () => {
  const lines = snapLines(400, 200, [{ x: 100, y: 50, width: 50, height: 40 }]);

  it('moves an edge onto the stage edge within 6 px and shows that guide', () => {
    const result = snapBox({ x: 5, y: 130, width: 20, height: 20 }, lines);
    expect(result.x).toBe(0);
    expect(result.guides.vertical).toEqual([0]);
    expect(result.y).toBe(130);
    expect(result.guides.horizontal).toEqual([]);
  });

  it('centres on the stage centre', () => {
    const result = snapBox({ x: 183, y: 120, width: 30, height: 10 }, lines);
    expect(result.x).toBe(185);
    expect(result.guides.vertical).toContain(200);
  });

  it("snaps to another element's edges and centre", () => {
    const result = snapBox({ x: 153, y: 67, width: 20, height: 10 }, lines);
    expect(result.x).toBe(150);
    expect(result.y).toBe(65);
    expect(result.guides.vertical).toEqual([150]);
    expect(result.guides.horizontal).toContain(70);
  });

  it('leaves a box farther than 6 px where it is', () => {
    const result = snapBox({ x: 20, y: 20, width: 20, height: 20 }, lines);
    expect(result).toEqual({ x: 20, y: 20, guides: { vertical: [], horizontal: [] } });
  });
});

describe('geometry', () => {
  it('counts an element as shown from its start to its end', () => {
    expect(isElementShown({ start: 4, end: 6 }, 5)).toBe(true);
    expect(isElementShown({ start: 4, end: 4 }, 4)).toBe(true);
    expect(isElementShown({ start: 4, end: 6 }, 7)).toBe(false);
  });

  it('keeps a box inside the stage and converts pixels to percent', () => {
    expect(keepInside(-5, 190, 20, 20, 400, 200)).toEqual({ x: 0, y: 180 });
    expect(toPercent(100, 400)).toBe(25);
    expect(toPercent(1, 3)).toBe(33.333);
  });
});
