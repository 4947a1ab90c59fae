import { downloadCsv } from '../../data/csv.ts';
import { useUsageStats } from '../../data/usageStats.ts';
import { PageTitle } from '../admin/AdminLayout.tsx';
import { UsageStatsTable } from './UsageStatsTable.tsx';
import { usageStatsCsv, usageStatsFileName } from './usageStatsCsv.ts';

/** /usage-stats: the usage of every company with a CSV download. */
export function UsageStatsPage() {
  const { data, isLoading } = useUsageStats();
  const rows = data ?? [];
  return (
    <>
      <PageTitle>Usage stats</PageTitle>
      <UsageStatsTable
        rows={rows}
        isLoading={isLoading}
        onDownload={() => downloadCsv(usageStatsCsv(rows), usageStatsFileName(new Date()))}
      />
    </>
  );
}
