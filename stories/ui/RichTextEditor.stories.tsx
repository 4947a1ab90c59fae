import { RichTextEditor, type RichTextEditorProps } from '@reelbase/ui/RichTextEditor';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { Component, type ComponentType, lazy, type ReactNode, Suspense, startTransition, useState } from 'react';
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

class Boundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override render() {
    return this.state.failed ? <p>The editor failed to show.</p> : this.props.children;
  }
}

/** Another part of the page whose code comes a moment after it is asked for. */
const laterPart = () =>
  lazy(
    () =>
      new Promise<{ default: ComponentType }>((resolve) =>
        setTimeout(() => resolve({ default: () => <p>Assigned users loaded</p> }), 80),
      ),
  );

/**
 * Hidden for a while by the page around it (another part of the same page waiting for its data)
 * and shown again: the editor is made anew and still holds the saved text.
 */
export const HiddenAndShownAgain: Story = {
  render: (args) => {
    const [LaterPart, setLaterPart] = useState<ComponentType | null>(null);
    return (
      <Boundary>
        <button type="button" onClick={() => setLaterPart(() => laterPart())}>
          Load the rest of the page
        </button>
        <Suspense fallback={<p>Loading the page</p>}>
          <Controlled {...args} value="<p><strong>Saved footer</strong></p>" />
          {LaterPart ? <LaterPart /> : null}
        </Suspense>
      </Boundary>
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const strong = () => canvas.getByRole('textbox', { name: 'Footer text' }).querySelector('strong');
    await waitFor(() => expect(strong()).toHaveTextContent('Saved footer'));
    await userEvent.click(canvas.getByRole('button', { name: 'Load the rest of the page' }));
    await canvas.findByText('Assigned users loaded', undefined, { timeout: 5_000 });
    await expect(canvas.queryByText('The editor failed to show.')).toBeNull();
    await waitFor(() => expect(strong()).toHaveTextContent('Saved footer'));
    await userEvent.click(canvas.getByRole('textbox', { name: 'Footer text' }));
    await userEvent.keyboard(' and more');
    await waitFor(() => expect(canvas.getByRole('textbox', { name: 'Footer text' })).toHaveTextContent(/and more/));
  },
};

/** Takes a few milliseconds to render, so that the render yields to timers between its parts. */
function SlowPart() {
  const until = performance.now() + 3;
  while (performance.now() < until) {
    // busy on purpose
  }
  return null;
}

const LazyEditor = lazy(async () => ({ default: Controlled }));

/**
 * Its code loaded when the card is shown and rendered with a busy page around it, so that timers run
 * between the render and the commit: the saved text still shows, in an editor that works.
 */
export const LoadedOnABusyPage: Story = {
  args: { onChange: fn() },
  render: (args) => {
    const [shown, setShown] = useState(false);
    return (
      <Boundary>
        <button type="button" onClick={() => startTransition(() => setShown(true))}>
          Show the card
        </button>
        {shown ? (
          <Suspense fallback={<p>Loading the footer editor</p>}>
            <LazyEditor {...args} value="<p><strong>Saved footer</strong></p>" />
            {Array.from({ length: 12 }, (_, index) => (
              <SlowPart key={index} />
            ))}
          </Suspense>
        ) : null}
      </Boundary>
    );
  },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Show the card' }));
    await canvas.findByRole('textbox', { name: 'Footer text' }, { timeout: 5_000 });
    await new Promise((resolve) => setTimeout(resolve, 100));
    await expect(canvas.queryByText('The editor failed to show.')).toBeNull();
    await expect(canvas.getByRole('textbox', { name: 'Footer text' }).querySelector('strong')).toHaveTextContent(
      'Saved footer',
    );
    await userEvent.click(canvas.getByRole('textbox', { name: 'Footer text' }));
    await userEvent.keyboard(' and more');
    await waitFor(() => expect(args.onChange).toHaveBeenLastCalledWith(expect.stringContaining('and more')));
  },
};
