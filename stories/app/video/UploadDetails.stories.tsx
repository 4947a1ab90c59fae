import { UploadDetails } from '@reelbase/app/pieces';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';

const video = {
  id: '6f1c2a9e-3b1d-4c55-9a77-0e4b2c1d9f10',
  title: 'launch',
  description: null,
  privacy: 'anybody' as const,
  publish_date: 1795392000,
  library: { id: 1 },
  size: 52428800,
  width: 1920,
  height: 1080,
  duration: 95_500,
  tags: [],
  'mime-type': 'video/mp4',
  source_url: null,
  thumbnail: null,
  visibility: { type: 'private' as const, from: null, until: null },
  internalNotes: null,
  metadata: { agency: null, projectNumber: null, languages: [], people: [], uploadedBy: 1 },
  playerTemplateId: null,
  has_privacy_password: false,
  status: 'processing' as const,
  failure_reason: null,
};

const meta = {
  title: 'Console/Upload/UploadDetails',
  component: UploadDetails,
  args: {
    video,
    fileName: 'launch.mp4',
    libraryName: 'Northwind Media / Campaigns',
    encodings: <p>Renditions</p>,
  },
} satisfies Meta<typeof UploadDetails>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('1920 × 1080')).toBeInTheDocument();
    await expect(canvas.getByText('Processing')).toBeInTheDocument();
    await expect(canvas.getByText('Northwind Media / Campaigns')).toBeInTheDocument();
    await expect(canvas.getByText('50 MB')).toBeInTheDocument();
  },
};

export const Playground: Story = {};

export const Failed: Story = {
  args: { video: { ...video, status: 'failed', failure_reason: 'The file is not a playable video.' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Failed')).toBeInTheDocument();
    await expect(canvas.getByText(/not a playable video/)).toBeInTheDocument();
  },
};
