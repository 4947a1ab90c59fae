import { STATS_TEXTS } from '@reelbase/contract';
import { BarList, token } from '@reelbase/ui';
import styled from 'styled-components';
import { FigureCard, type FigureLoad, FittedGeoChart, FittedLineChart } from './FigureCard.tsx';
import {
  type CountRows,
  type CountryCounts,
  countryData,
  countryItems,
  type DropOff,
  dayFormat,
  deviceItems,
  dropOffPoints,
  type ReferrerCounts,
  referrerItems,
  startsPerDayPoints,
  STATISTICS_DETAIL_TEXTS as TEXTS,
} from './statisticsFigures.ts';

const Grid = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 30rem), 1fr));
  gap: ${token('space-4')};
  & > * {
    min-width: 0;
  }
`;

const WideCard = styled(FigureCard)`
  grid-column: 1 / -1;
`;

/** The map and the list of countries side by side where there is room, else one under the other. */
const CountryParts = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-start;
  gap: ${token('space-5')};
  & > :first-child {
    flex: 2 1 24rem;
    min-width: 0;
  }
  & > :last-child {
    flex: 1 1 14rem;
    min-width: 0;
  }
`;

const percentOfVideo = (x: number) => `${x}%`;

export interface StatisticsChartsProps {
  referrers: FigureLoad<ReferrerCounts>;
  dropOff: FigureLoad<DropOff>;
  countries: FigureLoad<CountryCounts>;
  startsPerDay: FigureLoad<CountRows>;
  devices: FigureLoad<CountRows>;
  /** The range is longer than the starts per day are answered for: the card says so. */
  startsPerDayTooLong?: boolean;
  /** A referrer's address was chosen: the page copies it and says so. */
  onCopyReferrer: (url: string) => void;
}

/**
 * The charts of a video over the date range: drop-off rate, starts per day, starts per referrer
 * (a referrer is copied on click), starts by device type and starts by country (map and list).
 */
export function StatisticsCharts({
  referrers,
  dropOff,
  countries,
  startsPerDay,
  devices,
  startsPerDayTooLong = false,
  onCopyReferrer,
}: StatisticsChartsProps) {
  const dropOffData = dropOffPoints(dropOff.data);
  const perDay = startsPerDayPoints(startsPerDay.data);
  const referrerBars = referrerItems(referrers.data);
  const deviceBars = deviceItems(devices.data);
  const countryBars = countryItems(countries.data);
  return (
    <Grid>
      <FigureCard title={TEXTS.dropOff} load={dropOff} isEmpty={dropOffData.length === 0}>
        <FittedLineChart
          title={TEXTS.dropOff}
          description={TEXTS.dropOffDescription}
          data={dropOffData}
          xLabel="Percent of video"
          yLabel="Views"
          formatX={percentOfVideo}
        />
      </FigureCard>
      <FigureCard
        title={TEXTS.startsPerDay}
        load={startsPerDayTooLong ? { isLoading: false, data: null } : startsPerDay}
        isEmpty={perDay.length === 0}
        emptyText={startsPerDayTooLong ? STATS_TEXTS.rangeTooLong : undefined}
      >
        <FittedLineChart
          title={TEXTS.startsPerDay}
          description={TEXTS.startsPerDayDescription}
          data={perDay}
          xLabel="Day"
          yLabel="Starts"
          formatX={dayFormat(perDay)}
        />
      </FigureCard>
      <FigureCard title={TEXTS.referrers} load={referrers} isEmpty={referrerBars.length === 0}>
        <BarList aria-label={TEXTS.referrers} items={referrerBars} onCopy={onCopyReferrer} />
      </FigureCard>
      <FigureCard title={TEXTS.devices} load={devices} isEmpty={deviceBars.length === 0}>
        <BarList aria-label={TEXTS.devices} items={deviceBars} />
      </FigureCard>
      <WideCard title={TEXTS.countries} load={countries} isEmpty={countryBars.length === 0}>
        <CountryParts>
          <FittedGeoChart title={TEXTS.countries} data={countryData(countries.data)} valueLabel="Starts" />
          <BarList aria-label={`${TEXTS.countries}, as a list`} items={countryBars} />
        </CountryParts>
      </WideCard>
    </Grid>
  );
}
