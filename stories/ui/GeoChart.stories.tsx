import { GeoChart } from '@reelbase/ui/GeoChart';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';

const views = [
  { code: 'NL', count: 1204 },
  { code: 'DE', count: 530 },
  { code: 'US', count: 310 },
  { code: 'BR', count: 95 },
  { code: 'jp', count: 12 },
];

const meta = {
  title: 'UI/GeoChart',
  component: GeoChart,
  args: { title: 'Views per country', data: views, width: 640, height: 330 },
} satisfies Meta<typeof GeoChart>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const map = canvas.getByRole('group', { name: 'Views per country' });
    await expect(within(map).getAllByRole('img')).toHaveLength(5);
    await expect(canvas.getByRole('img', { name: 'Netherlands: 1,204 views' })).toBeInTheDocument();
    await expect(canvasElement.querySelectorAll('path.country').length).toBeGreaterThan(170);
  },
};

export const Playground: Story = {
  args: { valueLabel: 'Starts', width: 480, height: 250 },
};

export const DataTableForScreenReaders: Story = {
  play: async ({ canvasElement }) => {
    const table = within(canvasElement).getByRole('table', { name: 'Views per country' });
    const rows = within(table).getAllByRole('row').slice(1);
    await expect(rows.map((row) => row.textContent)).toEqual([
      'Netherlands1,204',
      'Germany530',
      'United States310',
      'Brazil95',
      'Japan12',
    ]);
  },
};

export const HoverTooltip: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const germany = canvasElement.querySelector('path[data-code="DE"]') as SVGPathElement;
    await userEvent.hover(germany);
    await waitFor(() => expect(canvas.getByTestId('geo-tooltip')).toHaveTextContent('Germany: 530 views'));
    const france = canvasElement.querySelector('path[data-code="FR"]') as SVGPathElement;
    await userEvent.hover(france);
    await waitFor(() => expect(canvas.getByTestId('geo-tooltip')).toHaveTextContent('France: 0 views'));
    await userEvent.unhover(france);
    await waitFor(() => expect(canvas.queryByTestId('geo-tooltip')).toBeNull());
  },
};

export const KeyboardCountries: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await expect(canvas.getByRole('img', { name: 'Netherlands: 1,204 views' })).toHaveFocus();
    await expect(canvas.getByTestId('geo-tooltip')).toHaveTextContent('Netherlands: 1,204 views');
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('img', { name: 'Germany: 530 views' })).toHaveFocus();
    await userEvent.keyboard('{End}');
    await expect(canvas.getByRole('img', { name: 'Japan: 12 views' })).toHaveFocus();
  },
};

export const Shading: Story = {
  play: async ({ canvasElement }) => {
    const fill = (code: string) =>
      (canvasElement.querySelector(`path[data-code="${code}"]`) as SVGPathElement).style.fill;
    await expect(fill('NL')).not.toEqual(fill('DE'));
    await expect(fill('FR')).toContain('--rb-color-surface-sunken');
    await expect(fill('NL')).toContain('100%');
  },
};

export const NoData: Story = {
  args: { data: [] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryAllByRole('img')).toHaveLength(0);
    await expect(within(canvas.getByRole('table')).getAllByRole('row')).toHaveLength(1);
  },
};
