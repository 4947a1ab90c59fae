import { type ReactNode, useRef } from 'react';
import { mergeProps, useButton, useFocusRing, useHover } from 'react-aria';
import { Nav, PageButton, PageList, Summary } from './Paginator.styles.ts';
import { type UsePaginatorOptions, usePaginator } from './usePaginator.ts';

export interface PaginatorProps extends UsePaginatorOptions {
  /** Called with the page (starting at 1) the user moves to. */
  onPageChange: (page: number) => void;
  /** Names the navigation landmark. */
  'aria-label'?: string;
  /** Hides the "1–12 of 40" text. */
  hideSummary?: boolean;
}

interface PagerButtonProps {
  label: string;
  children: ReactNode;
  isDisabled?: boolean;
  isCurrent?: boolean;
  onPress: () => void;
}

function PagerButton({ label, children, isDisabled, isCurrent, onPress }: PagerButtonProps) {
  const ref = useRef<HTMLButtonElement>(null);
  const { buttonProps } = useButton({ onPress, isDisabled, 'aria-label': label }, ref);
  const { focusProps, isFocusVisible } = useFocusRing();
  const { hoverProps, isHovered } = useHover({ isDisabled });
  return (
    <PageButton
      {...mergeProps(buttonProps, focusProps, hoverProps)}
      ref={ref}
      aria-current={isCurrent ? 'page' : undefined}
      data-focus-visible={isFocusVisible || undefined}
      data-hovered={isHovered || undefined}
    >
      {children}
    </PageButton>
  );
}

/**
 * Page navigation for lists: first, previous, the pages within `range` of the current one
 * (`aria-current="page"`), next and last, in a labelled `nav` landmark.
 */
export function Paginator({
  onPageChange,
  'aria-label': ariaLabel = 'Pagination',
  hideSummary,
  ...options
}: PaginatorProps) {
  const { totalPages, current, pages, firstItem, lastItem, canGoBack, canGoForward } = usePaginator(options);
  if (totalPages === 0) return null;
  const go = (page: number) => {
    if (page !== current) onPageChange(page);
  };
  return (
    <Nav aria-label={ariaLabel}>
      {!hideSummary && (
        <Summary>
          {firstItem}–{lastItem} of {options.totalItems}
        </Summary>
      )}
      <PageList>
        <li>
          <PagerButton label="First page" isDisabled={!canGoBack} onPress={() => go(1)}>
            «
          </PagerButton>
        </li>
        <li>
          <PagerButton label="Previous page" isDisabled={!canGoBack} onPress={() => go(current - 1)}>
            ‹
          </PagerButton>
        </li>
        {pages.map((page) => (
          <li key={page}>
            <PagerButton label={`Page ${page}`} isCurrent={page === current} onPress={() => go(page)}>
              {page}
            </PagerButton>
          </li>
        ))}
        <li>
          <PagerButton label="Next page" isDisabled={!canGoForward} onPress={() => go(current + 1)}>
            ›
          </PagerButton>
        </li>
        <li>
          <PagerButton label="Last page" isDisabled={!canGoForward} onPress={() => go(totalPages)}>
            »
          </PagerButton>
        </li>
      </PageList>
    </Nav>
  );
}
