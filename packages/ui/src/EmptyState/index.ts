export { EmptyState, type EmptyStatePreset, type EmptyStateProps, NO_SEARCH_RESULTS } from './EmptyState.tsx';
