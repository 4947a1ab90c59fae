import { Paginator, type PaginatorProps } from '@reelbase/ui/Paginator';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useEffect, useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';

/** Keeps the page in local state so that the buttons really move it. */
function StatefulPaginator(args: PaginatorProps) {
  const [page, setPage] = useState(args.page);
  useEffect(() => setPage(args.page), [args.page]);
  return (
    <Paginator
      {...args}
      page={page}
      onPageChange={(next) => {
        setPage(next);
        args.onPageChange(next);
      }}
    />
  );
}

const meta = {
  title: 'UI/Paginator',
  component: Paginator,
  args: { page: 1, totalItems: 120, pageSize: 12, onPageChange: fn() },
  render: (args) => <StatefulPaginator {...args} />,
  decorators: [
    (Story) => (
      <div style={{ width: 520 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Paginator>;
export default meta;
type Story = StoryObj<typeof meta>;

const pageNumbers = (nav: HTMLElement) =>
  within(nav)
    .getAllByRole('button', { name: /^Page / })
    .map((button) => button.textContent);

export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const nav = canvas.getByRole('navigation', { name: 'Pagination' });
    await expect(pageNumbers(nav)).toEqual(['1', '2', '3']);
    await expect(canvas.getByRole('button', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
    await expect(canvas.getByRole('button', { name: 'Previous page' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'First page' })).toBeDisabled();
    await expect(canvas.getByText('1–12 of 120')).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Next page' }));
    await expect(args.onPageChange).toHaveBeenCalledWith(2);
    await expect(canvas.getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
    await expect(canvas.getByRole('button', { name: 'Page 1' })).not.toHaveAttribute('aria-current');
    await expect(pageNumbers(nav)).toEqual(['1', '2', '3', '4']);
  },
};

export const Playground: Story = {
  args: { page: 4, totalItems: 95, pageSize: 9, range: 2, 'aria-label': 'Users pages', hideSummary: false },
};

export const MiddlePage: Story = {
  args: { page: 5 },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(pageNumbers(canvas.getByRole('navigation'))).toEqual(['3', '4', '5', '6', '7']);
    await userEvent.click(canvas.getByRole('button', { name: 'Last page' }));
    await expect(args.onPageChange).toHaveBeenLastCalledWith(10);
    await expect(canvas.getByRole('button', { name: 'Next page' })).toBeDisabled();
    await userEvent.click(canvas.getByRole('button', { name: 'First page' }));
    await expect(args.onPageChange).toHaveBeenLastCalledWith(1);
    await userEvent.click(canvas.getByRole('button', { name: 'Page 3' }));
    await expect(args.onPageChange).toHaveBeenLastCalledWith(3);
  },
};

export const KeyboardOperable: Story = {
  args: { page: 2 },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    canvas.getByRole('button', { name: 'Previous page' }).focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onPageChange).toHaveBeenCalledWith(1);
  },
};

export const SinglePage: Story = {
  args: { totalItems: 5 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Next page' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Last page' })).toBeDisabled();
  },
};

export const NoItems: Story = {
  args: { totalItems: 0 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('navigation')).toBeNull();
  },
};
