import { type KeyboardEvent, type PointerEvent, useRef, useState } from 'react';
import { useId } from 'react-aria';
import { Empty, Figure, Svg, Tooltip } from './LineChart.styles.ts';
import { type LineChartPoint, useLineChart } from './useLineChart.ts';

export interface LineChartProps {
  /** Accessible title of the chart (also the SVG `<title>`). */
  title: string;
  /** A sentence describing what the chart shows (the SVG `<desc>`). */
  description?: string;
  data: ReadonlyArray<LineChartPoint>;
  xLabel?: string;
  yLabel?: string;
  formatX?: (x: number) => string;
  formatY?: (y: number) => string;
  width?: number;
  height?: number;
  emptyText?: string;
}

const percent = (x: number) => `${x}%`;
const count = (y: number) => y.toLocaleString('en-US');

/**
 * A line chart such as the drop-off rate (x = percent of the video or seconds, y = viewers): axes,
 * an accessible title and description, a tooltip on hover, and points reachable by keyboard
 * (Tab to the chart, then arrow keys, Home and End).
 */
export function LineChart({
  title,
  description,
  data,
  xLabel = 'Percent of video',
  yLabel = 'Viewers',
  formatX = percent,
  formatY = count,
  width = 560,
  height = 260,
  emptyText = 'No data for this period.',
}: LineChartProps) {
  const titleId = useId();
  const descId = useId();
  const [active, setActive] = useState<number | null>(null);
  const pointRefs = useRef<(SVGCircleElement | null)[]>([]);
  const { points, path, xTicks, yTicks, nearestIndex, plot } = useLineChart(data, width, height);

  if (points.length === 0) {
    return (
      <Figure aria-label={title}>
        <Empty>{emptyText}</Empty>
      </Figure>
    );
  }

  const focusable = active ?? 0;
  const describe = (point: LineChartPoint) =>
    `${xLabel} ${formatX(point.x)}: ${formatY(point.y)} ${yLabel.toLowerCase()}`;
  const onPointerMove = (event: PointerEvent<SVGRectElement>) => {
    const box = event.currentTarget.ownerSVGElement?.getBoundingClientRect();
    if (box) setActive(nearestIndex(event.clientX - box.left));
  };
  const onKeyDown = (event: KeyboardEvent<SVGCircleElement>, index: number) => {
    const last = points.length - 1;
    const next = {
      ArrowRight: index + 1,
      ArrowUp: index + 1,
      ArrowLeft: index - 1,
      ArrowDown: index - 1,
      Home: 0,
      End: last,
    }[event.key];
    if (next === undefined) return;
    event.preventDefault();
    const target = Math.min(last, Math.max(0, next));
    setActive(target);
    pointRefs.current[target]?.focus();
  };
  const activePoint = active !== null ? points[active] : undefined;

  return (
    <Figure style={{ width }}>
      <Svg
        width={width}
        height={height}
        viewBox={`0 0 ${width} ${height}`}
        role="group"
        aria-labelledby={titleId}
        aria-describedby={description ? descId : undefined}
      >
        <title id={titleId}>{title}</title>
        {description && <desc id={descId}>{description}</desc>}
        {/* biome-ignore lint/a11y/noAriaHiddenOnFocusable: a <g> takes no focus; the drawn axes are repeated by the labelled points */}
        <g aria-hidden="true">
          {yTicks.map((tick) => (
            <g key={`y${tick.value}`}>
              <line className="grid" x1={plot.left} x2={plot.right} y1={tick.position} y2={tick.position} />
              <text className="tick" x={plot.left - 8} y={tick.position} dy="0.32em" textAnchor="end">
                {formatY(tick.value)}
              </text>
            </g>
          ))}
          {xTicks.map((tick) => (
            <text key={`x${tick.value}`} className="tick" x={tick.position} y={plot.bottom + 16} textAnchor="middle">
              {formatX(tick.value)}
            </text>
          ))}
          <line className="axis" x1={plot.left} x2={plot.right} y1={plot.bottom} y2={plot.bottom} />
          <line className="axis" x1={plot.left} x2={plot.left} y1={plot.top} y2={plot.bottom} />
          <text className="axis-label" x={(plot.left + plot.right) / 2} y={height - 6} textAnchor="middle">
            {xLabel}
          </text>
          <text
            className="axis-label"
            transform={`translate(14 ${(plot.top + plot.bottom) / 2}) rotate(-90)`}
            textAnchor="middle"
          >
            {yLabel}
          </text>
          <path className="line" d={path} />
          {activePoint && (
            <line className="guide" x1={activePoint.cx} x2={activePoint.cx} y1={plot.top} y2={plot.bottom} />
          )}
        </g>
        {/* biome-ignore lint/a11y/noAriaHiddenOnFocusable: the hover surface takes no focus; keyboard users move between the points */}
        <rect
          className="overlay"
          aria-hidden="true"
          x={plot.left}
          y={plot.top}
          width={Math.max(0, plot.right - plot.left)}
          height={Math.max(0, plot.bottom - plot.top)}
          onPointerMove={onPointerMove}
          onPointerLeave={() => setActive(null)}
        />
        {points.map((point, index) => (
          // biome-ignore lint/a11y/noInteractiveElementToNoninteractiveRole: a data point is a focusable image of its value, it has no action
          <circle
            key={`${point.x}:${point.y}`}
            ref={(element) => {
              pointRefs.current[index] = element;
            }}
            className="point"
            cx={point.cx}
            cy={point.cy}
            r={active === index ? 5 : 3.5}
            role="img"
            aria-label={describe(point)}
            tabIndex={index === focusable ? 0 : -1}
            data-active={active === index || undefined}
            onFocus={() => setActive(index)}
            onBlur={() => setActive(null)}
            onPointerEnter={() => setActive(index)}
            onKeyDown={(event) => onKeyDown(event, index)}
          />
        ))}
      </Svg>
      {activePoint && (
        <Tooltip
          aria-hidden="true"
          data-testid="chart-tooltip"
          data-align={activePoint.cx < 80 ? 'start' : activePoint.cx > width - 80 ? 'end' : undefined}
          style={{ left: activePoint.cx, top: activePoint.cy }}
        >
          {formatX(activePoint.x)}: {formatY(activePoint.y)} {yLabel.toLowerCase()}
        </Tooltip>
      )}
    </Figure>
  );
}
