import { Button, DescriptionList, Inline, Stack, Text } from '@reelbase/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';

const meta: Meta = { title: 'UI/Layout' };
export default meta;
type Story = StoryObj;

export const StackAndInline: Story = {
  render: () => (
    <Stack $gap={4} data-testid="stack">
      <Text>A short note above the buttons.</Text>
      <Inline $justify="end" data-testid="inline">
        <Button variant="secondary">Cancel</Button>
        <Button>Save</Button>
      </Inline>
    </Stack>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(getComputedStyle(canvas.getByTestId('stack')).rowGap).toBe('16px');
    const inline = canvas.getByTestId('inline');
    await expect(getComputedStyle(inline).justifyContent).toBe('flex-end');
    const [cancel, save] = canvas.getAllByRole('button');
    await expect(cancel.getBoundingClientRect().right).toBeLessThanOrEqual(save.getBoundingClientRect().left);
  },
};

export const TextTones: Story = {
  render: () => (
    <Stack>
      <Text>Default text.</Text>
      <Text tone="muted" size="sm">
        Muted help text.
      </Text>
      <Text tone="danger">Something went wrong.</Text>
      <Text tone="success">Saved.</Text>
      <div style={{ width: 160 }}>
        <Text wrapAnywhere data-testid="long">
          a-very-long-address-without-spaces@example-company.test
        </Text>
      </div>
    </Stack>
  ),
  play: async ({ canvasElement }) => {
    const long = within(canvasElement).getByTestId('long');
    await expect(long.scrollWidth).toBeLessThanOrEqual(long.clientWidth);
  },
};

const facts = [
  { term: 'Video id', description: '6f1d2f9e-1c1b-4c59-9a43-0e8a3c1c2b11' },
  { term: 'Library', description: 'Acme / Marketing' },
  { term: 'Duration', description: '3:05' },
];

export const Facts: Story = {
  render: () => <DescriptionList aria-label="Video facts" items={facts} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const terms = canvasElement.querySelectorAll('dt');
    await expect(terms).toHaveLength(3);
    // Two columns: a term and its value on one line.
    const term = terms[1].getBoundingClientRect();
    const value = canvas.getByText('Acme / Marketing').getBoundingClientRect();
    await expect(Math.abs(term.top - value.top)).toBeLessThan(4);
    await expect(value.left).toBeGreaterThan(term.right);
  },
};

export const FactsNarrow: Story = {
  render: () => (
    <div style={{ width: 300 }}>
      <DescriptionList aria-label="Video facts" items={facts} />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // One column: the value under its term, the id wrapping inside.
    const term = canvasElement.querySelectorAll('dt')[0].getBoundingClientRect();
    const value = canvas.getByText(facts[0].description);
    await expect(value.getBoundingClientRect().top).toBeGreaterThanOrEqual(term.bottom);
    await expect(value.scrollWidth).toBeLessThanOrEqual(value.clientWidth);
  },
};
