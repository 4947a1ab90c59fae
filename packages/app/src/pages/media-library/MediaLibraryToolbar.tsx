import { PRIVACY_OPTIONS, SEARCH_DEBOUNCE_MS } from '@reelbase/contract';
import { Button, type DataTableView, QuickSearch, Select, type SortDescriptor, SortMenu, token } from '@reelbase/ui';
import styled from 'styled-components';
import { MEDIA_LIBRARY_TEXTS, PRIVACY_LABELS, type Privacy, SORT_COLUMNS } from './mediaLibrary.ts';

const Bar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: ${token('space-3')};
`;

const Search = styled.div`
  flex: 1 1 14rem;
  max-width: 24rem;
`;

const End = styled.div`
  display: flex;
  align-items: flex-end;
  gap: ${token('space-2')};
  margin-left: auto;
`;

const ViewGroup = styled.div`
  display: inline-flex;
  gap: ${token('space-1')};
`;

const ALL = 'all';

interface MediaLibraryLibraryOption {
  id: number;
  label: string;
}

export interface MediaLibraryToolbarProps {
  /** The search text the field starts with (the `search` parameter of the address). */
  defaultSearch: string;
  /**
   * Changes when the search was changed from outside the field (Back, Forward): the field starts
   * again with `defaultSearch`. Typing never changes it.
   */
  searchRevision?: number;
  /** Called 300 ms after typing pauses, at once on Enter or clear. */
  onSearch: (text: string) => void;
  status: Privacy | null;
  onStatusChange: (status: Privacy | null) => void;
  libraries: readonly MediaLibraryLibraryOption[];
  library: number | null;
  onLibraryChange: (library: number | null) => void;
  sort: SortDescriptor;
  onSortChange: (sort: SortDescriptor) => void;
  /** The view the user chose. */
  view: DataTableView;
  /** The grid is forced (a narrow page): the list choice is disabled. */
  isGridForced: boolean;
  onViewChange: (view: DataTableView) => void;
}

/** Quick search, the Status and Library filters, the sort menu and the list / grid choice. */
export function MediaLibraryToolbar(props: MediaLibraryToolbarProps) {
  const shownView = props.isGridForced ? 'grid' : props.view;
  return (
    <Bar>
      <Search>
        <QuickSearch
          key={props.searchRevision ?? 0}
          label="Search videos"
          placeholder="Search videos"
          defaultValue={props.defaultSearch}
          onSearch={props.onSearch}
          debounceMs={SEARCH_DEBOUNCE_MS}
        />
      </Search>
      <Select
        label="Status"
        options={[
          { id: ALL, label: MEDIA_LIBRARY_TEXTS.allStatuses },
          ...PRIVACY_OPTIONS.map((privacy) => ({ id: privacy, label: PRIVACY_LABELS[privacy] })),
        ]}
        selectedKey={props.status ?? ALL}
        onSelectionChange={(key) => props.onStatusChange(key === null || key === ALL ? null : (key as Privacy))}
      />
      <Select
        label="Library"
        options={[
          { id: ALL, label: MEDIA_LIBRARY_TEXTS.allLibraries },
          ...props.libraries.map((library) => ({ id: String(library.id), label: library.label })),
        ]}
        selectedKey={props.library === null ? ALL : String(props.library)}
        onSelectionChange={(key) => props.onLibraryChange(key === null || key === ALL ? null : Number(key))}
      />
      <End>
        <SortMenu columns={SORT_COLUMNS} value={props.sort} onApply={props.onSortChange} />
        <ViewGroup role="group" aria-label="View">
          <Button
            size="sm"
            variant={shownView === 'list' ? 'primary' : 'secondary'}
            aria-pressed={shownView === 'list'}
            isDisabled={props.isGridForced}
            onPress={() => props.onViewChange('list')}
          >
            List
          </Button>
          <Button
            size="sm"
            variant={shownView === 'grid' ? 'primary' : 'secondary'}
            aria-pressed={shownView === 'grid'}
            onPress={() => props.onViewChange('grid')}
          >
            Grid
          </Button>
        </ViewGroup>
      </End>
    </Bar>
  );
}
