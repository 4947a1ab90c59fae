import { CommentList } from '@reelbase/app/pieces';
import type { Comment } from '@reelbase/contract';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';

const VIDEO_ID = '3f1c7a52-8d4e-4b1a-9c0e-2b7d5e6f8a90';

const comment = (overrides: Partial<Comment> & Pick<Comment, 'id' | 'timecode' | 'created_at'>): Comment => ({
  message: 'Looks great.',
  name: 'Ada Lovelace',
  user_name: null,
  email: null,
  video_id: VIDEO_ID,
  status: 0,
  created_at_formatted: '25-11-2026 14:05',
  a_id: null,
  can_delete: false,
  ...overrides,
});

const comments: Comment[] = [
  comment({
    id: 4,
    timecode: 300,
    created_at: '2026-11-25T13:20:00Z',
    created_at_formatted: '25-11-2026 14:20',
    name: 'Later Viewer',
    message: 'The ending is too abrupt.',
  }),
  comment({
    id: 3,
    timecode: 65,
    created_at: '2026-11-25T13:10:00Z',
    created_at_formatted: '25-11-2026 14:10',
    name: 'Grace Hopper',
    message: 'Cut here.\nAnd fade to black.',
    status: 1,
  }),
  comment({
    id: 2,
    timecode: 65,
    created_at: '2026-11-25T13:05:00Z',
    created_at_formatted: '25-11-2026 14:05',
    name: 'Ada Lovelace',
    message: 'The logo is too small.',
    user_name: 'Ada Lovelace',
    a_id: 7,
    can_delete: true,
  }),
  comment({
    id: 1,
    timecode: 5,
    created_at: '2026-11-25T13:30:00Z',
    created_at_formatted: '25-11-2026 14:30',
    name: 'Jo Visitor',
    message: 'Nice intro.',
  }),
];

const meta = {
  title: 'Console/Comments/CommentList',
  component: CommentList,
  args: {
    comments,
    position: 70,
    canResolve: false,
    onSeek: fn(),
    onResolve: fn(),
    onDelete: fn(),
  },
} satisfies Meta<typeof CommentList>;
export default meta;
type Story = StoryObj<typeof meta>;

const items = (canvasElement: HTMLElement) => within(canvasElement).getAllByRole('listitem');
const itemOf = (canvasElement: HTMLElement, sender: string) => {
  const item = items(canvasElement).find((each) => within(each).queryByText(sender));
  if (!item) throw new Error(`No comment from ${sender}`);
  return within(item);
};

export const UpToThePosition: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Comments' })).toBeInTheDocument();
    await expect(canvas.getByText('3 of 4 comments')).toBeInTheDocument();
    await expect(canvas.queryByText('Later Viewer')).not.toBeInTheDocument();
    // By time index, then by creation time.
    await expect(items(canvasElement).map((item) => item.querySelector('span')?.textContent)).toEqual([
      'Jo Visitor',
      'Ada Lovelace',
      'Grace Hopper',
    ]);
    const ada = itemOf(canvasElement, 'Ada Lovelace');
    await expect(ada.getByText('(Amsterdam time)', { exact: false })).toHaveTextContent(
      '25-11-2026 14:05 (Amsterdam time)',
    );
    await expect(ada.getByText('Pending')).toBeInTheDocument();
    await expect(itemOf(canvasElement, 'Grace Hopper').getByText('Resolved')).toBeInTheDocument();
    await expect(canvas.queryByRole('button', { name: 'Resolve' })).not.toBeInTheDocument();
  },
};

export const ShowsCommentsHalfASecondAhead: Story = {
  args: { position: 4.5 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('1 of 4 comments')).toBeInTheDocument();
    await expect(canvas.getByText('Jo Visitor')).toBeInTheDocument();
  },
};

export const NoneYet: Story = {
  args: { position: 4 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('No comments up to this point.')).toBeInTheDocument();
    await expect(canvas.getByText('0 of 4 comments')).toBeInTheDocument();
    await expect(canvas.queryByRole('list')).not.toBeInTheDocument();
  },
};

export const SeeksToTheTimeIndex: Story = {
  play: async ({ args, canvasElement }) => {
    await userEvent.click(itemOf(canvasElement, 'Ada Lovelace').getByRole('button', { name: 'Go to 1:05' }));
    await expect(args.onSeek).toHaveBeenCalledWith(65);
    within(canvasElement).getByRole('button', { name: 'Go to 0:05' }).focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onSeek).toHaveBeenLastCalledWith(5);
  },
};

export const Resolve: Story = {
  args: { canResolve: true },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('button', { name: 'Resolve' })).toHaveLength(2);
    await expect(canvas.queryByText('Pending')).not.toBeInTheDocument();
    await expect(itemOf(canvasElement, 'Grace Hopper').queryByRole('button', { name: 'Resolve' })).toBeNull();
    await userEvent.click(itemOf(canvasElement, 'Ada Lovelace').getByRole('button', { name: 'Resolve' }));
    await expect(args.onResolve).toHaveBeenCalledWith(2);
  },
};

export const DeleteOnlyWhenAllowed: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('button', { name: 'Delete' })).toHaveLength(1);
    await expect(itemOf(canvasElement, 'Jo Visitor').queryByRole('button', { name: 'Delete' })).toBeNull();
    await userEvent.click(itemOf(canvasElement, 'Ada Lovelace').getByRole('button', { name: 'Delete' }));
    await expect(args.onDelete).toHaveBeenCalledWith(2);
  },
};

const markup = '<img src=x onerror=alert(1)>';

export const MessagesArePlainText: Story = {
  args: {
    comments: [
      comment({ id: 9, timecode: 1, created_at: '2026-11-25T13:00:00Z', name: 'Mallory', message: markup }),
      comment({ id: 10, timecode: 2, created_at: '2026-11-25T13:01:00Z', name: 'Ada', message: 'One\n\nTwo' }),
    ],
    position: 10,
  },
  play: async ({ canvasElement }) => {
    const list = within(canvasElement).getByRole('list');
    const mallory = itemOf(canvasElement, 'Mallory').getByText(markup);
    await expect(mallory.textContent).toBe(markup);
    await expect(list.querySelector('img')).toBeNull();
    const lines = itemOf(canvasElement, 'Ada').getByText(/One/);
    await expect(lines.textContent).toBe('One\n\nTwo');
    await expect(getComputedStyle(lines).whiteSpace).toBe('pre-wrap');
  },
};

export const Narrow: Story = {
  args: {
    comments: [
      ...comments,
      comment({
        id: 11,
        timecode: 3725,
        created_at: '2026-11-25T13:40:00Z',
        name: 'A visitor with a rather long name that has to wrap',
        message: 'https://example.test/a-very-long-address-without-any-spaces-in-it-at-all-that-must-wrap',
        can_delete: true,
      }),
    ],
    position: 4000,
    canResolve: true,
  },
  decorators: [
    (Story) => (
      <div data-testid="frame" style={{ width: 390, maxWidth: '100%' }}>
        <Story />
      </div>
    ),
  ],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Go to 1:02:05' })).toBeInTheDocument();
    const frame = canvas.getByTestId('frame');
    await expect(frame.scrollWidth).toBeLessThanOrEqual(frame.clientWidth);
  },
};
