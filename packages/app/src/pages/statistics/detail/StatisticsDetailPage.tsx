import { ROUTES, videoIdParamsSchema } from '@reelbase/contract';
import { DateRangePicker, type IsoDateRange, token } from '@reelbase/ui';
import { useState } from 'react';
import { Navigate, useParams } from 'react-router';
import styled from 'styled-components';
import { defaultStatsRange, statsToday } from '../../../data/statistics.ts';
import { useVideoStatistics } from '../../../data/videoStatistics.ts';
import { useVideo } from '../../../data/videos.ts';
import { PageLoading } from '../../../shell/PageLoading.tsx';
import { copyText } from '../../../state/clipboard.ts';
import { notify } from '../../../state/notify.ts';
import { Note, PageTitle } from '../../admin/AdminLayout.tsx';
import { StatisticsCharts } from './StatisticsCharts.tsx';
import { StatisticsFigures } from './StatisticsFigures.tsx';
import { figureCards, figureOf, hasStartsPerDay, STATISTICS_DETAIL_TEXTS as TEXTS } from './statisticsFigures.ts';

const Page = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${token('space-5')};
  min-width: 0;
  h1 {
    margin: 0;
  }
`;

const Heading = styled.header`
  display: flex;
  flex-direction: column;
  gap: ${token('space-2')};
  min-width: 0;
`;

const VideoTitle = styled.h2`
  margin: 0;
  font-size: ${token('font-size-lg')};
  overflow-wrap: anywhere;
`;

const VideoLine = styled.p`
  margin: 0;
  overflow-wrap: anywhere;
  code {
    font-family: ${token('font-family-mono')};
    font-size: ${token('font-size-sm')};
  }
`;

const Period = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${token('space-3')};
  max-width: 100%;
`;

/** A range the calls accept: both ends given, in order. */
const isUsable = (range: IsoDateRange | null): range is IsoDateRange => range !== null && range.start <= range.end;

/**
 * /statistics/{id}: one video's statistics over a range of days (the past 7 days at first):
 * figure cards, drop-off rate, starts per day, per referrer, by device type and by country.
 * A video that is missing or out of reach shows the 404 page.
 */
export function StatisticsDetailPage() {
  const { id = '' } = useParams();
  const isVideoId = videoIdParamsSchema.safeParse({ id }).success;
  const { data: video, error } = useVideo(isVideoId ? id : null);
  const [range, setRange] = useState(defaultStatsRange);
  // The figures are asked once the video is known, so a missing video asks nothing more.
  const statistics = useVideoStatistics(video ? video.id : null, range);

  if (!isVideoId || (error && !video)) return <Navigate to={ROUTES.notFound} replace />;
  if (!video) return <PageLoading />;

  const cards = figureCards(
    {
      impressions: figureOf(statistics.impressions, video.id, (row) => row.doc_count),
      starts: figureOf(statistics.starts, video.id, (row) => row.doc_count),
      averageViewTime: figureOf(statistics.averageViewTime, video.id, (row) => row.time),
      totalWatchTime: figureOf(statistics.totalWatchTime, video.id, (row) => row.total_time),
    },
    (video.duration ?? 0) / 1000,
  );

  const copyReferrer = async (url: string) => {
    if (await copyText(url)) notify({ kind: 'success', text: TEXTS.referrerCopied });
  };

  return (
    <Page>
      <Heading>
        <PageTitle>{TEXTS.title}</PageTitle>
        <VideoTitle>{video.title}</VideoTitle>
        <VideoLine>
          {TEXTS.videoId}: <code>{video.id}</code>
        </VideoLine>
      </Heading>
      <Period>
        <DateRangePicker
          label={TEXTS.range}
          value={range}
          today={statsToday()}
          onChange={(next) => {
            if (isUsable(next)) setRange(next);
          }}
        />
        <Note>{TEXTS.counting}</Note>
      </Period>
      <StatisticsFigures cards={cards} />
      <StatisticsCharts
        referrers={statistics.referrers}
        dropOff={statistics.dropOff}
        countries={statistics.countries}
        startsPerDay={statistics.startsPerDay}
        devices={statistics.devices}
        startsPerDayTooLong={!hasStartsPerDay(range)}
        onCopyReferrer={(url) => void copyReferrer(url)}
      />
    </Page>
  );
}
