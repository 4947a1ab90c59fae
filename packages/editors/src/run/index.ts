export * from './InteractiveLayer.tsx';
export * from './navigation.ts';
export * from './start-actions.ts';
