import { bisector, line, max, scaleLinear } from 'd3';
import { useMemo } from 'react';

/** One measurement: `x` along the video (percent or seconds), `y` the viewers there. */
export interface LineChartPoint {
  x: number;
  y: number;
}

const DEFAULT_MARGIN = { top: 16, right: 20, bottom: 44, left: 56 };

/**
 * Scales, path and tick positions of a line chart (d3 computes, React draws). Points are sorted by
 * `x`; `nearestIndex(px)` finds the point closest to a horizontal pixel position.
 */
export function useLineChart(data: ReadonlyArray<LineChartPoint>, width: number, height: number) {
  return useMemo(() => {
    const margin = DEFAULT_MARGIN;
    const sorted = [...data].sort((a, b) => a.x - b.x);
    const xMin = sorted[0]?.x ?? 0;
    const xMax = sorted[sorted.length - 1]?.x ?? 1;
    const x = scaleLinear()
      .domain([xMin, xMax === xMin ? xMin + 1 : xMax])
      .range([margin.left, width - margin.right]);
    const y = scaleLinear()
      .domain([0, Math.max(1, max(sorted, (point) => point.y) ?? 0)])
      .nice()
      .range([height - margin.bottom, margin.top]);
    const path = line<LineChartPoint>()
      .x((point) => x(point.x))
      .y((point) => y(point.y))(sorted);
    const points = sorted.map((point) => ({ ...point, cx: x(point.x), cy: y(point.y) }));
    const bisect = bisector<LineChartPoint, number>((point) => point.x).center;
    const nearestIndex = (px: number) => (sorted.length === 0 ? -1 : bisect(sorted, x.invert(px)));
    return {
      margin,
      points,
      path: path ?? '',
      xTicks: x.ticks(Math.max(2, Math.floor(width / 80))).map((value) => ({ value, position: x(value) })),
      yTicks: y.ticks(5).map((value) => ({ value, position: y(value) })),
      nearestIndex,
      plot: { left: margin.left, top: margin.top, right: width - margin.right, bottom: height - margin.bottom },
    };
  }, [data, width, height]);
}
