import { ENCODING_TEXTS, EncodingsPanel } from '@reelbase/app/pieces';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';

const ready = (height: number) => ({
  height,
  label: `${height}p`,
  extension: 'mp4' as const,
  ready: true,
  progress: 100,
  url: `/api/videos/v1/encodings/${height}/download?token=t`,
});
const generating = (height: number, progress: number) => ({
  height,
  label: `${height}p`,
  extension: 'mp4' as const,
  ready: false,
  progress,
});

const meta = {
  title: 'Console/Video/EncodingsPanel',
  component: EncodingsPanel,
  args: {
    encodings: [ready(360), generating(720, 40)],
    mailSent: false,
    onCopyUrl: fn(),
    onSendMail: fn(),
  },
} satisfies Meta<typeof EncodingsPanel>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(`${ENCODING_TEXTS.generating} 720p`)).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Download 720p' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Copy URL 720p' })).toBeDisabled();
    await userEvent.click(canvas.getByRole('button', { name: 'Copy URL 360p' }));
    await expect(args.onCopyUrl).toHaveBeenCalledWith(expect.objectContaining({ height: 360 }));
    await userEvent.click(canvas.getByRole('button', { name: ENCODING_TEXTS.sendMail }));
    await expect(args.onSendMail).toHaveBeenCalledTimes(1);
  },
};

export const Playground: Story = {};

export const NoneReady: Story = {
  args: { encodings: [generating(360, 5), generating(720, 0)] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: ENCODING_TEXTS.sendMail })).toBeDisabled();
  },
};

export const MailSent: Story = {
  args: { encodings: [ready(360), ready(720)], mailSent: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: ENCODING_TEXTS.sendMail })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Download 720p' })).toBeEnabled();
  },
};

export const Empty: Story = {
  args: { encodings: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(ENCODING_TEXTS.none)).toBeInTheDocument();
  },
};
