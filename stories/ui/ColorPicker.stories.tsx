import { ColorPicker } from '@reelbase/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';

const meta: Meta<typeof ColorPicker> = {
  title: 'UI/ColorPicker',
  component: ColorPicker,
  args: { label: 'Icon colour', defaultValue: '#ffffff', onChange: fn() },
};
export default meta;
type Story = StoryObj<typeof ColorPicker>;

const body = () => within(document.body);
const HEX_MESSAGE = 'The hex value is invalid. It must have 6 or 8 digits (0 - F) and must start with a # character';

const openPicker = async (canvasElement: HTMLElement) => {
  await userEvent.click(within(canvasElement).getByRole('button', { name: /Icon colour/ }));
  return body().findByRole('dialog', { name: 'Icon colour' });
};

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const trigger = within(canvasElement).getByRole('button', { name: 'Icon colour #ffffff' });
    const dialog = await openPicker(canvasElement);
    const hex = within(dialog).getByRole('textbox', { name: 'Hex value' });
    await userEvent.clear(hex);
    await userEvent.type(hex, '#1F5BD7');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Update' }));
    await expect(args.onChange).toHaveBeenCalledWith('#1f5bd7');
    await waitFor(() => expect(body().queryByRole('dialog')).toBeNull());
    await expect(trigger).toHaveAccessibleName('Icon colour #1f5bd7');
  },
};

export const Playground: Story = { args: { defaultValue: '#ff000080', description: 'Colour of the player icons.' } };

export const ShorthandRefused: Story = {
  play: async ({ canvasElement, args }) => {
    const dialog = await openPicker(canvasElement);
    const hex = within(dialog).getByRole('textbox', { name: 'Hex value' });
    await userEvent.clear(hex);
    await userEvent.type(hex, '#fff');
    await expect(within(dialog).getByText(HEX_MESSAGE)).toBeInTheDocument();
    await expect(within(dialog).getByRole('button', { name: 'Update' })).toBeDisabled();
    await userEvent.type(hex, '{Enter}');
    await expect(args.onChange).not.toHaveBeenCalled();
    // Eight digits (with alpha) are accepted.
    await userEvent.type(hex, 'fff80');
    await expect(within(dialog).queryByText(HEX_MESSAGE)).toBeNull();
  },
};

export const MissingHash: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await openPicker(canvasElement);
    const hex = within(dialog).getByRole('textbox', { name: 'Hex value' });
    await userEvent.clear(hex);
    await userEvent.type(hex, 'ffffff');
    await expect(within(dialog).getByText(HEX_MESSAGE)).toBeInTheDocument();
  },
};

export const CloseDiscards: Story = {
  play: async ({ canvasElement, args }) => {
    const dialog = await openPicker(canvasElement);
    const hex = within(dialog).getByRole('textbox', { name: 'Hex value' });
    await userEvent.clear(hex);
    await userEvent.type(hex, '#000000');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(body().queryByRole('dialog')).toBeNull());
    await expect(args.onChange).not.toHaveBeenCalled();
    await expect(within(canvasElement).getByRole('button')).toHaveAccessibleName('Icon colour #ffffff');
  },
};

export const Disabled: Story = {
  args: { isDisabled: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: /Icon colour/ })).toBeDisabled();
  },
};
