import { Autocomplete, type AutocompleteOption } from '@reelbase/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';

const companies: AutocompleteOption[] = [
  { id: '1', label: 'Acme Media' },
  { id: '2', label: 'Acme Sports' },
  { id: '3', label: 'Blue Harbour' },
  { id: '4', label: 'Northwind Studios' },
];

const searchCompanies = fn(async (query: string, signal: AbortSignal) => {
  await new Promise((resolve) => setTimeout(resolve, 20));
  if (signal.aborted) return [];
  return companies.filter((c) => c.label.toLowerCase().includes(query.toLowerCase()));
});

const meta: Meta<typeof Autocomplete> = {
  title: 'UI/Autocomplete',
  component: Autocomplete,
  args: { label: 'Company', loadOptions: searchCompanies, onSelectionChange: fn() },
  beforeEach: () => {
    searchCompanies.mockClear();
  },
  decorators: [
    (Story) => (
      <div style={{ width: 300 }}>
        <Story />
      </div>
    ),
  ],
};
export default meta;
type Story = StoryObj<typeof Autocomplete>;

const body = () => within(document.body);

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const input = within(canvasElement).getByRole('combobox', { name: 'Company' });
    await waitFor(() => expect(searchCompanies).toHaveBeenCalledWith('', expect.anything()));
    searchCompanies.mockClear();
    await userEvent.type(input, 'acme');
    // Typing fast loads once, 300 ms after the last key.
    await expect(searchCompanies).not.toHaveBeenCalled();
    const listbox = await body().findByRole('listbox', {}, { timeout: 2000 });
    await waitFor(() => expect(within(listbox).getAllByRole('option')).toHaveLength(2));
    await expect(searchCompanies).toHaveBeenCalledTimes(1);
    await expect(searchCompanies).toHaveBeenCalledWith('acme', expect.anything());
    await userEvent.click(within(listbox).getByRole('option', { name: 'Acme Sports' }));
    await expect(args.onSelectionChange).toHaveBeenLastCalledWith({ id: '2', label: 'Acme Sports' });
    await expect(input).toHaveValue('Acme Sports');
  },
};

export const Playground: Story = {
  args: { placeholder: 'Search companies', description: 'Type part of the name.', debounceMs: 300 },
};

export const Keyboard: Story = {
  args: { debounceMs: 50 },
  play: async ({ canvasElement, args }) => {
    const input = within(canvasElement).getByRole('combobox', { name: 'Company' });
    await userEvent.type(input, 'north');
    const listbox = await body().findByRole('listbox');
    await waitFor(() => expect(within(listbox).getAllByRole('option')).toHaveLength(1));
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await expect(args.onSelectionChange).toHaveBeenLastCalledWith({ id: '4', label: 'Northwind Studios' });
  },
};

export const NoResults: Story = {
  args: { debounceMs: 50 },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('combobox', { name: 'Company' });
    await userEvent.type(input, 'zzz');
    await expect(await body().findByText('No results')).toBeInTheDocument();
  },
};

export const Preselected: Story = {
  args: { defaultSelected: { id: '3', label: 'Blue Harbour' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('combobox', { name: 'Company' })).toHaveValue('Blue Harbour');
  },
};

export const WithError: Story = {
  args: { isRequired: true, errorMessage: 'The company is required.' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('combobox', { name: 'Company' })).toHaveAccessibleDescription(
      'The company is required.',
    );
  },
};

export const Disabled: Story = {
  args: { isDisabled: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('combobox', { name: 'Company' })).toBeDisabled();
  },
};
