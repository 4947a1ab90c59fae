import { TagEditor } from '@reelbase/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';

const meta: Meta<typeof TagEditor> = {
  title: 'UI/TagEditor',
  component: TagEditor,
  args: { label: 'Tags', defaultValue: ['news', 'sports'], counter: 5000, onChange: fn() },
  decorators: [
    (Story) => (
      <div style={{ width: 380 }}>
        <Story />
      </div>
    ),
  ],
};
export default meta;
type Story = StoryObj<typeof TagEditor>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('textbox', { name: 'Tags' });
    await userEvent.type(input, 'weather{Enter}');
    await expect(args.onChange).toHaveBeenLastCalledWith(['news', 'sports', 'weather']);
    await expect(canvas.getByRole('row', { name: 'weather' })).toBeInTheDocument();
    await expect(input).toHaveValue('');
    await expect(canvas.getByText('19 / 5000')).toBeInTheDocument();
  },
};

export const Playground: Story = {
  args: { counter: 5000, description: 'Press Enter to add a tag.', isDisabled: false },
};

export const EmptyRefused: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Add' }));
    await expect(canvas.getByRole('alert')).toHaveTextContent("Can't add an empty item");
    await expect(canvas.getByRole('textbox', { name: 'Tags' })).toHaveAccessibleDescription("Can't add an empty item");
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

export const DuplicateRefused: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: 'Tags' }), 'News{Enter}');
    await expect(canvas.getByRole('alert')).toHaveTextContent("Can't add an item twice");
    await expect(args.onChange).not.toHaveBeenCalled();
    // Typing again clears the message.
    await userEvent.type(canvas.getByRole('textbox', { name: 'Tags' }), 'x');
    await expect(canvas.queryByRole('alert')).toBeNull();
  },
};

export const Remove: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const row = canvas.getByRole('row', { name: 'news' });
    await userEvent.click(within(row).getByRole('button'));
    await expect(args.onChange).toHaveBeenLastCalledWith(['sports']);
    await expect(canvas.queryByRole('row', { name: 'news' })).toBeNull();
  },
};

export const CounterLimit: Story = {
  args: { counter: 12, defaultValue: ['news'] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: 'Tags' }), 'weathers{Enter}');
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      'The text entered is too long. It should have at most 12 characters.',
    );
  },
};

export const Disabled: Story = {
  args: { isDisabled: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('textbox', { name: 'Tags' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Add' })).toBeDisabled();
  },
};

export const Suggestions: Story = {
  args: { suggestions: ['News', 'weather', 'traffic'] },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    // With suggestions the field is a combobox offering the tags not added yet.
    const input = canvas.getByRole('combobox', { name: 'Tags' });
    const list = canvasElement.querySelector(`datalist#${CSS.escape(input.getAttribute('list') ?? '')}`);
    const offered = [...(list?.querySelectorAll('option') ?? [])].map((option) => option.value);
    await expect(offered).toEqual(['weather', 'traffic']);
    await userEvent.type(input, 'traffic{Enter}');
    await expect(args.onChange).toHaveBeenLastCalledWith(['news', 'sports', 'traffic']);
  },
};
