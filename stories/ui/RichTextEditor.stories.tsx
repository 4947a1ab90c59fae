import { RichTextEditor, type RichTextEditorProps } from '@reelbase/ui/RichTextEditor';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';

/** The editor with its value held like a form holds it. */
function Controlled(props: RichTextEditorProps) {
  const [value, setValue] = useState(props.value);
  return (
    <RichTextEditor
      {...props}
      value={value}
      onChange={(html) => {
        setValue(html);
        props.onChange(html);
      }}
    />
  );
}

const meta = {
  title: 'UI/RichTextEditor',
  component: RichTextEditor,
  render: (args) => <Controlled {...args} />,
  args: { label: 'Footer text', value: '', onChange: fn() },
  decorators: [
    (Story) => (
      <div style={{ width: 420 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof RichTextEditor>;
export default meta;
type Story = StoryObj<typeof meta>;

const textbox = (canvasElement: HTMLElement) => within(canvasElement).getByRole('textbox', { name: 'Footer text' });

export const BoldAndItalic: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(textbox(canvasElement));
    await userEvent.click(canvas.getByRole('button', { name: 'Bold' }));
    await expect(canvas.getByRole('button', { name: 'Bold' })).toHaveAttribute('aria-pressed', 'true');
    await userEvent.keyboard('Strong');
    await userEvent.click(canvas.getByRole('button', { name: 'Bold' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Italic' }));
    await userEvent.keyboard(' and slanted');
    await waitFor(() =>
      expect(args.onChange).toHaveBeenLastCalledWith('<p><strong>Strong</strong><em> and slanted</em></p>'),
    );
  },
};

export const Lists: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(textbox(canvasElement));
    await userEvent.click(canvas.getByRole('button', { name: 'Bulleted list' }));
    await userEvent.keyboard('One{Enter}Two');
    await waitFor(() =>
      expect(args.onChange).toHaveBeenLastCalledWith('<ul><li><p>One</p></li><li><p>Two</p></li></ul>'),
    );
    await expect(canvas.getByRole('button', { name: 'Bulleted list' })).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(canvas.getByRole('button', { name: 'Numbered list' }));
    await waitFor(() => expect(args.onChange).toHaveBeenLastCalledWith(expect.stringMatching(/^<ol>/)));
  },
};

export const LinkRefusesScript: Story = {
  args: { value: '<p>Visit us</p>' },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tripleClick(canvas.getByText('Visit us'));
    await userEvent.click(canvas.getByRole('button', { name: 'Link' }));
    const address = canvas.getByRole('textbox', { name: 'Link address' });
    await userEvent.clear(address);
    await userEvent.type(address, 'javascript:alert(1)');
    await expect(canvas.getByText('An address starting with https://, http://, mailto: or tel:')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Apply' })).toBeDisabled();
    await userEvent.clear(address);
    await userEvent.type(address, 'https://example.com/contact');
    await userEvent.click(canvas.getByRole('button', { name: 'Apply' }));
    await waitFor(() =>
      expect(args.onChange).toHaveBeenLastCalledWith(expect.stringContaining('href="https://example.com/contact"')),
    );
    await expect(canvas.queryByRole('textbox', { name: 'Link address' })).toBeNull();
  },
};

/** Arrow keys move between the tools (one tab stop for the toolbar). */
export const KeyboardToolbar: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    canvas.getByRole('button', { name: 'Bold' }).focus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('button', { name: 'Italic' })).toHaveFocus();
    await expect(canvas.getByRole('toolbar', { name: 'Formatting' })).toBeInTheDocument();
  },
};

export const WithError: Story = {
  args: { value: '<p>Some text</p>', errorMessage: 'The text entered is too long.' },
  play: async ({ canvasElement }) => {
    await expect(textbox(canvasElement)).toHaveAttribute('aria-invalid', 'true');
    await expect(within(canvasElement).getByText('The text entered is too long.')).toBeVisible();
  },
};
