import type { LibrarySummary } from '@reelbase/contract';
import { EmptyState, Paginator, QuickSearch, RadioGroup, token } from '@reelbase/ui';
import { useMemo, useState } from 'react';
import styled from 'styled-components';
import {
  LIBRARY_PAGE_SIZE,
  LIBRARY_SEARCH_DEBOUNCE_MS,
  LIBRARY_SEARCH_THRESHOLD,
  libraryLabel,
  searchLibraries,
  VIDEO_ACTION_TEXTS,
} from './videoActions.ts';

const Stack = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${token('space-3')};
`;

export interface LibraryPickerProps {
  /** The libraries to choose from. */
  libraries: readonly LibrarySummary[];
  /** The chosen library's id. */
  value: number | null;
  onChange: (id: number) => void;
  label?: string;
}

/**
 * The library selection step of the copy and move dialogs: 10 libraries a page, a search box
 * when there are more than 5 (name or company, after a 200 ms pause).
 */
export function LibraryPicker({
  libraries,
  value,
  onChange,
  label = VIDEO_ACTION_TEXTS.targetLibrary,
}: LibraryPickerProps) {
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const showSearch = libraries.length > LIBRARY_SEARCH_THRESHOLD;
  const matching = useMemo(() => searchLibraries(libraries, showSearch ? search : ''), [libraries, search, showSearch]);
  const pages = Math.max(1, Math.ceil(matching.length / LIBRARY_PAGE_SIZE));
  const current = Math.min(page, pages);
  const shown = matching.slice((current - 1) * LIBRARY_PAGE_SIZE, current * LIBRARY_PAGE_SIZE);

  if (libraries.length === 0) return <EmptyState title={VIDEO_ACTION_TEXTS.noLibraries} />;
  return (
    <Stack>
      {showSearch && (
        <QuickSearch
          label={VIDEO_ACTION_TEXTS.searchLibraries}
          placeholder={VIDEO_ACTION_TEXTS.searchLibraries}
          debounceMs={LIBRARY_SEARCH_DEBOUNCE_MS}
          onSearch={(text) => {
            setSearch(text);
            setPage(1);
          }}
        />
      )}
      {shown.length === 0 ? (
        <EmptyState preset="no-search-results" />
      ) : (
        <RadioGroup
          label={label}
          options={shown.map((library) => ({ value: String(library.id), label: libraryLabel(library) }))}
          value={value === null ? null : String(value)}
          onChange={(id) => onChange(Number(id))}
        />
      )}
      {matching.length > LIBRARY_PAGE_SIZE && (
        <Paginator
          aria-label="Library pages"
          page={current}
          totalItems={matching.length}
          pageSize={LIBRARY_PAGE_SIZE}
          onPageChange={setPage}
        />
      )}
    </Stack>
  );
}
