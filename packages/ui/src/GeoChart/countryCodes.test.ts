import { describe, expect, it } from 'vitest';
import world from 'world-atlas/countries-110m.json';
import { ALPHA2_BY_TOPOLOGY_NAME, ALPHA2_TO_NUMERIC, NUMERIC_TO_ALPHA2, toAlpha2, toNumeric } from './countryCodes.ts';

interface Geometry {
  id?: string;
  properties: { name: string };
}
const geometries = (world as unknown as { objects: { countries: { geometries: Geometry[] } } }).objects.countries
  .geometries;

describe('ISO 3166-1 alpha-2 <-> numeric', () => {
  it('holds all 249 codes, each once in both directions', () => {
    expect(ALPHA2_TO_NUMERIC.size).toBe(249);
    expect(NUMERIC_TO_ALPHA2.size).toBe(249);
    for (const [alpha2, numeric] of ALPHA2_TO_NUMERIC) {
      expect(alpha2).toMatch(/^[A-Z]{2}$/);
      expect(numeric).toMatch(/^\d{3}$/);
      expect(toAlpha2(numeric)).toBe(alpha2);
    }
  });

  it('maps every country of the world-atlas topology', () => {
    const missing = geometries.filter((g) => g.id !== undefined && toAlpha2(g.id) === undefined);
    expect(missing.map((g) => `${g.id} ${g.properties.name}`)).toEqual([]);
    const unnamed = geometries.filter((g) => g.id === undefined).map((g) => g.properties.name);
    expect(unnamed.sort()).toEqual(['Kosovo', 'N. Cyprus', 'Somaliland']);
    expect(ALPHA2_BY_TOPOLOGY_NAME.Kosovo).toBe('XK');
  });

  it.each([
    ['NL', '528', 'Netherlands'],
    ['US', '840', 'United States of America'],
    ['DE', '276', 'Germany'],
    ['BR', '076', 'Brazil'],
    ['AF', '004', 'Afghanistan'],
    ['CD', '180', 'Dem. Rep. Congo'],
    ['SS', '728', 'S. Sudan'],
    ['TW', '158', 'Taiwan'],
  ])('%s <-> %s (%s in the topology)', (alpha2, numeric, name) => {
    expect(toNumeric(alpha2)).toBe(numeric);
    expect(toNumeric(alpha2.toLowerCase())).toBe(numeric);
    expect(toAlpha2(numeric)).toBe(alpha2);
    expect(geometries.find((g) => g.id === numeric)?.properties.name).toBe(name);
  });

  it('accepts unpadded numeric codes and rejects unknown ones', () => {
    expect(toAlpha2(4)).toBe('AF');
    expect(toAlpha2('36')).toBe('AU');
    expect(toAlpha2('999')).toBeUndefined();
    expect(toNumeric('ZZ')).toBeUndefined();
  });
});
