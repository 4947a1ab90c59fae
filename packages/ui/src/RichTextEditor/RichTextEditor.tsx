import { type Editor, EditorContent, useEditor, useEditorState } from '@tiptap/react';
import { StarterKit } from '@tiptap/starter-kit';
import { type FormEvent, type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { mergeProps, useButton, useFocusRing, useHover, useToggleButton, useToolbar } from 'react-aria';
import { useToggleState } from 'react-stately';
import { Button } from '../Button/Button.tsx';
import { Field } from '../Field/Field.tsx';
import { TextField } from '../TextField/TextField.tsx';
import { Bar, Content, Frame, LinkRow, ToolButton } from './RichTextEditor.styles.ts';

export interface RichTextEditorProps {
  label: ReactNode;
  /** The text as HTML; '' when empty. */
  value: string;
  onChange: (html: string) => void;
  description?: ReactNode;
  errorMessage?: string | null;
  className?: string;
}

/** Addresses a link may point to; anything else is refused before it reaches the text. */
const SAFE_LINK = /^(https?:\/\/|mailto:|tel:)/i;
const LINK_HELP = 'An address starting with https://, http://, mailto: or tel:';

/** The editor's HTML, with an empty document as ''. */
const htmlOf = (editor: Editor) => (editor.isEmpty ? '' : editor.getHTML());

const ICON_PATHS = {
  bold: 'M7 5h6a3.5 3.5 0 0 1 0 7H7zm0 7h7a3.5 3.5 0 0 1 0 7H7z',
  italic: 'M10 5h8M6 19h8M14 5l-4 14',
  bullets: 'M9 6h11M9 12h11M9 18h11M4.5 6h.01M4.5 12h.01M4.5 18h.01',
  numbers: 'M10 6h10M10 12h10M10 18h10M4 6h1v4M4 10h2M6 18H4l2-2a1 1 0 0 0-2-1',
  link: 'M10 14a4 4 0 0 0 5.7 0l3-3a4 4 0 0 0-5.7-5.7l-1 1M14 10a4 4 0 0 0-5.7 0l-3 3a4 4 0 0 0 5.7 5.7l1-1',
} as const;

/** A tool's picture; the button carries the name. */
function Icon({ name }: { name: keyof typeof ICON_PATHS }) {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 24 24"
      width="18"
      height="18"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
    >
      <path d={ICON_PATHS[name]} strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}

interface ToolProps {
  label: string;
  shortcut?: string;
  isSelected: boolean;
  onToggle: () => void;
  children: ReactNode;
}

/** A toolbar toggle: pressed while the mark or list is active at the cursor. */
function Tool({ label, shortcut, isSelected, onToggle, children }: ToolProps) {
  const ref = useRef<HTMLButtonElement>(null);
  const state = useToggleState({ isSelected, onChange: onToggle });
  const { buttonProps } = useToggleButton({ 'aria-label': label }, state, ref);
  const { hoverProps, isHovered } = useHover({});
  const { focusProps, isFocusVisible } = useFocusRing();
  return (
    <ToolButton
      {...mergeProps(buttonProps, hoverProps, focusProps)}
      ref={ref}
      title={shortcut ? `${label} (${shortcut})` : label}
      aria-keyshortcuts={shortcut}
      data-hovered={isHovered || undefined}
      data-focus-visible={isFocusVisible || undefined}
      // The cursor stays in the text while a mouse presses a tool.
      onMouseDown={(event) => event.preventDefault()}
    >
      {children}
    </ToolButton>
  );
}

/** A plain toolbar button (opens the link row). */
function Action({ label, onPress, children }: { label: string; onPress: () => void; children: ReactNode }) {
  const ref = useRef<HTMLButtonElement>(null);
  const { buttonProps } = useButton({ 'aria-label': label, onPress }, ref);
  const { focusProps, isFocusVisible } = useFocusRing();
  return (
    <ToolButton
      {...mergeProps(buttonProps, focusProps)}
      ref={ref}
      title={label}
      data-focus-visible={isFocusVisible || undefined}
      onMouseDown={(event) => event.preventDefault()}
    >
      {children}
    </ToolButton>
  );
}

/**
 * Rich text for short texts such as a landing page footer: bold, italic, bulleted and numbered
 * lists and links, edited in place (Tiptap) with a react-aria toolbar (arrow keys move between the
 * tools). The value is HTML; the server keeps only this formatting.
 */
export function RichTextEditor({ label, value, onChange, description, errorMessage, className }: RichTextEditorProps) {
  const labelId = useId();
  const barRef = useRef<HTMLDivElement>(null);
  const [linking, setLinking] = useState<string | null>(null);
  const changed = useRef(onChange);
  changed.current = onChange;

  const editor = useEditor({
    extensions: [
      StarterKit.configure({
        heading: false,
        code: false,
        codeBlock: false,
        blockquote: false,
        horizontalRule: false,
        strike: false,
        underline: false,
        trailingNode: false,
        link: { openOnClick: false, autolink: true, isAllowedUri: (url) => SAFE_LINK.test(url) },
      }),
    ],
    content: value,
    editorProps: {
      attributes: {
        role: 'textbox',
        'aria-multiline': 'true',
        'aria-labelledby': labelId,
        ...(errorMessage ? { 'aria-invalid': 'true' } : {}),
      },
    },
    onUpdate: ({ editor: current }) => changed.current(htmlOf(current)),
  });

  const active = useEditorState({
    editor,
    selector: ({ editor: current }) => ({
      bold: current.isActive('bold'),
      italic: current.isActive('italic'),
      bulletList: current.isActive('bulletList'),
      orderedList: current.isActive('orderedList'),
      link: current.isActive('link'),
    }),
  });

  // A value set from outside (a reset after saving, another record) replaces the text. When the
  // page takes long between rendering and showing the editor, the editor made during render is
  // destroyed and made anew with the current value; the effect runs again with the new one.
  useEffect(() => {
    if (editor.isDestroyed) return;
    if (value !== htmlOf(editor)) editor.commands.setContent(value, { emitUpdate: false });
  }, [editor, value]);

  const { toolbarProps } = useToolbar({ 'aria-label': 'Formatting' }, barRef);
  const chain = () => editor.chain().focus();
  const linkError = linking && !SAFE_LINK.test(linking.trim()) ? LINK_HELP : null;

  const applyLink = (event?: FormEvent) => {
    event?.preventDefault();
    if (linking === null || linkError) return;
    const href = linking.trim();
    if (href === '') chain().extendMarkRange('link').unsetLink().run();
    else chain().extendMarkRange('link').setLink({ href }).run();
    setLinking(null);
  };

  return (
    <Field
      label={<span id={labelId}>{label}</span>}
      labelElement="span"
      description={description}
      errorMessage={errorMessage}
      className={className}
    >
      <Frame $invalid={Boolean(errorMessage)}>
        <Bar {...toolbarProps} ref={barRef}>
          <Tool label="Bold" shortcut="Control+B" isSelected={active.bold} onToggle={() => chain().toggleBold().run()}>
            <Icon name="bold" />
          </Tool>
          <Tool
            label="Italic"
            shortcut="Control+I"
            isSelected={active.italic}
            onToggle={() => chain().toggleItalic().run()}
          >
            <Icon name="italic" />
          </Tool>
          <Tool label="Bulleted list" isSelected={active.bulletList} onToggle={() => chain().toggleBulletList().run()}>
            <Icon name="bullets" />
          </Tool>
          <Tool
            label="Numbered list"
            isSelected={active.orderedList}
            onToggle={() => chain().toggleOrderedList().run()}
          >
            <Icon name="numbers" />
          </Tool>
          <Action
            label={active.link ? 'Edit link' : 'Link'}
            onPress={() => setLinking(String(editor.getAttributes('link').href ?? 'https://'))}
          >
            <Icon name="link" />
          </Action>
        </Bar>
        <Content>
          <EditorContent editor={editor} />
        </Content>
        {linking !== null && (
          <LinkRow>
            <TextField
              label="Link address"
              value={linking}
              onChange={setLinking}
              errorMessage={linkError}
              autoFocus
              onKeyDown={(event) => {
                if (event.key === 'Enter') applyLink();
                if (event.key === 'Escape') setLinking(null);
              }}
            />
            <Button size="sm" onPress={() => applyLink()} isDisabled={Boolean(linkError)}>
              Apply
            </Button>
            {active.link && (
              <Button
                size="sm"
                variant="secondary"
                onPress={() => {
                  chain().extendMarkRange('link').unsetLink().run();
                  setLinking(null);
                }}
              >
                Remove link
              </Button>
            )}
            <Button size="sm" variant="ghost" onPress={() => setLinking(null)}>
              Cancel
            </Button>
          </LinkRow>
        )}
      </Frame>
    </Field>
  );
}
