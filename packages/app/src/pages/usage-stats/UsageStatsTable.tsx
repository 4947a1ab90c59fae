import type { UsageStats } from '@reelbase/contract';
import { Button, DataTable, type DataTableColumn, formatFileSize } from '@reelbase/ui';
import { ListSection, Toolbar } from '../admin/AdminLayout.tsx';

const columns: DataTableColumn<UsageStats>[] = [
  { id: 'company_name', header: 'Company Name', cell: (row) => row.company_name },
  { id: 'nr_of_users', header: 'Users', cell: (row) => row.nr_of_users },
  { id: 'nr_of_libraries', header: 'Libraries', cell: (row) => row.nr_of_libraries },
  { id: 'nr_of_videos', header: 'Videos', cell: (row) => row.nr_of_videos },
  { id: 'used_storage', header: 'Used Storage', cell: (row) => formatFileSize(row.used_storage) },
];

export interface UsageStatsTableProps {
  rows: readonly UsageStats[];
  isLoading?: boolean;
  /** Downloads the rows as qp-usage-stats-{date}.csv. */
  onDownload: () => void;
}

/** The usage of every company: users, libraries, videos and used storage, with Download CSV. */
export function UsageStatsTable({ rows, isLoading, onDownload }: UsageStatsTableProps) {
  return (
    <ListSection aria-label="Usage stats">
      <Toolbar>
        <span />
        <Button onPress={onDownload} isDisabled={rows.length === 0}>
          Download CSV
        </Button>
      </Toolbar>
      <DataTable
        aria-label="Usage stats"
        columns={columns}
        rows={rows}
        getRowId={(row) => String(row.company_id)}
        getRowLabel={(row) => row.company_name}
        isLoading={isLoading}
        emptyText="There are no companies yet."
      />
    </ListSection>
  );
}
