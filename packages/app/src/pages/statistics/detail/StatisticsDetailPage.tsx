import { ROUTES, videoIdParamsSchema } from '@reelbase/contract';
import { DateRangePicker, Heading, type IsoDateRange, Stack, Text } from '@reelbase/ui';
import { useState } from 'react';
import { Navigate, useParams } from 'react-router';
import { defaultStatsRange, statsToday } from '../../../data/statistics.ts';
import { useVideoStatistics } from '../../../data/videoStatistics.ts';
import { useVideo } from '../../../data/videos.ts';
import { PageLoading } from '../../../shell/PageLoading.tsx';
import { copyText } from '../../../state/clipboard.ts';
import { notify } from '../../../state/notify.ts';
import { StatisticsCharts } from './StatisticsCharts.tsx';
import { StatisticsFigures } from './StatisticsFigures.tsx';
import { figureCards, figureOf, hasStartsPerDay, STATISTICS_DETAIL_TEXTS as TEXTS } from './statisticsFigures.ts';

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
    <Stack $gap={5}>
      <Stack as="header" $gap={2}>
        <Heading level={1}>{TEXTS.title}</Heading>
        <Heading level={2}>{video.title}</Heading>
        <Text wrapAnywhere>
          {TEXTS.videoId}:{' '}
          <Text as="code" size="sm">
            {video.id}
          </Text>
        </Text>
      </Stack>
      <Stack>
        <DateRangePicker
          label={TEXTS.range}
          value={range}
          today={statsToday()}
          onChange={(next) => {
            if (isUsable(next)) setRange(next);
          }}
        />
        <Text tone="muted">{TEXTS.counting}</Text>
      </Stack>
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
    </Stack>
  );
}
