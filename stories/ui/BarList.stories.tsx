import { BarList } from '@reelbase/ui/BarList';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';

const meta = {
  title: 'UI/BarList',
  component: BarList,
  args: {
    'aria-label': 'Starts per referrer',
    items: [
      { label: 'news.example.com', count: 320, url: 'https://news.example.com/article/42' },
      { label: 'Direct', count: 1250 },
      { label: 'intranet.example.org', count: 87, url: 'https://intranet.example.org/videos' },
      { label: 'social.example.net', count: 640, url: 'https://social.example.net/post/9' },
    ],
    onCopy: fn(),
  },
  decorators: [
    (Story) => (
      <div style={{ width: 360 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof BarList>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const list = within(canvasElement).getByRole('list', { name: 'Starts per referrer' });
    const items = within(list).getAllByRole('listitem');
    await expect(items.map((item) => item.textContent?.replace(', copy URL', ''))).toEqual([
      'Direct1,250',
      'social.example.net640',
      'news.example.com320',
      'intranet.example.org87',
    ]);
  },
};

export const Playground: Story = {
  args: { 'aria-label': 'Referrers', emptyText: 'No referrers yet.' },
};

export const ClickCopiesUrl: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: /news\.example\.com/ }));
    await expect(args.onCopy).toHaveBeenCalledWith('https://news.example.com/article/42');
    canvas.getByRole('button', { name: /social\.example\.net/ }).focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onCopy).toHaveBeenLastCalledWith('https://social.example.net/post/9');
    await expect(canvas.queryByRole('button', { name: /Direct/ })).toBeNull();
  },
};

export const Empty: Story = {
  args: { items: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No data for this period.')).toBeInTheDocument();
  },
};
