import {
  Button,
  DateRangePicker,
  Heading,
  Inline,
  type IsoDateRange,
  MultiSelect,
  type MultiSelectOption,
  Stack,
  Text,
} from '@reelbase/ui';
import styled from 'styled-components';
import { STATISTICS_DETAIL_TEXTS } from '../detail/statisticsFigures.ts';
import { StatisticsTable, type StatisticsTableProps } from './StatisticsTable.tsx';

export const STATISTICS_TEXTS = {
  downloadHint: 'Please select a library to enable the download',
  allLibraries: 'All libraries',
} as const;

/** The range and the library filter, with Download CSV at the end of the row. */
const Filters = styled(Inline)`
  & > :last-child {
    margin-left: auto;
  }
`;

const LibraryFilter = styled.div`
  flex: 1 1 14rem;
  max-width: 22rem;
`;

export interface StatisticsListViewProps extends StatisticsTableProps {
  range: IsoDateRange;
  onRangeChange: (range: IsoDateRange) => void;
  /** Today (YYYY-MM-DD): the last day the picker offers. */
  today: string;
  libraryOptions: readonly MultiSelectOption[];
  selectedLibraries: readonly string[];
  onLibrariesChange: (ids: string[]) => void;
  isDownloading?: boolean;
  onDownload: () => void;
}

/** The statistics list: the range, the library filter, Download CSV and the table. */
export function StatisticsListView(props: StatisticsListViewProps) {
  const canDownload = props.selectedLibraries.length > 0;
  return (
    <Stack $gap={4}>
      <Heading level={1}>Statistics</Heading>
      <Stack as="section" $gap={4} aria-label="Statistics">
        <Filters $gap={3} $align="end">
          <DateRangePicker
            label="Date range"
            value={props.range}
            today={props.today}
            onChange={(range) => {
              if (range) props.onRangeChange(range);
            }}
          />
          <LibraryFilter>
            <MultiSelect
              label="Library"
              placeholder={STATISTICS_TEXTS.allLibraries}
              options={props.libraryOptions}
              selectedKeys={props.selectedLibraries}
              onSelectionChange={props.onLibrariesChange}
            />
          </LibraryFilter>
          <Button
            variant="secondary"
            onPress={props.onDownload}
            isDisabled={!canDownload}
            disabledReason={STATISTICS_TEXTS.downloadHint}
            isLoading={props.isDownloading}
          >
            Download CSV
          </Button>
        </Filters>
        <Text tone="muted">{STATISTICS_DETAIL_TEXTS.counting}</Text>
        <StatisticsTable {...props} />
      </Stack>
    </Stack>
  );
}
