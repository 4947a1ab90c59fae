export { LineChart, type LineChartProps } from './LineChart.tsx';
export { type LineChartPoint, useLineChart } from './useLineChart.ts';
