export * from './VideoPlayer/index.ts';
