import {
  Card,
  EmptyState,
  GeoChart,
  type GeoChartProps,
  LineChart,
  type LineChartProps,
  Spinner,
  Stack,
} from '@reelbase/ui';
import type { ReactNode } from 'react';
import styled from 'styled-components';
import { STATISTICS_DETAIL_TEXTS } from './statisticsFigures.ts';
import { useElementWidth } from './useElementWidth.ts';

/** Where one call of a card stands (an SWR answer fits). */
export interface FigureLoad<T> {
  data?: T;
  isLoading: boolean;
  error?: unknown;
}

const Busy = styled.div`
  display: grid;
  place-items: center;
  min-height: 8rem;
`;

export interface FigureCardProps {
  title: string;
  load: FigureLoad<unknown>;
  /** The call answered but there is nothing to show for the range. */
  isEmpty: boolean;
  emptyText?: string;
  className?: string;
  children: ReactNode;
}

/** A card of the statistics page: its figures, a spinner while they load, or a line saying there are none. */
export function FigureCard({
  title,
  load,
  isEmpty,
  emptyText = STATISTICS_DETAIL_TEXTS.noData,
  className,
  children,
}: FigureCardProps) {
  let body: ReactNode = children;
  if (load.error) body = <EmptyState title={STATISTICS_DETAIL_TEXTS.failed} />;
  else if (load.isLoading || load.data === undefined)
    body = (
      <Busy>
        <Spinner label={`Loading ${title.toLowerCase()}`} />
      </Busy>
    );
  else if (isEmpty) body = <EmptyState title={emptyText} />;
  return (
    <Card title={title} headingLevel={3} className={className}>
      <Stack>{body}</Stack>
    </Card>
  );
}

/** A line chart as wide as its card. */
export function FittedLineChart(props: Omit<LineChartProps, 'width' | 'height'>) {
  const [ref, width] = useElementWidth<HTMLDivElement>();
  const height = Math.round(Math.min(300, Math.max(220, width * 0.5)));
  return <div ref={ref}>{width > 0 && <LineChart {...props} width={width} height={height} />}</div>;
}

/** The world map as wide as its place, half as high. */
export function FittedGeoChart(props: Omit<GeoChartProps, 'width' | 'height'>) {
  const [ref, width] = useElementWidth<HTMLDivElement>();
  return <div ref={ref}>{width > 0 && <GeoChart {...props} width={width} height={Math.round(width * 0.5)} />}</div>;
}
