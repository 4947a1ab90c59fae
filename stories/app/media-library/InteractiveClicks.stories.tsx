import { INTERACTIVE_CLICKS_TEXTS, InteractiveClicks } from '@reelbase/app/pieces';
import type { InteractiveElementAnswer } from '@reelbase/contract';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, spyOn, userEvent, waitFor, within } from 'storybook/test';
import { SWRConfig } from 'swr';

const videoId = '5f0c8a3e-6d1b-4c9a-9e27-1b2c3d4e5f60';
const SHOP = '0a7e1f52-3b4c-4d5e-8f60-718293a4b5c6';
const PAUSE = '1b8f2063-4c5d-4e6f-9071-8293a4b5c6d7';

const look = {
  background: { color: '', path: '', url: '' },
  border: { width: 1, color: '#ffffff' },
  font: { family: 'arial, helvetica, sans-serif', size: 24, color: '#ffffff' },
};

function element(
  _id: string,
  name: string,
  type: InteractiveElementAnswer['area']['type'],
  start: number,
  end: number,
): InteractiveElementAnswer {
  return {
    _id,
    name,
    start,
    end,
    startAction: start === end ? 'pause' : 'play',
    action: {
      type: type === 'playeraction' ? 'pause' : 'openLink',
      link: 'https://shop.example/spring',
      target: '_blank',
      videoId: '',
      startAt: 0,
      timeIndex: 0,
      autoPlay: false,
      mute: false,
    },
    area: { type, shape: 'rectangle', text: '' },
    style: { origin: { left: 25, top: 40 }, dimensions: { width: 50, height: 20 }, default: look, hover: look },
    active: false,
  };
}

const elements = [
  element(SHOP, 'Shop the look', 'hotspot', 4.2, 10),
  element(PAUSE, 'Quiz', 'playeraction', 61.5, 61.5),
];

/** The GET calls, answered by the story's `elements` parameter. */
const fetcher = fn(async (url: string) => url);
/** The POST of the clicks: its body. */
const clicksRequest = fn<(url: string, body: unknown) => void>();
/** The CSV files saved: name and text. */
const saved: { name: string; blob: Blob }[] = [];

const json = (body: unknown) =>
  new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });

const meta = {
  title: 'Console/MediaLibrary/InteractiveClicks',
  component: InteractiveClicks,
  args: { videoId, videoTitle: 'Product launch: "spring" 2026' },
  parameters: { elements, clicks: { [SHOP]: 1204, [PAUSE]: 37 } as Record<string, number> | null },
  decorators: [
    (Story, { parameters }) => (
      <SWRConfig
        value={{
          fetcher: async (url: string) => {
            await fetcher(url);
            return { interactive_area: parameters.elements };
          },
          provider: () => new Map(),
          revalidateOnFocus: false,
        }}
      >
        <div style={{ width: 380 }}>
          <Story />
        </div>
      </SWRConfig>
    ),
  ],
  beforeEach: ({ parameters }) => {
    fetcher.mockClear();
    clicksRequest.mockClear();
    saved.length = 0;
    const post = spyOn(window, 'fetch').mockImplementation(async (input, init) => {
      clicksRequest(String(input), JSON.parse(String(init?.body)));
      // Without clicks the answer never comes: the counts are still loading.
      return parameters.clicks ? json(parameters.clicks) : new Promise<Response>(() => undefined);
    });
    let blob = new Blob();
    const createUrl = spyOn(URL, 'createObjectURL').mockImplementation((object) => {
      blob = object as Blob;
      return 'blob:interactive-statistics';
    });
    const click = spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push({ name: this.download, blob });
    });
    return () => {
      post.mockRestore();
      createUrl.mockRestore();
      click.mockRestore();
    };
  },
} satisfies Meta<typeof InteractiveClicks>;
export default meta;
type Story = StoryObj<typeof meta>;

const today = () => {
  const now = new Date();
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
};

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const section = await canvas.findByRole('region', { name: INTERACTIVE_CLICKS_TEXTS.title });
    await waitFor(() => expect(section).toHaveTextContent('1,204'));
    await expect(clicksRequest).toHaveBeenCalledWith('/api/videos/interactive-clicks', {
      interactiveElementIds: [SHOP, PAUSE],
    });
    await expect(fetcher).toHaveBeenCalledWith(`/api/videos/${videoId}/interactive`);
    const table = canvas.getByRole('table', { name: INTERACTIVE_CLICKS_TEXTS.title });
    await expect(
      within(table)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['Name', 'Type', 'Start – End', 'Clicks']);
    const shop = within(table).getByRole('row', { name: /Shop the look/ });
    await expect(
      within(shop)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['Shop the look', 'Hotspot', '00:04.2 – 00:10.0', '1,204']);
    const quiz = within(table).getByRole('row', { name: /Quiz/ });
    await expect(
      within(quiz)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['Quiz', 'Player action', '01:01.5 – 01:01.5', '37']);
    // The side panel is narrow: the table fits without sideways scrolling.
    await expect(table.getBoundingClientRect().width).toBeLessThanOrEqual(380);
  },
};

export const Playground: Story = {};

export const DownloadCsv: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const download = await canvas.findByRole('button', { name: INTERACTIVE_CLICKS_TEXTS.download });
    await waitFor(() => expect(download).toBeEnabled());
    await userEvent.click(download);
    await expect(saved).toHaveLength(1);
    await expect(saved[0].name).toBe(`interactive-statistics-Product_launch_spring_2026-${today()}.csv`);
    await expect(await saved[0].blob.text()).toBe(
      'Id,Name,Type,Start,End,Clicks\r\n' +
        `${SHOP},Shop the look,Hotspot,00:00:04.2,00:00:10.0,1204\r\n` +
        `${PAUSE},Quiz,Player action,00:01:01.5,00:01:01.5,37\r\n`,
    );
  },
};

export const LoadingClicks: Story = {
  parameters: { clicks: null },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('region', { name: INTERACTIVE_CLICKS_TEXTS.title });
    await expect(canvas.getByRole('button', { name: INTERACTIVE_CLICKS_TEXTS.download })).toBeDisabled();
    await expect(canvas.getAllByText('—')).toHaveLength(2);
  },
};

export const WithoutElements: Story = {
  parameters: { elements: [] },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(fetcher).toHaveBeenCalledWith(`/api/videos/${videoId}/interactive`));
    await expect(within(canvasElement).queryByRole('region')).toBeNull();
    await expect(within(canvasElement).queryByRole('button')).toBeNull();
    await expect(clicksRequest).not.toHaveBeenCalled();
  },
};
