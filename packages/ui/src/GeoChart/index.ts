export {
  ALPHA2_BY_TOPOLOGY_NAME,
  ALPHA2_TO_NUMERIC,
  NUMERIC_TO_ALPHA2,
  toAlpha2,
  toNumeric,
} from './countryCodes.ts';
export { GeoChart, type GeoChartProps } from './GeoChart.tsx';
export { countryName, type GeoChartDatum, useGeoChart } from './useGeoChart.ts';
