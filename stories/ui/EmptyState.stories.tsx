import { Button, EmptyState } from '@reelbase/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';

const meta: Meta<typeof EmptyState> = {
  title: 'UI/EmptyState',
  component: EmptyState,
  args: { title: 'There are no default tags for this library.' },
  decorators: [
    (Story) => (
      <div style={{ width: 400 }}>
        <Story />
      </div>
    ),
  ],
};
export default meta;
type Story = StoryObj<typeof EmptyState>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(
      'There are no default tags for this library.',
    );
  },
};

export const Playground: Story = { args: { description: 'Add tags in the library form.', icon: '🏷' } };

export const NoSearchResults: Story = {
  args: { title: undefined, preset: 'no-search-results' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('No items match your search!');
  },
};

const onAdd = fn();

export const WithAction: Story = {
  args: {
    title: 'No libraries yet',
    description: 'Libraries hold the videos of a company.',
    action: <Button onPress={onAdd}>Add library</Button>,
  },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Add library' }));
    await expect(onAdd).toHaveBeenCalledTimes(1);
  },
};
