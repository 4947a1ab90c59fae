import { Button, DescriptionList, Heading, Inline, RowList, RowListItem, Stack, Text, Tile } from '@reelbase/ui';
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

export const FactsWithAWideValue: Story = {
  render: () => (
    <DescriptionList
      aria-label="Connection"
      items={[
        { term: 'Server', description: 'ftp.example.test' },
        { term: 'Fingerprint', description: 'AB:CD:EF:01:23:45:67:89:AB:CD:EF:01:23:45:67:89', wide: true },
      ]}
    />
  ),
  play: async ({ canvasElement }) => {
    const [, wideTerm] = canvasElement.querySelectorAll('dt');
    const wideValue = within(canvasElement).getByText(/^AB:CD/);
    // The wide value sits under its term, from the list's start.
    await expect(wideValue.getBoundingClientRect().top).toBeGreaterThanOrEqual(wideTerm.getBoundingClientRect().bottom);
    await expect(Math.abs(wideValue.getBoundingClientRect().left - wideTerm.getBoundingClientRect().left)).toBeLessThan(
      2,
    );
  },
};

export const HeadingsAndLists: Story = {
  render: () => (
    <Stack $gap={4}>
      <Heading level={1}>Page title</Heading>
      <Heading level={2} size="md">
        Subtitles
      </Heading>
      <Stack as="ul" $gap={2} aria-label="Chapters">
        <Tile as="li">
          <Inline $justify="space-between">
            <Text as="span" weight="medium">
              Intro
            </Text>
            <Button size="sm" variant="danger">
              Delete
            </Button>
          </Inline>
        </Tile>
        <Tile as="li">
          <Text as="span" weight="medium">
            Results
          </Text>
        </Tile>
      </Stack>
      <Tile $size="md" $dashed>
        <Text tone="muted" align="center">
          No comments up to this point.
        </Text>
      </Tile>
      <RowList aria-label="Imports">
        <RowListItem>
          <Text as="code" size="sm">
            launch.mp4
          </Text>
          <Button size="sm">Go to video</Button>
        </RowListItem>
        <RowListItem>
          <Text as="code" size="sm">
            teaser.mp4
          </Text>
        </RowListItem>
      </RowList>
    </Stack>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Page title' })).toBeInTheDocument();
    await expect(getComputedStyle(canvas.getByRole('heading', { level: 2 })).marginTop).toBe('0px');
    // A Stack as a list: no bullets, no indent.
    const chapters = canvas.getByRole('list', { name: 'Chapters' });
    await expect(getComputedStyle(chapters).listStyleType).toBe('none');
    await expect(getComputedStyle(chapters).paddingLeft).toBe('0px');
    await expect(within(canvas.getByRole('list', { name: 'Imports' })).getAllByRole('listitem')).toHaveLength(2);
    await expect(getComputedStyle(canvas.getByText('launch.mp4')).fontFamily).toMatch(/monospace/);
  },
};
