import { describe, expect, it } from 'vitest';
import { csvCell } from '../../data/csv.ts';
import { usageStatsCsv, usageStatsFileName } from './usageStatsCsv.ts';

describe('usage stats CSV', () => {
  it('has exactly the specified columns and one row per company', () => {
    const csv = usageStatsCsv([
      {
        company_id: 1,
        company_name: 'Acme',
        nr_of_users: 3,
        nr_of_libraries: 2,
        nr_of_videos: 10,
        used_storage: 1572864,
      },
    ]);
    expect(csv).toBe('Company Name,Users,Libraries,Videos,Used Storage\r\nAcme,3,2,10,1.5 MB\r\n');
  });

  it('neutralises cells that a spreadsheet would run as formulas', () => {
    expect(csvCell('=SUM(A1:A2)')).toBe("'=SUM(A1:A2)");
    expect(csvCell('+31 20')).toBe("'+31 20");
    expect(csvCell('-1')).toBe("'-1");
    expect(csvCell('@cmd')).toBe("'@cmd");
    expect(csvCell('Acme = good')).toBe('Acme = good');
    expect(csvCell('\t=cmd')).toBe("'\t=cmd");
    expect(csvCell(-1)).toBe('-1');
  });

  it('quotes cells with commas, quotes or line breaks', () => {
    expect(csvCell('Acme, Inc.')).toBe('"Acme, Inc."');
    expect(csvCell('The "best"')).toBe('"The ""best"""');
    expect(csvCell('=a,b')).toBe(`"'=a,b"`);
    expect(csvCell('two\nlines')).toBe('"two\nlines"');
  });

  it('names the file after the day', () => {
    expect(usageStatsFileName(new Date(2026, 0, 5, 23, 59))).toBe('qp-usage-stats-2026-01-05.csv');
  });
});
