import { Notice } from '@reelbase/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';

const meta = {
  title: 'UI/Notice',
  component: Notice,
  args: { tone: 'info', children: 'Uploads continue while you work elsewhere in the console.' },
} satisfies Meta<typeof Notice>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Info: Story = {};

export const Tones: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 12 }}>
      <Notice as="p" tone="success" role="status">
        The upload has started.
      </Notice>
      <Notice as="p" tone="warning">
        You are not assigned to a library yet.
      </Notice>
      <Notice tone="danger" role="alert">
        <p>Some files could not be uploaded, please try again.</p>
        <ul aria-label="Failed files">
          <li>/interview.mov: not a video</li>
        </ul>
      </Notice>
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent('The upload has started.');
    const alert = canvas.getByRole('alert');
    await expect(within(alert).getByRole('list', { name: 'Failed files' })).toBeInTheDocument();
    // The message's own paragraph has no outer margin: the box's padding frames it.
    await expect(getComputedStyle(alert.querySelector('p') as HTMLElement).marginTop).toBe('0px');
  },
};
