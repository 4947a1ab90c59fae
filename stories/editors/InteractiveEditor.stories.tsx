import {
  createMemoryAdapter,
  type InteractiveEditor as EditorApi,
  InteractiveEditor,
  type InteractiveEditorProps,
  type InteractiveElement,
  type MemoryAdapter,
} from '@reelbase/editors';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { tinyVideo } from '../player/playerFixtures.ts';
import { centreOf, doubleClickAt, dragOnStage, makeElement, stageIn } from './editorFixtures.ts';

const VIDEO_ID = 'launch';
/** A video with no rendition yet. */
const PENDING_ID = 'pending';
/** The player fixture is 4 seconds long, 96 × 54 pixels. */
const VIDEO = {
  id: VIDEO_ID,
  title: 'Product launch',
  duration: 4,
  sources: [{ height: 360, url: tinyVideo, type: 'video/webm' }],
  width: 96,
  height: 54,
};

const linked = (element: InteractiveElement, link: string): InteractiveElement => ({
  ...element,
  action: { ...element.action, link },
});

const SHOP = linked(
  makeElement('hotspot', 'shop', 'Shop hotspot', { left: 10, top: 10, width: 25, height: 25 }, { start: 0.5, end: 3 }),
  'https://shop.example.com',
);
const LOGO = linked(
  makeElement('image', 'logo', 'Logo', { left: 60, top: 10, width: 20, height: 20 }, { start: 1, end: 3.5 }),
  'https://brand.example.com',
);
const INTRO = linked(
  makeElement(
    'text',
    'intro',
    'Intro text',
    { left: 10, top: 45, width: 60, height: 25 },
    { start: 0, end: 3.8, text: 'Welcome to the show' },
  ),
  'https://example.com/welcome',
);
const PAUSE: InteractiveElement = {
  ...makeElement('playeraction', 'pause', 'Pause here', { left: 70, top: 60, width: 20, height: 20 }, { start: 2 }),
  startAction: 'pause',
  end: 2,
};
const OUTRO = linked(
  makeElement(
    'hotspot',
    'outro',
    'Outro hotspot',
    { left: 40, top: 70, width: 20, height: 15 },
    { start: 3.2, end: 4 },
  ),
  'https://example.com/more',
);
const ALL = [SHOP, LOGO, INTRO, PAUSE, OUTRO];

const EMPTY_TITLE = 'No elements yet';
const LINK_INVALID = 'The Link must be a valid URL!';
const LINK_REQUIRED = 'The Link field must have a value!';
const HEX_MESSAGE = 'The hex value is invalid. It must have 6 or 8 digits (0 - F) and must start with a # character';

/** What a story's adapter holds and how its writes fail. */
interface Fixture {
  elements?: InteractiveElement[];
  /** The first this many element updates fail. */
  failUpdates?: number;
}

type Args = Omit<InteractiveEditorProps, 'adapter'> & { width?: number };
type Loaded = { adapter: MemoryAdapter };

const adapterOf = (context: { loaded: Record<string, unknown> }) => (context.loaded as Loaded).adapter;
const body = () => within(document.body);

const meta: Meta<Args> = {
  title: 'Editors/InteractiveEditor',
  parameters: { layout: 'fullscreen', fixture: { elements: ALL } satisfies Fixture },
  args: {
    videoId: VIDEO_ID,
    viewUrl: `/view/${VIDEO_ID}`,
    onMount: fn(),
    onChange: fn(),
    onNotFound: fn(),
    onError: fn(),
  },
  loaders: [
    ({ parameters }) => {
      const fixture = (parameters.fixture ?? {}) as Fixture;
      let failures = fixture.failUpdates ?? 0;
      const adapter = createMemoryAdapter({
        videos: [
          { video: VIDEO, elements: fixture.elements ?? [] },
          { video: { ...VIDEO, id: PENDING_ID, title: 'Still encoding', sources: [] } },
        ],
        failWrite: (call) => {
          if (call !== 'element update' || failures <= 0) return false;
          failures -= 1;
          return true;
        },
      });
      return { adapter };
    },
  ],
  render: ({ width, ...args }, context) => {
    const editor = <InteractiveEditor {...args} adapter={adapterOf(context)} />;
    return width ? (
      <div data-testid="frame" style={{ width }}>
        {editor}
      </div>
    ) : (
      editor
    );
  },
};
export default meta;
type Story = StoryObj<Args>;

/** Waits for the loaded editor. */
const ready = (root: HTMLElement) =>
  within(root).findByRole('heading', { name: 'Interactive editor' }, { timeout: 5000 });
const names = (root: HTMLElement) =>
  within(root)
    .queryAllByTestId('element-name')
    .map((name) => name.textContent);
const item = (root: HTMLElement, name: string) =>
  within(root)
    .getAllByTestId('element-item')
    .find((button) => button.querySelector('[data-testid="element-name"]')?.textContent === name) as HTMLElement;
const status = (root: HTMLElement) => within(root).getByTestId('save-status');
const editorOf = (args: Args) => (args.onMount as ReturnType<typeof fn>).mock.calls[0][0] as EditorApi;
const stored = (adapter: MemoryAdapter, id: string) =>
  adapter.elementsOf(VIDEO_ID).find((element) => element._id === id);

async function select(root: HTMLElement, name: string) {
  await userEvent.click(item(root, name));
  await expect(item(root, name)).toHaveAttribute('aria-pressed', 'true');
  return within(within(root).getByRole('form'));
}

async function choose(trigger: HTMLElement, option: string) {
  await userEvent.click(trigger);
  const listbox = await body().findByRole('listbox');
  await userEvent.click(within(listbox).getByRole('option', { name: option }));
  await waitFor(() => expect(body().queryByRole('listbox')).toBeNull());
}

/** A click with Shift held. */
async function shiftClick(element: HTMLElement) {
  const user = userEvent.setup();
  await user.keyboard('{Shift>}');
  await user.click(element);
  await user.keyboard('{/Shift}');
}

async function addFromMenu(root: HTMLElement, entry: string) {
  await userEvent.click(within(root).getByRole('button', { name: 'Add' }));
  const menu = await body().findByRole('menu');
  await userEvent.click(within(menu).getByRole('menuitem', { name: entry }));
}

export const Empty: Story = {
  parameters: { fixture: { elements: [] } satisfies Fixture },
  play: async (context) => {
    const { canvasElement: root } = context;
    const canvas = within(root);
    await ready(root);
    await expect(canvas.getByText(EMPTY_TITLE)).toBeVisible();
    await expect(canvas.getByText(/Choose Add to place a hotspot, image, text or player action/)).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Undo' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Redo' })).toBeDisabled();
    await expect(canvas.getByRole('link', { name: /View/ })).toHaveAttribute('href', `/view/${VIDEO_ID}`);
    await expect(canvas.getByRole('link', { name: /View/ })).toHaveAttribute('target', '_blank');

    await addFromMenu(root, 'Hotspot');
    await waitFor(() => expect(names(root)).toEqual(['New Hot Spot']));
    await expect(canvas.queryByText(EMPTY_TITLE)).toBeNull();
    await expect(item(root, 'New Hot Spot')).toHaveAttribute('aria-pressed', 'true');
    await expect(canvas.getByRole('button', { name: 'Undo' })).toBeEnabled();
    await expect(context.args.onChange).toHaveBeenLastCalledWith(
      expect.objectContaining({ selection: [expect.any(String)] }),
    );
    const form = within(canvas.getByRole('form'));
    await expect(form.getByRole('textbox', { name: 'Name' })).toHaveValue('New Hot Spot');
    // A new hotspot has no link yet: it is stored anyway, and the form asks for one.
    await expect(form.getByText(LINK_REQUIRED)).toBeInTheDocument();
    await waitFor(() => expect(adapterOf(context).writes).toEqual(['element create']), { timeout: 3000 });
    await waitFor(() => expect(status(root)).toHaveTextContent('Saved'));

    await userEvent.type(form.getByRole('textbox', { name: 'Link' }), 'https://shop.example.com');
    await waitFor(() => expect(adapterOf(context).writes).toContain('element update'), { timeout: 3000 });
    await waitFor(() => expect(status(root)).toHaveTextContent('Saved'));
    await expect(form.queryByText(LINK_REQUIRED)).toBeNull();
    await expect(adapterOf(context).elementsOf(VIDEO_ID)[0]).toMatchObject({
      name: 'New Hot Spot',
      action: { type: 'openLink', link: 'https://shop.example.com' },
    });
  },
};

export const ManyElements: Story = {
  parameters: { fixture: { elements: [OUTRO, PAUSE, SHOP, INTRO, LOGO] } satisfies Fixture },
  play: async ({ canvasElement: root }) => {
    await ready(root);
    await expect(names(root)).toEqual(['Intro text', 'Shop hotspot', 'Logo', 'Pause here', 'Outro hotspot']);
    await expect(within(root).getByRole('heading', { name: 'Elements (5)' })).toBeInTheDocument();
    // Each element is a marker (or part of a group) on the scrub bar.
    await waitFor(() =>
      expect(within(root).getAllByRole('button', { name: /at 0:0|elements from/ }).length).toBeGreaterThan(0),
    );
    // Moving the intro's start past the others moves it down the list.
    const form = await select(root, 'Intro text');
    const start = within(form.getByRole('group', { name: 'Start' }));
    await userEvent.clear(start.getByRole('textbox', { name: 'Seconds' }));
    await userEvent.type(start.getByRole('textbox', { name: 'Seconds' }), '03');
    await userEvent.clear(start.getByRole('textbox', { name: 'Tenths of a second' }));
    await userEvent.type(start.getByRole('textbox', { name: 'Tenths of a second' }), '5');
    await waitFor(() =>
      expect(names(root)).toEqual(['Shop hotspot', 'Logo', 'Pause here', 'Outro hotspot', 'Intro text']),
    );
    await expect(item(root, 'Intro text')).toHaveTextContent('0:03.5 – 0:03.8');
    // Beyond the video's 4 seconds the start is refused.
    await userEvent.type(start.getByRole('textbox', { name: 'Seconds' }), '9', {
      initialSelectionStart: 0,
      initialSelectionEnd: 2,
    });
    await expect(form.getByText(/Value is out of allowed range/)).toBeInTheDocument();
    await expect(item(root, 'Intro text')).toHaveTextContent('0:03.5');
  },
};

export const HotspotSelected: Story = {
  play: async ({ canvasElement: root }) => {
    await ready(root);
    const form = await select(root, 'Shop hotspot');
    await expect(form.getByRole('button', { name: /Area type/ })).toHaveTextContent('Hotspot');
    await expect(form.getByRole('button', { name: /Action type/ })).toHaveTextContent('Open a link');
    await expect(form.getByRole('textbox', { name: 'Link' })).toHaveValue('https://shop.example.com');
    await expect(form.getByRole('radiogroup', { name: 'Open in' })).toBeInTheDocument();
    await expect(form.getByRole('tab', { name: 'Default' })).toHaveAttribute('aria-selected', 'true');
    await expect(form.getByRole('button', { name: /Background colour/ })).toBeInTheDocument();
    await expect(form.getByRole('textbox', { name: 'Border width' })).toHaveValue('1');
    await expect(form.getByRole('button', { name: /Border colour #ffffff/ })).toBeInTheDocument();
    await expect(form.queryByRole('textbox', { name: 'Text' })).toBeNull();
    await expect(form.queryByRole('textbox', { name: 'Font size' })).toBeNull();
    await userEvent.click(form.getByRole('tab', { name: 'Hover' }));
    await expect(form.getByRole('button', { name: /Border colour #ff0000/ })).toBeInTheDocument();
    // Selecting an element seeks the player to its start.
    await waitFor(() => expect(root.querySelector('video')?.currentTime).toBeCloseTo(0.5, 1));
  },
};

export const ImageSelected: Story = {
  play: async ({ canvasElement: root }) => {
    await ready(root);
    const form = await select(root, 'Logo');
    await expect(form.getByRole('button', { name: /Area type/ })).toHaveTextContent('Image');
    await expect(form.getByRole('img', { name: 'Picture of Logo' })).toBeInTheDocument();
    await expect(form.getByRole('button', { name: 'Replace image' })).toBeInTheDocument();
    await expect(form.getByRole('button', { name: 'Remove image' })).toBeInTheDocument();
    await expect(form.queryByRole('button', { name: /Background colour/ })).toBeNull();
    await expect(form.queryByRole('textbox', { name: 'Text' })).toBeNull();
  },
};

/** A png of `width` × `height` pixels. */
async function pngFile(name: string, width: number, height: number): Promise<File> {
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  const context = canvas.getContext('2d');
  if (context) {
    context.fillStyle = '#1f5bd7';
    context.fillRect(0, 0, width, height);
  }
  const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/png'));
  if (!blob) throw new Error('The picture could not be drawn.');
  return new File([blob], name, { type: 'image/png' });
}

/** Hands a file to the file chooser the editor opened. */
function chooseFile(root: HTMLElement, file: File) {
  const input = within(root).getByTestId('image-file-input') as HTMLInputElement;
  const transfer = new DataTransfer();
  transfer.items.add(file);
  input.files = transfer.files;
  input.dispatchEvent(new Event('change', { bubbles: true }));
}

export const AddImage: Story = {
  play: async (context) => {
    const { canvasElement: root } = context;
    await ready(root);
    const editor = editorOf(context.args);
    // Only jpg, jpeg and png are taken.
    await addFromMenu(root, 'Image');
    chooseFile(root, new File(['GIF89a'], 'anim.gif', { type: 'image/gif' }));
    await expect(await within(root).findByRole('alert')).toHaveTextContent(
      'Only jpg, jpeg and png images can be used.',
    );
    await expect(names(root)).not.toContain('New Image');
    // A 200 × 100 picture is 20 % wide on the 16:9 player, its height keeping its proportions.
    await addFromMenu(root, 'Image');
    chooseFile(root, await pngFile('badge.png', 200, 100));
    await waitFor(() => expect(names(root)).toContain('New Image'));
    const added = editor.getState().document.elements.find((element) => element.name === 'New Image');
    await expect(added?.style.dimensions).toEqual({ width: 20, height: 17.78 });
    await expect(added?.style.default.background.path).toBe('memory/badge.png');
    await expect(added?.style.hover.background.url).toBe(added?.style.default.background.url);
    await expect(adapterOf(context).writes).toContain('image upload');
    await expect(within(root).queryByRole('alert')).toBeNull();
    await expect(within(root).getByRole('img', { name: 'Picture of New Image' })).toBeInTheDocument();
    // One undo takes the whole addition back.
    await userEvent.click(within(root).getByRole('button', { name: 'Undo' }));
    await waitFor(() => expect(names(root)).not.toContain('New Image'));
  },
};

export const ScrubBarSeeksAndPauses: Story = {
  play: async (context) => {
    const { canvasElement: root } = context;
    await ready(root);
    const video = root.querySelector('video') as HTMLVideoElement;
    await waitFor(() => expect(video.readyState).toBeGreaterThanOrEqual(HTMLMediaElement.HAVE_METADATA), {
      timeout: 5000,
    });
    video.muted = true;
    await video.play();
    await userEvent.click(within(root).getByRole('button', { name: 'Logo at 0:01.0' }));
    await waitFor(() => expect(video.paused).toBe(true));
    await expect(video.currentTime).toBeCloseTo(1, 1);
    await expect(editorOf(context.args).getState().selection).toEqual(['logo']);
    await expect(item(root, 'Logo')).toHaveAttribute('aria-pressed', 'true');
  },
};

export const TextSelected: Story = {
  play: async (context) => {
    const { canvasElement: root } = context;
    await ready(root);
    const form = await select(root, 'Intro text');
    await expect(form.getByRole('textbox', { name: 'Text' })).toHaveValue('Welcome to the show');
    await expect(form.getByTestId('text-counter')).toHaveTextContent('19 / 500');
    await expect(form.getByRole('button', { name: /Font family/ })).toHaveTextContent('Arial');
    await expect(form.getByRole('button', { name: /Font colour/ })).toBeInTheDocument();
    // Rule "font size minimum 8": a smaller size becomes 8 when the field is left.
    const size = form.getByRole('textbox', { name: 'Font size' });
    await userEvent.clear(size);
    await userEvent.type(size, '4');
    await userEvent.tab();
    await expect(size).toHaveValue('8');
    await expect(editorOf(context.args).getElement('intro')?.style.default.font.size).toBe(8);
    await choose(form.getByRole('button', { name: /Font family/ }), 'Georgia');
    await expect(editorOf(context.args).getElement('intro')?.style.default.font.family).toBe('georgia, serif');
  },
};

export const PlayerActionSelected: Story = {
  play: async ({ canvasElement: root }) => {
    await ready(root);
    const form = await select(root, 'Pause here');
    await expect(form.queryByRole('button', { name: /Area type/ })).toBeNull();
    await expect(form.getByText('Player action')).toBeInTheDocument();
    // A pause at the start locks the end.
    await expect(form.getByRole('radio', { name: 'Pause' })).toBeChecked();
    await expect(
      within(form.getByRole('group', { name: 'End' })).getByRole('textbox', { name: 'Seconds' }),
    ).toBeDisabled();
    // Player actions offer only the actions they may use.
    await userEvent.click(form.getByRole('button', { name: /Action type/ }));
    const listbox = await body().findByRole('listbox');
    await expect(
      within(listbox)
        .getAllByRole('option')
        .map((option) => option.textContent?.replace('✓', '').trim()),
    ).toEqual(['Skip to', 'Pause']);
    await userEvent.click(within(listbox).getByRole('option', { name: 'Skip to' }));
    await expect(form.getByRole('group', { name: 'Time index' })).toBeInTheDocument();
    await expect(form.queryByRole('tab', { name: 'Default' })).toBeNull();
  },
};

export const EditTextInPlace: Story = {
  play: async (context) => {
    const { canvasElement: root } = context;
    await ready(root);
    const form = await select(root, 'Intro text');
    const stage = stageIn(root);
    await waitFor(() => expect(stage.findOne('#intro')).toBeTruthy());
    await doubleClickAt(stage, centreOf(INTRO, stage.width(), stage.height()));
    const field = await within(root).findByRole('textbox', { name: 'Text of Intro text' });
    await userEvent.clear(field);
    await userEvent.type(field, 'Hello viewers');
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(within(root).queryByRole('textbox', { name: 'Text of Intro text' })).toBeNull());
    await expect(form.getByRole('textbox', { name: 'Text' })).toHaveValue('Hello viewers');
    await waitFor(() => expect(stored(adapterOf(context), 'intro')?.area.text).toBe('Hello viewers'), {
      timeout: 3000,
    });
  },
};

export const UndoRedo: Story = {
  play: async (context) => {
    const { canvasElement: root } = context;
    const canvas = within(root);
    await ready(root);
    const editor = editorOf(context.args);
    const undo = canvas.getByRole('button', { name: 'Undo' });
    const redo = canvas.getByRole('button', { name: 'Redo' });
    const form = await select(root, 'Shop hotspot');
    await expect(undo).toBeDisabled();
    await userEvent.click(form.getByRole('radio', { name: 'Pause' }));
    await expect(editor.getElement('shop')).toMatchObject({ startAction: 'pause', end: 0.5 });
    await userEvent.click(undo);
    await expect(editor.getElement('shop')).toMatchObject({ startAction: 'play', end: 3 });
    await expect(undo).toBeDisabled();
    await expect(redo).toBeEnabled();
    await userEvent.click(redo);
    await expect(editor.getElement('shop')?.startAction).toBe('pause');
    await expect(redo).toBeDisabled();
    // Ctrl+Z undoes from anywhere in the editor but a text field.
    await userEvent.keyboard('{Control>}z{/Control}');
    await expect(editor.getElement('shop')?.startAction).toBe('play');
    await userEvent.keyboard('{Control>}{Shift>}z{/Shift}{/Control}');
    await expect(editor.getElement('shop')?.startAction).toBe('pause');
    await userEvent.click(form.getByRole('textbox', { name: 'Name' }));
    await userEvent.keyboard('{Control>}z{/Control}');
    await expect(editor.getElement('shop')?.startAction).toBe('pause');
    await userEvent.click(undo);
    await expect(editor.getElement('shop')?.startAction).toBe('play');
    await userEvent.keyboard('{Control>}y{/Control}');
    await expect(editor.getElement('shop')?.startAction).toBe('pause');
  },
};

export const KeyboardShortcuts: Story = {
  play: async (context) => {
    const { canvasElement: root } = context;
    await ready(root);
    const editor = editorOf(context.args);
    await select(root, 'Shop hotspot');
    // Copy and paste: a copy at a free start point, selected; one undo removes it.
    await userEvent.keyboard('{Control>}c{/Control}{Control>}v{/Control}');
    await waitFor(() => expect(names(root)).toContain('Shop hotspot - copy'));
    const copy = editor.getState().document.elements.find((element) => element.name === 'Shop hotspot - copy');
    await expect(editor.getState().selection).toEqual([copy?._id]);
    await expect(copy?.start).not.toBe(SHOP.start);
    await expect(copy?.action.link).toBe('https://shop.example.com');
    await userEvent.keyboard('{Control>}z{/Control}');
    await waitFor(() => expect(names(root)).not.toContain('Shop hotspot - copy'));
    // Duplicate and delete the selection.
    await userEvent.click(item(root, 'Logo'));
    await userEvent.keyboard('{Control>}d{/Control}');
    await waitFor(() => expect(names(root)).toContain('Logo - copy'));
    await userEvent.keyboard('{Delete}');
    await waitFor(() => expect(names(root)).not.toContain('Logo - copy'));
    // Shift+click adds to the selection; Delete removes both; undo brings both back.
    await userEvent.click(item(root, 'Logo'));
    await shiftClick(item(root, 'Outro hotspot'));
    const settings = within(root).getByRole('region', { name: 'Element settings' });
    await expect(within(settings).getByText(/2 elements selected/)).toBeInTheDocument();
    await userEvent.keyboard('{Backspace}');
    await waitFor(() => expect(names(root)).toEqual(['Intro text', 'Shop hotspot', 'Pause here']));
    await userEvent.keyboard('{Control>}z{/Control}');
    await waitFor(() => expect(names(root)).toHaveLength(5));
    // Backspace in a text field edits the text, not the elements.
    const form = await select(root, 'Shop hotspot');
    await userEvent.click(form.getByRole('textbox', { name: 'Name' }));
    await userEvent.keyboard('{Backspace}');
    await expect(names(root)).toContain('Shop hotspo');
  },
};

export const MultiSelectMovesTogether: Story = {
  play: async (context) => {
    const { canvasElement: root } = context;
    await ready(root);
    const editor = editorOf(context.args);
    await userEvent.click(item(root, 'Shop hotspot'));
    await shiftClick(item(root, 'Logo'));
    await expect(editor.getState().selection).toEqual(['shop', 'logo']);
    const stage = stageIn(root);
    await waitFor(() => expect(stage.findOne('#logo')).toBeTruthy());
    const from = centreOf(SHOP, stage.width(), stage.height());
    await dragOnStage(stage, from, { x: from.x + stage.width() * 0.1, y: from.y + stage.height() * 0.1 });
    await waitFor(() => expect(editor.getElement('shop')?.style.origin.left).toBeCloseTo(20, 0));
    await expect(editor.getElement('shop')?.style.origin.top).toBeCloseTo(20, 0);
    await expect(editor.getElement('logo')?.style.origin.left).toBeCloseTo(70, 0);
    await expect(editor.getElement('logo')?.style.origin.top).toBeCloseTo(20, 0);
  },
};

export const BadLinkAndHex: Story = {
  play: async (context) => {
    const { canvasElement: root } = context;
    await ready(root);
    const editor = editorOf(context.args);
    const form = await select(root, 'Shop hotspot');
    const link = form.getByRole('textbox', { name: 'Link' });
    await userEvent.clear(link);
    await expect(await form.findByText(LINK_REQUIRED)).toBeInTheDocument();
    await userEvent.type(link, 'not a link');
    await expect(await form.findByText(LINK_INVALID)).toBeInTheDocument();
    await expect(link).toHaveValue('not a link');
    // The document keeps its last valid link, so nothing the server refuses is saved.
    await expect(editor.getElement('shop')?.action.link).toBe('https://shop.example.com');
    await expect(status(root)).not.toHaveTextContent('Not saved');
    await userEvent.clear(link);
    await userEvent.type(link, 'https://shop.example.com/sale');
    await waitFor(() => expect(form.queryByText(LINK_INVALID)).toBeNull());
    await expect(editor.getElement('shop')?.action.link).toBe('https://shop.example.com/sale');

    await userEvent.click(form.getByRole('button', { name: /Background colour/ }));
    const dialog = await body().findByRole('dialog', { name: 'Background colour' });
    const hex = within(dialog).getByRole('textbox', { name: 'Hex value' });
    await userEvent.clear(hex);
    await userEvent.type(hex, '#fff');
    await expect(await within(dialog).findByText(HEX_MESSAGE)).toBeInTheDocument();
    await expect(within(dialog).getByRole('button', { name: 'Update' })).toBeDisabled();
    await userEvent.clear(hex);
    await userEvent.type(hex, '#1f5bd780');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Update' }));
    await expect(editor.getElement('shop')?.style.default.background.color).toBe('#1f5bd780');
  },
};

export const FailingSaveIsRetried: Story = {
  parameters: { fixture: { elements: ALL, failUpdates: 1 } satisfies Fixture },
  play: async (context) => {
    const { canvasElement: root } = context;
    await ready(root);
    const form = await select(root, 'Shop hotspot');
    await userEvent.click(form.getByRole('radio', { name: 'Pause' }));
    await waitFor(() => expect(status(root)).toHaveTextContent('Not saved yet, retrying…'), { timeout: 3000 });
    await expect(context.args.onError).toHaveBeenCalled();
    await waitFor(() => expect(status(root)).toHaveTextContent('Saved'), { timeout: 5000 });
    await expect(stored(adapterOf(context), 'shop')).toMatchObject({ startAction: 'pause', end: 0.5 });
  },
};

export const VideoNotPlayableYet: Story = {
  args: { videoId: PENDING_ID },
  play: async ({ canvasElement: root }) => {
    await ready(root);
    await expect(within(root).getByText('This video cannot be played yet.')).toBeInTheDocument();
    await expect(root.querySelector('video')).toBeNull();
    // Its elements can still be placed on the video's frame.
    await addFromMenu(root, 'Text');
    await waitFor(() => expect(names(root)).toEqual(['New text']));
    const stage = stageIn(root);
    await waitFor(() => expect(stage.find('.element')).toHaveLength(1));
    await expect(stage.width() / stage.height()).toBeCloseTo(96 / 54, 1);
  },
};

export const NotFound: Story = {
  args: { videoId: 'missing' },
  play: async ({ args, canvasElement }) => {
    await waitFor(() => expect(args.onNotFound).toHaveBeenCalledTimes(1));
    await expect(within(canvasElement).getByText('This video was not found.')).toBeInTheDocument();
    await expect(args.onMount).not.toHaveBeenCalled();
  },
};

export const Narrow: Story = {
  args: { width: 390 },
  play: async ({ canvasElement: root }) => {
    await ready(root);
    await select(root, 'Intro text');
    const frame = within(root).getByTestId('frame');
    await waitFor(() => expect(frame.scrollWidth).toBeLessThanOrEqual(frame.clientWidth));
    // Nothing sticks out on the right (the zoomable player box scrolls on its own).
    const right = frame.getBoundingClientRect().right;
    const viewportBox = within(root).getByTestId('player-viewport');
    const outside = Array.from(frame.querySelectorAll<HTMLElement>('*')).filter((element) => {
      const rect = element.getBoundingClientRect();
      return rect.width > 1 && rect.right > right + 0.5 && !viewportBox.contains(element);
    });
    await expect(outside.map((element) => element.outerHTML.slice(0, 80))).toEqual([]);
    // One column: the list is under the player.
    const player = within(root).getByTestId('player-viewport').getBoundingClientRect();
    const list = within(root).getByRole('list', { name: 'Elements sorted by start' }).getBoundingClientRect();
    await expect(list.top).toBeGreaterThanOrEqual(player.bottom);
  },
};

export const Wide: Story = {
  args: { width: 1440 },
  play: async ({ canvasElement: root }) => {
    await ready(root);
    const frame = within(root).getByTestId('frame');
    const viewport = within(root).getByTestId('player-viewport');
    // Two columns: the list beside the player.
    const list = within(root).getByRole('list', { name: 'Elements sorted by start' }).getBoundingClientRect();
    await expect(list.left).toBeGreaterThanOrEqual(viewport.getBoundingClientRect().right);
    await expect(frame.scrollWidth).toBeLessThanOrEqual(frame.clientWidth);
    // Zoom: the video grows inside its box, which scrolls.
    const stage = stageIn(root);
    const width = stage.width();
    await choose(within(root).getByRole('button', { name: /Zoom/ }), '200 %');
    await waitFor(() => expect(stageIn(root).width()).toBeCloseTo(width * 2, -1));
    await expect(viewport.scrollWidth).toBeGreaterThan(viewport.clientWidth);
    await expect(frame.scrollWidth).toBeLessThanOrEqual(frame.clientWidth);
  },
};
