import { MultiSelect } from '@reelbase/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';

const libraries = [
  { id: '1', label: 'Acme / Marketing' },
  { id: '2', label: 'Acme / Training' },
  { id: '3', label: 'Acme / Events' },
];

function Controlled(props: { onSelectionChange: (keys: string[]) => void; initial?: string[] }) {
  const [keys, setKeys] = useState<string[]>(props.initial ?? []);
  return (
    <MultiSelect
      label="Library"
      placeholder="All libraries"
      options={libraries}
      selectedKeys={keys}
      onSelectionChange={(next) => {
        setKeys(next);
        props.onSelectionChange(next);
      }}
    />
  );
}

const meta: Meta<typeof Controlled> = {
  title: 'UI/MultiSelect',
  component: Controlled,
  args: { onSelectionChange: fn() },
  decorators: [
    (Story) => (
      <div style={{ width: 280 }}>
        <Story />
      </div>
    ),
  ],
};
export default meta;
type Story = StoryObj<typeof Controlled>;

export const ChooseSeveral: Story = {
  play: async ({ canvasElement, args }) => {
    const trigger = within(canvasElement).getByRole('button', { name: /Library/ });
    await expect(trigger).toHaveTextContent('All libraries');
    await userEvent.click(trigger);
    const listbox = await within(document.body).findByRole('listbox');
    await expect(listbox).toHaveAttribute('aria-multiselectable', 'true');
    await userEvent.click(within(listbox).getByRole('option', { name: 'Acme / Training' }));
    await expect(args.onSelectionChange).toHaveBeenLastCalledWith(['2']);
    // The list stays open for a second choice.
    await userEvent.click(within(listbox).getByRole('option', { name: 'Acme / Events' }));
    await expect(args.onSelectionChange).toHaveBeenLastCalledWith(['2', '3']);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(within(document.body).queryByRole('listbox')).toBeNull());
    await expect(trigger).toHaveTextContent('Acme / Training and 1 more');
  },
};

export const Keyboard: Story = {
  args: { initial: ['1'] },
  play: async ({ canvasElement, args }) => {
    const trigger = within(canvasElement).getByRole('button', { name: /Library/ });
    await expect(trigger).toHaveTextContent('Acme / Marketing');
    trigger.focus();
    await userEvent.keyboard('{ArrowDown}');
    const listbox = await within(document.body).findByRole('listbox');
    await expect(within(listbox).getByRole('option', { name: 'Acme / Marketing' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    // Space on the first option takes it off again.
    await userEvent.keyboard(' ');
    await expect(args.onSelectionChange).toHaveBeenLastCalledWith([]);
  },
};
