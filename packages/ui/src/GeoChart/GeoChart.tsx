import { type KeyboardEvent, useRef, useState } from 'react';
import { useId, VisuallyHidden } from 'react-aria';
import { token } from '../theme/index.ts';
import { Figure, Legend, LegendRamp, Svg, Tooltip } from './GeoChart.styles.ts';
import { type GeoChartDatum, shade, useGeoChart } from './useGeoChart.ts';

export interface GeoChartProps {
  /** Accessible title of the map and caption of its data table. */
  title: string;
  /** Counts per country, keyed by ISO 3166-1 alpha-2 code. */
  data: ReadonlyArray<GeoChartDatum>;
  /** What is counted, e.g. "Views" (table header, tooltip and legend). */
  valueLabel?: string;
  width?: number;
  height?: number;
  formatCount?: (count: number) => string;
}

const defaultFormat = (count: number) => count.toLocaleString('en-US');

/**
 * A world map (Equal Earth projection, world-atlas 110m) with countries shaded by count, a tooltip
 * with the country and its count (hover, or keyboard: Tab into the map, arrows between countries
 * with data), a legend, and a visually hidden table of the data for screen readers.
 */
export function GeoChart({
  title,
  data,
  valueLabel = 'Views',
  width = 640,
  height = 330,
  formatCount = defaultFormat,
}: GeoChartProps) {
  const titleId = useId();
  const { shapes, rows, maxCount, sphere } = useGeoChart(data, width, height);
  const [active, setActive] = useState<{ key: string; x: number; y: number } | null>(null);
  const refs = useRef(new Map<string, SVGPathElement>());
  const withData = shapes.filter((shape) => shape.count > 0).sort((a, b) => b.count - a.count);
  const tabStop = active && withData.some((shape) => shape.key === active.key) ? active.key : withData[0]?.key;
  const activeShape = active ? shapes.find((shape) => shape.key === active.key) : undefined;
  const unit = valueLabel.toLowerCase();

  const onKeyDown = (event: KeyboardEvent<SVGPathElement>, index: number) => {
    const last = withData.length - 1;
    const next = {
      ArrowRight: index + 1,
      ArrowDown: index + 1,
      ArrowLeft: index - 1,
      ArrowUp: index - 1,
      Home: 0,
      End: last,
    }[event.key];
    if (next === undefined) return;
    event.preventDefault();
    const target = withData[Math.min(last, Math.max(0, next))];
    if (target) refs.current.get(target.key)?.focus();
  };

  return (
    <Figure style={{ width }}>
      <Svg width={width} height={height} viewBox={`0 0 ${width} ${height}`} role="group" aria-labelledby={titleId}>
        <title id={titleId}>{title}</title>
        {/* biome-ignore lint/a11y/noAriaHiddenOnFocusable: the globe outline takes no focus and carries no data */}
        <path className="sphere" d={sphere} aria-hidden="true" />
        {shapes.map((shape) => {
          const index = withData.indexOf(shape);
          const hasData = index >= 0;
          return (
            <path
              key={shape.key}
              ref={(element) => {
                if (element) refs.current.set(shape.key, element);
                else refs.current.delete(shape.key);
              }}
              className="country"
              d={shape.d}
              style={{ fill: shape.fill }}
              data-code={shape.code}
              data-active={active?.key === shape.key || undefined}
              aria-hidden={hasData ? undefined : true}
              role={hasData ? 'img' : undefined}
              aria-label={hasData ? `${shape.name}: ${formatCount(shape.count)} ${unit}` : undefined}
              tabIndex={hasData ? (shape.key === tabStop ? 0 : -1) : undefined}
              onPointerMove={(event) => {
                const box = event.currentTarget.ownerSVGElement?.getBoundingClientRect();
                if (box) setActive({ key: shape.key, x: event.clientX - box.left, y: event.clientY - box.top });
              }}
              onPointerLeave={() => setActive(null)}
              onFocus={() => setActive({ key: shape.key, x: shape.centroid.x, y: shape.centroid.y })}
              onBlur={() => setActive(null)}
              onKeyDown={hasData ? (event) => onKeyDown(event, index) : undefined}
            />
          );
        })}
      </Svg>
      {active && activeShape && (
        <Tooltip aria-hidden="true" data-testid="geo-tooltip" style={{ left: active.x, top: active.y }}>
          {activeShape.name}: {formatCount(activeShape.count)} {unit}
        </Tooltip>
      )}
      <Legend aria-hidden="true">
        <span>0</span>
        <LegendRamp
          style={{
            background: `linear-gradient(to right, ${token('color-surface-sunken')}, ${shade(0)}, ${shade(1)})`,
          }}
        />
        <span>
          {formatCount(maxCount)} {unit}
        </span>
      </Legend>
      <VisuallyHidden>
        <table>
          <caption>{title}</caption>
          <thead>
            <tr>
              <th scope="col">Country</th>
              <th scope="col">{valueLabel}</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.code}>
                <th scope="row">{row.name}</th>
                <td>{formatCount(row.count)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </VisuallyHidden>
    </Figure>
  );
}
