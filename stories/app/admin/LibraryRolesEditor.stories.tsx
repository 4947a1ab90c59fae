import { LibraryRolesEditor } from '@reelbase/app/pieces';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';

const libraries = [
  { id: 1, name: 'Marketing' },
  { id: 2, name: 'Training' },
  { id: 3, name: 'Events' },
];

const meta = {
  title: 'Console/Admin/LibraryRolesEditor',
  component: LibraryRolesEditor,
  args: { libraries, rows: { editor: [1], 'read-only': [], uploader: [3] }, onChange: fn() },
  render: function Render(args) {
    const [rows, setRows] = useState(args.rows);
    return (
      <LibraryRolesEditor
        {...args}
        rows={rows}
        onChange={(next) => {
          setRows(next);
          args.onChange(next);
        }}
      />
    );
  },
} satisfies Meta<typeof LibraryRolesEditor>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      within(canvas.getByRole('group', { name: 'Editor libraries' })).getByText('Marketing'),
    ).toBeInTheDocument();
    await expect(
      within(canvas.getByRole('group', { name: 'Read-only libraries' })).getByText('No libraries.'),
    ).toBeInTheDocument();
  },
};

export const Playground: Story = {};

export const MoveToReadOnly: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const readOnly = canvas.getByRole('group', { name: 'Read-only libraries' });
    await userEvent.click(within(readOnly).getByRole('button', { name: /Read-only libraries/ }));
    await userEvent.click(await within(document.body).findByRole('option', { name: 'Marketing (now Editor)' }));
    await expect(
      within(canvas.getByRole('group', { name: 'Editor libraries' })).queryByText('Marketing'),
    ).not.toBeInTheDocument();
    await expect(within(readOnly).getByText('Marketing')).toBeInTheDocument();
    await expect(args.onChange).toHaveBeenLastCalledWith({ editor: [], 'read-only': [1], uploader: [3] });
  },
};

export const RemoveFromRow: Story = {
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Remove Events from Uploader' }));
    await expect(args.onChange).toHaveBeenLastCalledWith({ editor: [1], 'read-only': [], uploader: [] });
  },
};

export const NoLibraries: Story = {
  args: { libraries: [], rows: { editor: [], 'read-only': [], uploader: [] } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('The chosen company has no libraries yet.')).toBeInTheDocument();
  },
};
