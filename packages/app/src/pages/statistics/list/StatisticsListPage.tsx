import type { StatsSortColumn } from '@reelbase/contract';
import { useMemo, useRef, useState } from 'react';
import { downloadCsv } from '../../../data/csv.ts';
import { useLibrariesICanSee } from '../../../data/libraries.ts';
import { defaultStatsRange, type StatsListQuery, statsToday, useStatsList } from '../../../data/statistics.ts';
import { getStatsList } from '../../../data/statisticsCalls.ts';
import { PageLoading } from '../../../shell/PageLoading.tsx';
import { StatisticsListView } from './StatisticsListView.tsx';
import { gatherStatistics, statisticsCsv, statisticsFileName } from './statisticsCsv.ts';

/** The spec's page size of the statistics list. */
const PAGE_SIZE = 12;
const DEFAULT_SORT: StatsListQuery['sort'] = { column: 'publish_date', direction: 'desc' };

/** /statistics: the figures of every video of the chosen libraries over a range of days. */
export function StatisticsListPage() {
  const [query, setQuery] = useState<StatsListQuery>(() => ({
    range: defaultStatsRange(),
    libraries: [],
    sort: DEFAULT_SORT,
    page: 1,
    pageSize: PAGE_SIZE,
  }));
  const [isDownloading, setDownloading] = useState(false);
  // The CSV of the current filters, kept until a filter changes.
  const csvCache = useRef<string | null>(null);
  const { data, isLoading } = useStatsList(query);
  const { data: libraries } = useLibrariesICanSee();

  const libraryOptions = useMemo(
    () =>
      (libraries ?? []).map((library) => ({
        id: String(library.id),
        label: `${library.company_name} / ${library.name}`,
      })),
    [libraries],
  );
  const names = useMemo(() => new Map((libraries ?? []).map((library) => [library.id, library.name])), [libraries]);

  // A filter change starts again at page 1 and forgets the CSV.
  const change = (next: Partial<Pick<StatsListQuery, 'range' | 'libraries' | 'sort'>>) => {
    csvCache.current = null;
    setQuery((current) => ({ ...current, ...next, page: 1 }));
  };

  const download = async () => {
    const { range, libraries: chosen, sort } = query;
    setDownloading(true);
    try {
      if (csvCache.current === null) {
        const items = await gatherStatistics({ range, libraries: chosen, sort }, getStatsList);
        csvCache.current = statisticsCsv(items);
      }
      const fileName = statisticsFileName(
        chosen.map((id) => names.get(id) ?? String(id)),
        range,
      );
      downloadCsv(csvCache.current, fileName);
    } catch {
      // The API client has shown the error.
    } finally {
      setDownloading(false);
    }
  };

  if (!data && isLoading) return <PageLoading />;
  return (
    <StatisticsListView
      range={query.range}
      onRangeChange={(range) => change({ range })}
      today={statsToday()}
      libraryOptions={libraryOptions}
      selectedLibraries={query.libraries.map(String)}
      onLibrariesChange={(keys) => change({ libraries: keys.map(Number) })}
      isDownloading={isDownloading}
      onDownload={download}
      items={data?.items ?? []}
      total={data?.pagination.total ?? 0}
      page={query.page}
      pageSize={query.pageSize}
      onPageChange={(page) => setQuery((current) => ({ ...current, page }))}
      sort={{ column: query.sort.column, direction: query.sort.direction === 'asc' ? 'ascending' : 'descending' }}
      onSortChange={(sort) =>
        change({
          sort: { column: sort.column as StatsSortColumn, direction: sort.direction === 'ascending' ? 'asc' : 'desc' },
        })
      }
      libraryName={(id) => names.get(id) ?? ''}
      isLoading={isLoading}
    />
  );
}
