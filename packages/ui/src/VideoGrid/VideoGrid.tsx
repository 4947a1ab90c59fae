import { type ReactNode, useRef } from 'react';
import {
  mergeProps,
  useCheckbox,
  useFocusRing,
  useGridListItem,
  useGridListSelectionCheckbox,
  useHover,
} from 'react-aria';
import { type ListState, type Node, useToggleState } from 'react-stately';
import { EmptyState, NO_SEARCH_RESULTS } from '../EmptyState/index.ts';
import { Spinner } from '../Spinner/index.ts';
import { type UseVideoGridOptions, useVideoGrid } from './useVideoGrid.ts';
import { VideoCard, type VideoCardData } from './VideoCard.tsx';
import { Busy, Cell, Checkbox, Container, Grid, Row, SelectBox } from './VideoGrid.styles.ts';

export interface VideoGridProps extends UseVideoGridOptions {
  /** Shows a busy indicator and marks the grid `aria-busy`. */
  isLoading?: boolean;
  /** Shown when there are no videos (and nothing is loading); "No items match your search!" by default. */
  emptyText?: ReactNode;
  className?: string;
}

/**
 * Videos as a grid of cards (thumbnail, length, title, states, details) with multiple selection:
 * a checkbox per card, arrow keys between cards, Space to select, Enter to open (`onAction`),
 * Ctrl/Cmd+A to select all, Escape to clear the selection.
 */
export function VideoGrid({ isLoading = false, emptyText = NO_SEARCH_RESULTS, className, ...options }: VideoGridProps) {
  const ref = useRef<HTMLDivElement>(null);
  const { state, gridProps } = useVideoGrid(options, ref);
  const isEmpty = options.items.length === 0;
  return (
    <Container className={className} aria-busy={isLoading || undefined}>
      {isEmpty && !isLoading ? (
        <EmptyState title={emptyText} />
      ) : (
        <Grid {...gridProps} ref={ref} aria-busy={isLoading || undefined}>
          {[...state.collection].map((node) => (
            <VideoGridCard key={node.key} node={node} state={state} />
          ))}
        </Grid>
      )}
      {isLoading && (
        <Busy>
          <Spinner label="Loading" />
        </Busy>
      )}
    </Container>
  );
}

interface VideoGridCardProps {
  node: Node<VideoCardData>;
  state: ListState<VideoCardData>;
}

function VideoGridCard({ node, state }: VideoGridCardProps) {
  const ref = useRef<HTMLDivElement>(null);
  const { rowProps, gridCellProps, isSelected } = useGridListItem({ node }, state, ref);
  const { focusProps, isFocusVisible } = useFocusRing();
  const { hoverProps, isHovered } = useHover({});
  const video = node.value;
  if (!video) return null;
  return (
    <Row
      {...mergeProps(rowProps, focusProps, hoverProps)}
      ref={ref}
      data-selected={isSelected || undefined}
      data-focus-visible={isFocusVisible || undefined}
      data-hovered={isHovered || undefined}
    >
      <Cell {...gridCellProps}>
        <SelectBox>
          <SelectionCheckbox itemKey={node.key} state={state} />
        </SelectBox>
        <VideoCard
          title={video.title}
          thumbnailUrl={video.thumbnailUrl}
          durationMs={video.durationMs}
          pills={video.pills}
          details={video.details}
        />
      </Cell>
    </Row>
  );
}

interface SelectionCheckboxProps {
  itemKey: Node<VideoCardData>['key'];
  state: ListState<VideoCardData>;
}

/**
 * The card's checkbox, named "Select {title}" by react-aria (its label and the row's). It stays out
 * of the tab order: Space on the focused card selects it.
 */
function SelectionCheckbox({ itemKey, state }: SelectionCheckboxProps) {
  const ref = useRef<HTMLInputElement>(null);
  const { checkboxProps } = useGridListSelectionCheckbox({ key: itemKey }, state);
  const toggle = useToggleState(checkboxProps);
  const { inputProps } = useCheckbox({ ...checkboxProps, excludeFromTabOrder: true }, toggle, ref);
  const { focusProps, isFocusVisible } = useFocusRing();
  return (
    <Checkbox {...mergeProps(inputProps, focusProps)} ref={ref} data-focus-visible={isFocusVisible || undefined} />
  );
}
