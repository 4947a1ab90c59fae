import { UsageStatsTable } from '@reelbase/app/pieces';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';

const meta = {
  title: 'Console/Admin/UsageStatsTable',
  component: UsageStatsTable,
  args: {
    rows: [
      {
        company_id: 1,
        company_name: 'Acme Media',
        nr_of_users: 12,
        nr_of_libraries: 3,
        nr_of_videos: 140,
        used_storage: 5368709120,
      },
      { company_id: 2, company_name: 'Globex', nr_of_users: 2, nr_of_libraries: 1, nr_of_videos: 0, used_storage: 0 },
    ],
    onDownload: fn(),
  },
} satisfies Meta<typeof UsageStatsTable>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    for (const header of ['Company Name', 'Users', 'Libraries', 'Videos', 'Used Storage']) {
      await expect(canvas.getByRole('columnheader', { name: header })).toBeInTheDocument();
    }
    await expect(canvas.getByText('5 GB')).toBeInTheDocument();
    await expect(canvas.getByText('0 Bytes')).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Download CSV' }));
    await expect(args.onDownload).toHaveBeenCalled();
  },
};

export const Playground: Story = {};

export const NoCompanies: Story = {
  args: { rows: [] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('There are no companies yet.')).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Download CSV' })).toBeDisabled();
  },
};

export const Loading: Story = { args: { rows: [], isLoading: true } };
