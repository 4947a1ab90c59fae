import { routePath, type StatsListItem } from '@reelbase/contract';
import {
  DataTable,
  type DataTableColumn,
  EmptyState,
  formatDuration,
  Paginator,
  type SortDescriptor,
  Stack,
  token,
} from '@reelbase/ui';
import { Link } from 'react-router';
import styled from 'styled-components';

const Thumb = styled.img`
  display: block;
  width: 4rem;
  aspect-ratio: 16 / 9;
  object-fit: cover;
  border-radius: ${token('radius-sm')};
  background: ${token('color-surface-sunken')};
`;

const NoThumb = styled.span`
  display: block;
  width: 4rem;
  aspect-ratio: 16 / 9;
  border-radius: ${token('radius-sm')};
  background: ${token('color-surface-sunken')};
`;

const TitleLink = styled(Link)`
  color: ${token('color-text')};
  font-weight: 600;
  overflow-wrap: break-word;
  &:hover {
    color: ${token('color-primary')};
  }
`;

const Figure = styled.span`
  font-variant-numeric: tabular-nums;
  white-space: nowrap;
`;

/** The figures' headers may wrap, so that the ten columns fit beside the menu at 1440 px. */
const Frame = styled(Stack)`
  th {
    white-space: normal;
    vertical-align: bottom;
  }
  th button {
    text-align: left;
  }
`;

const count = (value: number) => <Figure>{value.toLocaleString('en-US')}</Figure>;
const time = (seconds: number) => <Figure>{formatDuration(seconds * 1000)}</Figure>;
const ratio = (value: number) => <Figure>{value}%</Figure>;

function columnsFor(libraryName: (id: number) => string): DataTableColumn<StatsListItem>[] {
  return [
    {
      id: 'thumbnail',
      header: 'Thumbnail',
      width: '5.5rem',
      cell: (row) => (row.thumbnail ? <Thumb src={row.thumbnail} alt="" loading="lazy" /> : <NoThumb />),
    },
    {
      id: 'title',
      header: 'Title',
      sortable: true,
      width: '12rem',
      cell: (row) => <TitleLink to={routePath('statistics-details-page', { id: row.id })}>{row.title}</TitleLink>,
    },
    { id: 'library', header: 'Library', cell: (row) => libraryName(row.library) },
    { id: 'impressions', header: 'Impressions', sortable: true, cell: (row) => count(row.impressions) },
    { id: 'starts', header: 'Starts', sortable: true, cell: (row) => count(row.starts) },
    { id: 'start_ratio', header: 'Start ratio', sortable: true, cell: (row) => ratio(row.start_ratio) },
    { id: 'duration', header: 'Duration', sortable: true, cell: (row) => time(row.duration) },
    { id: 'avg_view_time', header: 'Avg viewing time', sortable: true, cell: (row) => time(row.avg_view_time) },
    { id: 'viewed_ratio', header: 'Viewed ratio', sortable: true, cell: (row) => ratio(row.viewed_ratio) },
    {
      id: 'total_watch_time',
      header: 'Total watch time',
      sortable: true,
      cell: (row) => time(row.total_watch_time),
    },
  ];
}

export interface StatisticsTableProps {
  items: readonly StatsListItem[];
  total: number;
  page: number;
  pageSize: number;
  onPageChange: (page: number) => void;
  sort: SortDescriptor;
  onSortChange: (sort: SortDescriptor) => void;
  /** The name of a library by id, shown in its column. */
  libraryName: (id: number) => string;
  isLoading?: boolean;
}

/** One row per video with its figures over the range, sortable, a page at a time. */
export function StatisticsTable(props: StatisticsTableProps) {
  const { items, total, page, pageSize, isLoading } = props;
  if (!isLoading && total === 0) {
    return (
      <EmptyState
        preset="no-search-results"
        description="No video matches these filters. Choose other libraries or another range."
      />
    );
  }
  return (
    <Frame $gap={4}>
      <DataTable
        aria-label="Statistics per video"
        columns={columnsFor(props.libraryName)}
        rows={items}
        getRowId={(row) => row.id}
        getRowLabel={(row) => row.title}
        sort={props.sort}
        onSortChange={props.onSortChange}
        isLoading={isLoading}
      />
      <Paginator
        aria-label="Statistics pages"
        page={page}
        pageSize={pageSize}
        totalItems={total}
        onPageChange={props.onPageChange}
      />
    </Frame>
  );
}
