export * from './SlidesLayout.tsx';
export * from './slide-at.ts';
