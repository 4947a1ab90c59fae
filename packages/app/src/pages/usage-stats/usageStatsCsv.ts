import type { UsageStats } from '@reelbase/contract';
import { formatFileSize } from '@reelbase/ui';

export const USAGE_STATS_COLUMNS = ['Company Name', 'Users', 'Libraries', 'Videos', 'Used Storage'] as const;

/**
 * A cell as spreadsheet programs read it safely: text starting with = + - or @ gets a leading
 * single quote (so it is not run as a formula), and a cell with a comma, quote or line break is
 * quoted with its quotes doubled.
 */
export function csvCell(value: string | number): string {
  let text = String(value);
  if (/^[=+\-@]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** The usage stats as CSV: a header row and one row per company, lines ending in CRLF. */
export function usageStatsCsv(rows: readonly UsageStats[]): string {
  const lines = [
    USAGE_STATS_COLUMNS.join(','),
    ...rows.map((row) =>
      [row.company_name, row.nr_of_users, row.nr_of_libraries, row.nr_of_videos, formatFileSize(row.used_storage)]
        .map(csvCell)
        .join(','),
    ),
  ];
  return `${lines.join('\r\n')}\r\n`;
}

/** The file name of the download: qp-usage-stats-{YYYY-MM-DD}.csv, in local time. */
export function usageStatsFileName(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `qp-usage-stats-${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}.csv`;
}
