import { FtpImportList } from '@reelbase/app/pieces';
import { FTP_IMPORT_TEXTS } from '@reelbase/contract';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { imports } from './fixtures.ts';

const [copying, processing, ready, failed] = imports.map((item) => item.videoId);

const meta = {
  title: 'Console/Ftp/FtpImportList',
  component: FtpImportList,
  args: {
    imports,
    states: new Map([
      [processing, { status: 'processing', failureReason: null } as const],
      [ready, { status: 'ready', failureReason: null } as const],
      [failed, { status: 'failed', failureReason: 'The file could not be read as a video.' } as const],
    ]),
    onGoToVideo: fn(),
  },
} satisfies Meta<typeof FtpImportList>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The row of an import, by its file name. */
const rowOf = (canvasElement: HTMLElement, name: string) => {
  const row = within(canvasElement)
    .getAllByRole('listitem')
    .find((item) => item.textContent?.includes(name));
  if (!row) throw new Error(`No row for ${name}`);
  return row;
};

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = canvas.getByRole('list', { name: FTP_IMPORT_TEXTS.title });
    await expect(within(list).getAllByRole('listitem')).toHaveLength(4);
    await expect(rowOf(canvasElement, 'launch.mp4')).toHaveTextContent(FTP_IMPORT_TEXTS.copying);
    await expect(
      canvas.getByRole('progressbar', { name: `Import of launch.mp4: ${FTP_IMPORT_TEXTS.copying}` }),
    ).toBeVisible();
    await expect(rowOf(canvasElement, 'take-1.mp4')).toHaveTextContent(FTP_IMPORT_TEXTS.processing);
    await expect(rowOf(canvasElement, 'teaser.mp4')).toHaveTextContent(FTP_IMPORT_TEXTS.ready);
    await expect(rowOf(canvasElement, 'interview.mov')).toHaveTextContent('The file could not be read as a video.');
    // A bar only while the import is under way.
    await expect(canvas.getAllByRole('progressbar')).toHaveLength(2);
    const link = canvas.getByRole('link', { name: `${FTP_IMPORT_TEXTS.goToVideo} teaser.mp4` });
    await expect(link).toHaveAttribute('href', `/media-library?videoId=${ready}`);
  },
};

export const Playground: Story = {};

export const GoesToTheVideo: Story = {
  play: async ({ args, canvasElement }) => {
    await userEvent.click(
      within(canvasElement).getByRole('link', { name: `${FTP_IMPORT_TEXTS.goToVideo} launch.mp4` }),
    );
    await expect(args.onGoToVideo).toHaveBeenCalledWith(copying);
  },
};

export const DeletedVideo: Story = {
  args: {
    imports: [imports[0]],
    states: new Map([[copying, { status: 'gone', failureReason: null } as const]]),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(FTP_IMPORT_TEXTS.gone)).toBeVisible();
    await expect(canvas.queryByRole('link')).toBeNull();
  },
};
