import { parseDate } from '@internationalized/date';
import { DateField } from '@reelbase/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { I18nProvider } from 'react-aria';
import { expect, fn, userEvent, within } from 'storybook/test';

const meta: Meta<typeof DateField> = {
  title: 'UI/DateField',
  component: DateField,
  args: { 'aria-label': 'Start date', defaultValue: parseDate('2026-11-22'), onChange: fn() },
  decorators: [
    (Story) => (
      <I18nProvider locale="en-CA">
        <Story />
      </I18nProvider>
    ),
  ],
};
export default meta;
type Story = StoryObj<typeof DateField>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('group', { name: 'Start date' })).toHaveTextContent('2026-11-22');
    await userEvent.click(canvas.getByRole('spinbutton', { name: /day/i }));
    await userEvent.keyboard('{ArrowUp}');
    await expect(args.onChange).toHaveBeenLastCalledWith(parseDate('2026-11-23'));
  },
};

export const Playground: Story = { args: { isDisabled: false, isReadOnly: false } };

export const Empty: Story = {
  args: { defaultValue: undefined },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('spinbutton', { name: /year/i }));
    await userEvent.keyboard('20200105');
    await expect(args.onChange).toHaveBeenLastCalledWith(parseDate('2020-01-05'));
  },
};
