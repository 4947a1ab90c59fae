import { geoEqualEarth, geoPath, max, scaleSequentialSqrt } from 'd3';
import type { Feature, FeatureCollection, Geometry } from 'geojson';
import { useMemo } from 'react';
import { feature } from 'topojson-client';
import type { GeometryCollection, Topology } from 'topojson-specification';
import world from 'world-atlas/countries-110m.json';
import { token } from '../theme/index.ts';
import { ALPHA2_BY_TOPOLOGY_NAME, toAlpha2 } from './countryCodes.ts';

/** The count of one country, keyed by ISO 3166-1 alpha-2 code. */
export interface GeoChartDatum {
  code: string;
  count: number;
}

type CountryFeature = Feature<Geometry, { name: string }>;

let countries: CountryFeature[] | undefined;

/** The countries of world-atlas (110m) as GeoJSON features, read once. */
function worldCountries(): CountryFeature[] {
  if (!countries) {
    const topology = world as unknown as Topology<{ countries: GeometryCollection<{ name: string }> }>;
    const collection = feature(topology, topology.objects.countries) as FeatureCollection<Geometry, { name: string }>;
    countries = collection.features;
  }
  return countries;
}

const regionNames = new Intl.DisplayNames(['en'], { type: 'region' });

/** An English country name for an alpha-2 code (falls back to the code). */
export function countryName(code: string, fallback?: string): string {
  try {
    return regionNames.of(code.toUpperCase()) ?? fallback ?? code;
  } catch {
    return fallback ?? code;
  }
}

/** Shade of a share (0..1) of the largest count, mixed from theme tokens. */
export const shade = (t: number) =>
  `color-mix(in srgb, ${token('color-primary')} ${Math.round(15 + t * 85)}%, ${token('color-surface-sunken')})`;

/**
 * Projection (Equal Earth fitted to the size), country paths, a sequential colour scale on the
 * counts, and the rows for the data table, sorted by count.
 */
export function useGeoChart(data: ReadonlyArray<GeoChartDatum>, width: number, height: number) {
  return useMemo(() => {
    const counts = new Map<string, number>();
    for (const datum of data)
      counts.set(datum.code.toUpperCase(), (counts.get(datum.code.toUpperCase()) ?? 0) + datum.count);
    const maxCount = max(counts.values()) ?? 0;
    const color = scaleSequentialSqrt(shade).domain([0, Math.max(1, maxCount)]);
    const projection = geoEqualEarth().fitSize([width, height], { type: 'Sphere' });
    const path = geoPath(projection);
    const shapes = worldCountries().map((country, index) => {
      const code =
        (country.id !== undefined ? toAlpha2(country.id) : undefined) ??
        ALPHA2_BY_TOPOLOGY_NAME[country.properties.name];
      const count = code ? (counts.get(code) ?? 0) : 0;
      const [cx, cy] = path.centroid(country);
      return {
        key: `${country.id ?? country.properties.name}-${index}`,
        code,
        name: code ? countryName(code, country.properties.name) : country.properties.name,
        count,
        d: path(country) ?? '',
        fill: count > 0 ? color(count) : token('color-surface-sunken'),
        centroid: { x: cx, y: cy },
      };
    });
    const rows = [...counts.entries()]
      .map(([code, count]) => ({ code, count, name: countryName(code) }))
      .sort((a, b) => b.count - a.count || a.name.localeCompare(b.name));
    return { shapes, rows, maxCount, sphere: path({ type: 'Sphere' }) ?? '' };
  }, [data, width, height]);
}
