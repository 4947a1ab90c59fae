export { type UseVideoGridOptions, useVideoGrid } from './useVideoGrid.ts';
export { VideoCard, type VideoCardData, type VideoCardPill, type VideoCardProps } from './VideoCard.tsx';
export { VideoGrid, type VideoGridProps } from './VideoGrid.tsx';
