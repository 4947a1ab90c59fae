import { NotFoundPage, STATISTICS_DETAIL_TEXTS, StatisticsDetailPage } from '@reelbase/app/pieces';
import { ROUTES, STATS_TEXTS } from '@reelbase/contract';
import { presetRange, ToastRegion, toasts, todayIn } from '@reelbase/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { MemoryRouter, Route, Routes } from 'react-router';
import { expect, fn, spyOn, userEvent, waitFor, within } from 'storybook/test';
import { SWRConfig } from 'swr';

const videoId = '5f0c8a3e-6d1b-4c9a-9e27-1b2c3d4e5f60';
const video = {
  id: videoId,
  title: 'Product launch — spring 2026, the long version with every interview',
  duration: 200_000,
  status: 'ready',
};
const DAY = 86_400;

/** The figures of the range asked for: a longer range counts more. */
function loaded(url: string): unknown {
  const { pathname, searchParams } = new URL(url, 'http://console.test');
  if (pathname === `/api/videos/${videoId}`) return video;
  const from = Number(searchParams.get('from'));
  const to = Number(searchParams.get('to'));
  const scale = to - from > 8 * DAY ? 4 : 1;
  const row = (value: Record<string, number>) => ({ rows: [{ key: videoId, ...value }] });
  switch (pathname) {
    case '/api/videos/impressions':
      return row({ doc_count: 1204 * scale });
    case '/api/videos/views':
      return row({ doc_count: 301 * scale });
    case '/api/videos/average-view-time':
      return row({ time: 83.4 });
    case '/api/videos/total-watch-time':
      return row({ total_time: 25_103.2 * scale });
    case '/api/videos/starts-per-referrer':
      return {
        referrer_aggr: {
          buckets: [
            { key: 'https://news.example/articles/launch', doc_count: 180 },
            { key: '', doc_count: 81 },
            { key: 'https://intranet.example/', doc_count: 40 },
          ],
        },
      };
    case '/api/videos/views-by-country':
      return [
        { key: 'NL', doc_count: 150 },
        { key: 'DE', doc_count: 90 },
        { key: 'US', doc_count: 50 },
        { key: 'ZZ', doc_count: 11 },
      ];
    case '/api/videos/drop-off-rate-chart-total-views':
      return {
        key: videoId,
        duration: 200,
        rows: Array.from({ length: 21 }, (_, bucket) => ({
          position: bucket * 5,
          seconds: bucket * 10,
          doc_count: Math.round(301 * (1 - bucket / 25)),
        })),
      };
    case '/api/videos/starts-per-day':
      return {
        rows: Array.from({ length: Math.round((to - from) / DAY) }, (_, day) => ({
          key: new Date((from + day * DAY) * 1000).toISOString().slice(0, 10),
          doc_count: 30 + ((day * 17) % 25),
        })),
      };
    case '/api/videos/starts-per-device':
      return {
        rows: [
          { key: 'desktop', doc_count: 170 },
          { key: 'mobile', doc_count: 110 },
          { key: 'tablet', doc_count: 20 },
          { key: 'tv', doc_count: 1 },
        ],
      };
  }
  throw new Error(`No answer for ${url}`);
}

/** A range without a single impression or start. */
function empty(url: string): unknown {
  const { pathname } = new URL(url, 'http://console.test');
  const answer = loaded(url) as Record<string, unknown>;
  const zero = (rows: Record<string, unknown>[], field: string) => rows.map((row) => ({ ...row, [field]: 0 }));
  switch (pathname) {
    case `/api/videos/${videoId}`:
      return answer;
    case '/api/videos/average-view-time':
      return { rows: zero(answer.rows as Record<string, unknown>[], 'time') };
    case '/api/videos/total-watch-time':
      return { rows: zero(answer.rows as Record<string, unknown>[], 'total_time') };
    case '/api/videos/starts-per-referrer':
      return { referrer_aggr: { buckets: [] } };
    case '/api/videos/views-by-country':
      return [];
    default:
      return { ...answer, rows: zero(answer.rows as Record<string, unknown>[], 'doc_count') };
  }
}

/** The video answers; its figures never do. */
const loading = (url: string) => (url === `/api/videos/${videoId}` ? video : new Promise(() => undefined));

const missing = (url: string) => {
  throw new Error(`The video was not found: ${url}`);
};

/** Every GET of the page, answered by the story's `answer` parameter. */
const fetcher = fn<(url: string) => void>();

const meta = {
  title: 'Console/Statistics/StatisticsDetailPage',
  component: StatisticsDetailPage,
  parameters: { layout: 'fullscreen', answer: loaded },
  decorators: [
    (Story, { parameters }) => (
      <SWRConfig
        value={{
          fetcher: async (url: string) => {
            fetcher(url);
            return (parameters.answer as (url: string) => unknown)(url);
          },
          provider: () => new Map(),
          revalidateOnFocus: false,
          shouldRetryOnError: false,
        }}
      >
        <MemoryRouter initialEntries={[`/statistics/${videoId}`]}>
          <div data-testid="frame" style={{ width: parameters.width, maxWidth: '100%', padding: 24 }}>
            <Routes>
              <Route path={ROUTES['statistics-details-page']} element={<Story />} />
              <Route path={ROUTES.notFound} element={<NotFoundPage />} />
            </Routes>
          </div>
        </MemoryRouter>
        <ToastRegion />
      </SWRConfig>
    ),
  ],
  beforeEach: () => {
    fetcher.mockClear();
    toasts.clear();
    const writeText = spyOn(navigator.clipboard, 'writeText').mockResolvedValue(undefined);
    return () => writeText.mockRestore();
  },
} satisfies Meta<typeof StatisticsDetailPage>;
export default meta;
type Story = StoryObj<typeof meta>;

const figure = (canvasElement: HTMLElement, label: string) => within(canvasElement).getByRole('group', { name: label });

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Statistics' })).toBeInTheDocument();
    await expect(canvas.getByRole('heading', { level: 2, name: video.title })).toBeVisible();
    await expect(canvas.getByText(videoId)).toBeVisible();
    await expect(canvas.getByText(STATISTICS_DETAIL_TEXTS.counting)).toBeVisible();

    const values = {
      Impressions: '1,204',
      Starts: '301',
      'Start ratio': '25%',
      'Viewed ratio': '42%',
      'Avg viewing time': '1:23',
      'Total watch time': '6:58:23',
    };
    for (const [label, value] of Object.entries(values)) {
      await waitFor(() => expect(figure(canvasElement, label)).toHaveTextContent(value));
    }
    await expect(within(figure(canvasElement, 'Viewed ratio')).getByRole('meter')).toHaveAttribute(
      'aria-valuenow',
      '42',
    );

    const dropOff = await canvas.findByRole('group', { name: STATISTICS_DETAIL_TEXTS.dropOff });
    await expect(within(dropOff).getAllByRole('img')).toHaveLength(21);
    const perDay = await canvas.findByRole('group', { name: STATISTICS_DETAIL_TEXTS.startsPerDay });
    await expect(within(perDay).getAllByRole('img')).toHaveLength(7);

    const devices = await canvas.findByRole('list', { name: STATISTICS_DETAIL_TEXTS.devices });
    await expect(
      within(devices)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Desktop170', 'Mobile110', 'Tablet20', 'TV1']);
    const countries = await canvas.findByRole('list', { name: `${STATISTICS_DETAIL_TEXTS.countries}, as a list` });
    await expect(within(countries).getAllByRole('listitem')[3]).toHaveTextContent('Unknown country11');
    await expect(await canvas.findByRole('img', { name: 'Netherlands: 150 starts' })).toBeInTheDocument();
  },
};

export const Playground: Story = {};

export const Empty: Story = {
  parameters: { answer: empty },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.getAllByText(STATISTICS_DETAIL_TEXTS.noData)).toHaveLength(5));
    await expect(figure(canvasElement, 'Impressions')).toHaveTextContent('0');
    await expect(figure(canvasElement, 'Start ratio')).toHaveTextContent('0%');
    await expect(figure(canvasElement, 'Avg viewing time')).toHaveTextContent('0:00');
    await expect(canvas.queryByRole('list', { name: STATISTICS_DETAIL_TEXTS.referrers })).toBeNull();
  },
};

export const Loading: Story = {
  parameters: { answer: loading },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Statistics' })).toBeInTheDocument();
    await expect(within(figure(canvasElement, 'Impressions')).getByRole('progressbar')).toBeInTheDocument();
    for (const title of ['drop-off rate', 'starts per day', 'starts per referrer', 'starts by device type']) {
      await expect(canvas.getByRole('progressbar', { name: `Loading ${title}` })).toBeInTheDocument();
    }
  },
};

export const CopyReferrer: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = await canvas.findByRole('list', { name: STATISTICS_DETAIL_TEXTS.referrers });
    // Without a referrer there is no address to copy.
    await expect(within(list).getByText(STATISTICS_DETAIL_TEXTS.directReferrer).closest('button')).toBeNull();
    await expect(within(list).getAllByRole('button')).toHaveLength(2);
    await userEvent.click(within(list).getByRole('button', { name: /news\.example\/articles\/launch/ }));
    await expect(navigator.clipboard.writeText).toHaveBeenCalledWith('https://news.example/articles/launch');
    const notifications = await within(document.body).findByRole('region', { name: 'Notifications' });
    await waitFor(() => expect(notifications).toHaveTextContent(STATISTICS_DETAIL_TEXTS.referrerCopied));
  },
};

/** The figures calls' query for the past `preset` range in UTC. */
function rangeQuery(preset: 'week' | 'month') {
  const { start, end } = presetRange(preset, todayIn('UTC'));
  const from = Date.parse(`${start.toString()}T00:00:00Z`) / 1000;
  const to = Date.parse(`${end.toString()}T23:59:59Z`) / 1000;
  return `videos%5B%5D=${videoId}&from=${from}&to=${to}`;
}

export const ChangeRange: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(figure(canvasElement, 'Impressions')).toHaveTextContent('1,204'));
    await expect(fetcher).toHaveBeenCalledWith(`/api/videos/impressions?${rangeQuery('week')}`);

    await userEvent.click(canvas.getByRole('button', { name: /Calendar/ }));
    const dialog = await within(document.body).findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Past Month (31 days)' }));

    const month = rangeQuery('month');
    await waitFor(() => expect(fetcher).toHaveBeenCalledWith(`/api/videos/impressions?${month}`));
    for (const path of ['views', 'starts-per-referrer', 'drop-off-rate-chart-total-views', 'starts-per-device']) {
      await expect(fetcher).toHaveBeenCalledWith(`/api/videos/${path}?${month}`);
    }
    await waitFor(() => expect(figure(canvasElement, 'Impressions')).toHaveTextContent('4,816'));
    const perDay = await canvas.findByRole('group', { name: STATISTICS_DETAIL_TEXTS.startsPerDay });
    await waitFor(() => expect(within(perDay).getAllByRole('img')).toHaveLength(31));
  },
};

/** Starts per day are answered for at most about six years: a longer range says so instead. */
export const LongRange: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(figure(canvasElement, 'Impressions')).toHaveTextContent('1,204'));
    const [year, month, day] = canvas.getAllByRole('spinbutton');
    await userEvent.click(year);
    await userEvent.keyboard('2020');
    await userEvent.click(month);
    await userEvent.keyboard('01');
    await userEvent.click(day);
    await userEvent.keyboard('01');
    await waitFor(() => expect(canvas.getByTestId('date-range-value')).toHaveTextContent(/^2020-01-01/));
    await expect(await canvas.findByText(STATS_TEXTS.rangeTooLong)).toBeVisible();
    await waitFor(() => expect(fetcher).toHaveBeenCalledWith(expect.stringMatching(/impressions\?.*from=1577836800&/)));
    await expect(fetcher).not.toHaveBeenCalledWith(expect.stringMatching(/starts-per-day\?.*from=1577836800&/));
  },
};

export const NotFound: Story = {
  parameters: { answer: missing },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1 })).toHaveTextContent(
      "We're sorry! We don't have that.",
    );
    // Nothing but the video was asked for.
    await expect(fetcher).toHaveBeenCalledTimes(1);
  },
};

/** At 390 px: one column, every card within the width, no sideways scrolling. */
export const Narrow: Story = {
  parameters: { width: 390 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const frame = canvas.getByTestId('frame');
    await canvas.findByRole('img', { name: 'Netherlands: 150 starts' });
    await canvas.findByRole('group', { name: STATISTICS_DETAIL_TEXTS.dropOff });
    await expect(frame.scrollWidth).toBeLessThanOrEqual(frame.clientWidth);
    const right = frame.getBoundingClientRect().right;
    const outside = [...frame.querySelectorAll('*')].filter(
      (element) => element.getBoundingClientRect().right > right + 0.5,
    );
    await expect(outside).toEqual([]);
  },
};
