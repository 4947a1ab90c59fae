import type { UsageStats } from '@reelbase/contract';
import { formatFileSize } from '@reelbase/ui';
import { csvText } from '../../data/csv.ts';

const USAGE_STATS_COLUMNS = ['Company Name', 'Users', 'Libraries', 'Videos', 'Used Storage'] as const;

/** The usage stats as CSV: a header row and one row per company, lines ending in CRLF. */
export function usageStatsCsv(rows: readonly UsageStats[]): string {
  return csvText(
    USAGE_STATS_COLUMNS,
    rows.map((row) => [
      row.company_name,
      row.nr_of_users,
      row.nr_of_libraries,
      row.nr_of_videos,
      formatFileSize(row.used_storage),
    ]),
  );
}

/** The file name of the download: qp-usage-stats-{YYYY-MM-DD}.csv, in local time. */
export function usageStatsFileName(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `qp-usage-stats-${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}.csv`;
}
