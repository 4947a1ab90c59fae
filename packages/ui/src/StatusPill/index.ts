export { StatusPill, type StatusPillProps } from './StatusPill.tsx';
