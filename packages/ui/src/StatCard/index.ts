export { StatCard, type StatCardProps } from './StatCard.tsx';
export { statPercentage } from './useStatCard.ts';
