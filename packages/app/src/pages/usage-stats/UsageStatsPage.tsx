import type { UsageStats } from '@reelbase/contract';
import useSWR from 'swr';
import { PageTitle } from '../admin/AdminLayout.tsx';
import { UsageStatsTable } from './UsageStatsTable.tsx';
import { usageStatsCsv, usageStatsFileName } from './usageStatsCsv.ts';

/** Saves text as a file through a temporary link. */
function download(text: string, fileName: string) {
  const url = URL.createObjectURL(new Blob([text], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/** /usage-stats: the usage of every company with a CSV download. */
export function UsageStatsPage() {
  const { data, isLoading } = useSWR<UsageStats[]>('/api/usage-stats');
  const rows = data ?? [];
  return (
    <>
      <PageTitle>Usage stats</PageTitle>
      <UsageStatsTable
        rows={rows}
        isLoading={isLoading}
        onDownload={() => download(usageStatsCsv(rows), usageStatsFileName(new Date()))}
      />
    </>
  );
}
