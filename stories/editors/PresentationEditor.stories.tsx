import {
  createMemoryAdapter,
  type EditorVideo,
  type MemoryAdapter,
  type MemoryAdapterOptions,
  PresentationEditor,
  type PresentationPosition,
  type Slide,
} from '@reelbase/editors';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, spyOn, userEvent, waitFor, within } from 'storybook/test';
import { loaded, tinyVideo, videoOf } from '../player/playerFixtures.ts';

const svg = (label: string, color: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="320" height="180"><rect width="320" height="180" fill="${color}"/><text x="160" y="104" font-family="Arial" font-size="36" fill="#fff" text-anchor="middle">${label}</text></svg>`;
const COLORS = ['#1f5bd7', '#8a5300', '#c0262d', '#17743a'];

/** A stored slide with a picture drawn inline (a data: address), so the stories need no network. */
function slide(id: string, name: string, start: number, index = 0): Slide {
  const src = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg(name, COLORS[index % COLORS.length]))}`;
  return { _id: id, name, start, end: start, src, cdn_src: src, active: false };
}
/** A PNG picture as the user chooses it, drawn with a canvas. */
async function pngFile(name: string, color = '#4f5868'): Promise<File> {
  const canvas = document.createElement('canvas');
  canvas.width = 320;
  canvas.height = 180;
  const context = canvas.getContext('2d');
  if (!context) throw new Error('No 2D canvas.');
  context.fillStyle = color;
  context.fillRect(0, 0, 320, 180);
  context.fillStyle = '#fff';
  context.font = '36px Arial';
  context.textAlign = 'center';
  context.fillText(name, 160, 104);
  const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/png'));
  if (!blob) throw new Error('No PNG.');
  return new File([blob], name, { type: 'image/png' });
}

/** The player stories' 4 s video. */
const VIDEO: EditorVideo = {
  id: 'launch',
  title: 'Product launch',
  duration: 4,
  sources: [{ height: 360, url: tinyVideo, type: 'video/webm' }],
  width: 96,
  height: 54,
};
const THREE = [slide('intro', 'Intro', 0, 0), slide('agenda', 'Agenda', 1, 1), slide('summary', 'Summary', 2, 2)];

type Loaded = { adapter: MemoryAdapter };
const adapterOf = (context: { loaded: Record<string, unknown> }) => (context.loaded as Loaded).adapter;
/** The presentation is stored with the view position `parameters.position` (picture in picture if none). */
const withSlides = (items: Slide[], options: Partial<MemoryAdapterOptions> = {}) => [
  ({ parameters }: { parameters: { position?: PresentationPosition } }) => ({
    adapter: createMemoryAdapter({
      videos: [{ video: VIDEO, presentation: { settings: { position: parameters.position ?? 'PIP' }, items } }],
      ...options,
    }),
  }),
];

const meta = {
  title: 'Editors/PresentationEditor',
  component: PresentationEditor,
  parameters: { layout: 'fullscreen' },
  args: {
    videoId: 'launch',
    adapter: createMemoryAdapter({ videos: [] }),
    viewUrl: '/view/launch',
    onMount: fn(),
    onChange: fn(),
    onNotFound: fn(),
    onError: fn(),
  },
  loaders: withSlides(THREE),
  render: (args, context) => <PresentationEditor {...args} adapter={adapterOf(context)} />,
} satisfies Meta<typeof PresentationEditor>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The editor once the presentation is open. */
async function opened(root: HTMLElement) {
  const canvas = within(root);
  await canvas.findByRole('heading', { level: 1, name: 'Product launch' }, { timeout: 5000 });
  return canvas;
}
const sidebarOf = (root: HTMLElement) => within(root).getByRole('region', { name: /^Slides/ });
/** The names of the slides, in the list's order. */
const listed = (root: HTMLElement) =>
  within(sidebarOf(root))
    .queryAllByTestId('slide-name')
    .map((name) => name.textContent ?? '');
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const triggerOf = (root: HTMLElement, name: string) =>
  within(sidebarOf(root)).getByRole('button', { name: new RegExp(`^${escapeRegExp(name)}, starts at`) });
/** Opens a slide in the list and answers its panel. */
async function openSlide(root: HTMLElement, name: string) {
  const trigger = triggerOf(root, name);
  if (trigger.getAttribute('aria-expanded') !== 'true') await userEvent.click(trigger);
  const panel = document.getElementById(trigger.getAttribute('aria-controls') ?? '');
  if (!panel) throw new Error(`No panel for ${name}`);
  return within(panel);
}
const toolsOf = (root: HTMLElement) => within(within(root).getByRole('group', { name: 'Presentation tools' }));
const saveStatusOf = (root: HTMLElement) => within(root).getByTestId('save-status');
const storedNames = (adapter: MemoryAdapter) => adapter.presentationOf('launch').items.map((item) => item.name);

/** Three slides: title, tools, the slide list with times, the preview and a marker per slide. */
export const Default: Story = {
  args: { header: <a href="/media-library">← Media library</a> },
  play: async ({ args, canvasElement }) => {
    const canvas = await opened(canvasElement);
    await expect(args.onMount).toHaveBeenCalled();
    await expect(canvas.getByRole('link', { name: '← Media library' })).toBeVisible();
    await expect(listed(canvasElement)).toEqual(['Intro', 'Agenda', 'Summary']);
    await expect(triggerOf(canvasElement, 'Agenda')).toHaveAccessibleName('Agenda, starts at 0:01.0');
    await expect(canvas.getByRole('heading', { level: 2, name: 'Slides (3)' })).toBeVisible();
    const tools = toolsOf(canvasElement);
    await expect(tools.getByRole('button', { name: 'Undo' })).toBeDisabled();
    await expect(tools.getByRole('button', { name: 'Redo' })).toBeDisabled();
    await expect(tools.getByRole('link', { name: /View/ })).toHaveAttribute('href', '/view/launch');
    await expect(tools.getByRole('link', { name: /View/ })).toHaveAttribute('target', '_blank');
    await expect(canvas.getByRole('button', { name: 'Summary at 0:02.0' })).toBeInTheDocument();
    await expect(canvas.getByTestId('player-time')).toHaveTextContent('0:00.0 / 0:04.0');
    // At 0:00 the first slide is shown in the corner of the picture.
    await expect(within(canvas.getByTestId('slide-inset')).getByRole('img')).toHaveAccessibleName('Intro');
    // Expand all and Collapse all.
    await userEvent.click(tools.getByRole('button', { name: 'Expand all' }));
    await expect(canvas.getAllByRole('textbox', { name: 'Name' })).toHaveLength(3);
    await expect(tools.getByRole('button', { name: 'Expand all' })).toBeDisabled();
    await userEvent.click(tools.getByRole('button', { name: 'Collapse all' }));
    await expect(canvas.queryAllByRole('textbox', { name: 'Name' })).toHaveLength(0);
  },
};

/** No slides: the empty state and the tools that need slides disabled. */
export const Empty: Story = {
  loaders: withSlides([]),
  play: async ({ canvasElement }) => {
    const canvas = await opened(canvasElement);
    await expect(canvas.getByText('This presentation has no slides yet.')).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 2, name: 'Slides (0)' })).toBeVisible();
    const tools = toolsOf(canvasElement);
    await expect(tools.getByRole('button', { name: 'Reorder' })).toBeDisabled();
    await expect(tools.getByRole('button', { name: 'Expand all' })).toBeDisabled();
    await expect(canvas.queryByTestId('slide-inset')).toBeNull();
    await expect(saveStatusOf(canvasElement)).toHaveTextContent('No changes yet');
  },
};

/** Add > Image(s): three images spread evenly from the playhead, each uploaded once. */
export const AddImages: Story = {
  loaders: withSlides([]),
  play: async (context) => {
    const { canvasElement, args } = context;
    const adapter = adapterOf(context);
    const canvas = await opened(canvasElement);
    const input = canvas.getByTestId('add-images-input') as HTMLInputElement;
    const picker = spyOn(input, 'click').mockImplementation(() => undefined);
    await userEvent.click(toolsOf(canvasElement).getByRole('button', { name: /^Add/ }));
    await userEvent.click(await within(document.body).findByRole('menuitem', { name: 'Image(s)' }));
    await expect(picker).toHaveBeenCalledTimes(1);
    picker.mockRestore();
    await expect(input.accept.split(',')).toEqual(expect.arrayContaining(['image/png', 'image/jpeg', '.webp']));
    await expect(input).toHaveAttribute('multiple');
    const files = [await pngFile('slide 1.png'), await pngFile('slide 2.png'), await pngFile('slide 3.png')];
    const drawing = new File([svg('drawing', '#000')], 'drawing.svg', { type: 'image/svg+xml' });
    await userEvent.upload(input, [files[0], drawing, files[1], files[2]], { applyAccept: false });
    await expect(listed(canvasElement)).toEqual(['slide 1', 'slide 2', 'slide 3']);
    // What the server would refuse is not added, and said so.
    await expect(canvas.getByRole('alert')).toHaveTextContent('File: drawing.svg with type of svg not accepted!');
    await userEvent.click(canvas.getByRole('button', { name: 'Dismiss' }));
    await expect(canvas.queryByRole('alert')).toBeNull();
    // 4 s from 0:00 in three: 0, 1.3 and 2.7 (rounded to 0.1 s).
    await expect(triggerOf(canvasElement, 'slide 2')).toHaveAccessibleName(/starts at 0:01\.3/);
    await expect(triggerOf(canvasElement, 'slide 3')).toHaveAccessibleName(/starts at 0:02\.7/);
    await waitFor(() => expect(saveStatusOf(canvasElement)).toHaveTextContent('Saved'), { timeout: 4000 });
    await expect(adapter.writes).toEqual(['slide upload', 'slide upload', 'slide upload']);
    const stored = adapter.presentationOf('launch').items;
    await expect(stored.map((item) => [item.name, item.start])).toEqual([
      ['slide 1', 0],
      ['slide 2', 1.3],
      ['slide 3', 2.7],
    ]);
    await expect(stored.every((item) => item.src !== '')).toBe(true);
    await expect(args.onChange).toHaveBeenCalled();
    // The stored images come in without a save or a history item of their own: one undo removes all three.
    await waitFor(() => expect(triggerOf(canvasElement, 'slide 1').textContent).not.toContain('Uploading'));
    await new Promise((resolve) => setTimeout(resolve, 1200));
    await expect(adapter.writes).toHaveLength(3);
    await userEvent.click(toolsOf(canvasElement).getByRole('button', { name: 'Undo' }));
    await expect(listed(canvasElement)).toEqual([]);
    await expect(toolsOf(canvasElement).getByRole('button', { name: 'Undo' })).toBeDisabled();
  },
};

/** While images upload: the chosen pictures show, copying and reordering wait, then "Saved". */
export const Uploading: Story = {
  loaders: [
    () => {
      const memory = createMemoryAdapter({ videos: [{ video: VIDEO }] });
      let release = () => {};
      const held = new Promise<void>((resolve) => {
        release = resolve;
      });
      // Uploads wait until the story lets them through.
      const adapter: MemoryAdapter = {
        ...memory,
        uploadSlide: (...call) => held.then(() => memory.uploadSlide(...call)),
      };
      return { adapter, release };
    },
  ],
  play: async (context) => {
    const { canvasElement } = context;
    const adapter = adapterOf(context);
    const canvas = await opened(canvasElement);
    await userEvent.upload(canvas.getByTestId('add-images-input'), [
      await pngFile('one.png'),
      await pngFile('two.png'),
    ]);
    await expect(triggerOf(canvasElement, 'one')).toHaveAccessibleName('one, starts at 0:00.0, image uploading');
    await expect(saveStatusOf(canvasElement)).toHaveTextContent('Saving…');
    await expect(toolsOf(canvasElement).getByRole('button', { name: 'Reorder' })).toBeDisabled();
    const thumbnail = triggerOf(canvasElement, 'one').querySelector('img');
    await expect(thumbnail?.getAttribute('src')).toMatch(/^blob:/);
    await expect(within(canvas.getByTestId('slide-inset')).getByRole('img')).toHaveAccessibleName('one');
    const panel = await openSlide(canvasElement, 'one');
    await expect(panel.getByRole('button', { name: 'Duplicate' })).toBeDisabled();
    await expect(panel.getByRole('button', { name: 'Replace image' })).toBeDisabled();
    (context.loaded as { release: () => void }).release();
    await waitFor(() => expect(saveStatusOf(canvasElement)).toHaveTextContent('Saved'));
    await expect(triggerOf(canvasElement, 'one')).toHaveAccessibleName('one, starts at 0:00.0');
    await expect(panel.getByRole('button', { name: 'Duplicate' })).toBeEnabled();
    await expect(toolsOf(canvasElement).getByRole('button', { name: 'Reorder' })).toBeEnabled();
    await expect(adapter.writes).toEqual(['slide upload', 'slide upload']);
  },
};

/** Replace image: the slide keeps its place and takes the new picture; a file that is no picture is refused. */
export const ReplaceImage: Story = {
  loaders: [
    () => {
      let failures = 1;
      return {
        adapter: createMemoryAdapter({
          videos: [{ video: VIDEO, presentation: { settings: { position: 'PIP' }, items: THREE } }],
          failWrite: (call) => call === 'slide replace' && failures-- > 0,
        }),
      };
    },
  ],
  play: async (context) => {
    const { canvasElement, args } = context;
    const adapter = adapterOf(context);
    await opened(canvasElement);
    const panel = await openSlide(canvasElement, 'Agenda');
    const input = panel.getByTestId('replace-image-input');
    await userEvent.upload(input, new File(['notes'], 'notes.txt', { type: 'text/plain' }), { applyAccept: false });
    await expect(panel.getByRole('alert')).toHaveTextContent('File: notes.txt with type of txt not accepted!');
    await expect(adapter.writes).toEqual([]);
    // A replace that fails says so; the old image stays.
    await userEvent.upload(input, await pngFile('new agenda.png', '#c0262d'));
    await waitFor(() =>
      expect(panel.getByRole('alert')).toHaveTextContent('The image could not be replaced. Please try again.'),
    );
    await expect(args.onError).toHaveBeenCalled();
    await expect(triggerOf(canvasElement, 'Agenda').querySelector('img')?.getAttribute('src')).toBe(THREE[1].src);
    await userEvent.upload(input, await pngFile('new agenda.png', '#c0262d'));
    await waitFor(() => expect(adapter.writes).toEqual(['slide replace']));
    await waitFor(() => expect(triggerOf(canvasElement, 'Agenda').querySelector('img')?.src).toMatch(/^blob:/));
    await expect(panel.queryByRole('alert')).toBeNull();
    await expect(listed(canvasElement)).toEqual(['Intro', 'Agenda', 'Summary']);
    const stored = adapter.presentationOf('launch').items[1];
    await expect(stored.src).toBe(triggerOf(canvasElement, 'Agenda').querySelector('img')?.getAttribute('src'));
    // Not an edit: nothing to undo.
    await expect(toolsOf(canvasElement).getByRole('button', { name: 'Undo' })).toBeDisabled();
  },
};

/** A new start moves the slide: the list re-sorts; a start beyond the video is refused. */
export const Retime: Story = {
  play: async (context) => {
    const { canvasElement } = context;
    const adapter = adapterOf(context);
    await opened(canvasElement);
    const panel = await openSlide(canvasElement, 'Intro');
    const seconds = panel.getByRole('textbox', { name: 'Seconds' });
    await userEvent.clear(seconds);
    await userEvent.type(seconds, '09');
    await expect(panel.getByText('Value is out of allowed range (0 - 4)')).toBeVisible();
    await userEvent.tab();
    await expect(listed(canvasElement)).toEqual(['Intro', 'Agenda', 'Summary']);
    await userEvent.clear(seconds);
    await userEvent.type(seconds, '3');
    await expect(panel.queryByText(/out of allowed range/)).toBeNull();
    await userEvent.keyboard('{Enter}');
    await expect(listed(canvasElement)).toEqual(['Agenda', 'Summary', 'Intro']);
    await expect(triggerOf(canvasElement, 'Intro')).toHaveAccessibleName(/starts at 0:03\.0/);
    await waitFor(() => expect(storedNames(adapter)).toEqual(['Agenda', 'Summary', 'Intro']), { timeout: 4000 });
  },
};

/** Renaming shows at once in the list, is saved, and one undo brings the old name back. */
export const Rename: Story = {
  play: async (context) => {
    const { canvasElement } = context;
    const adapter = adapterOf(context);
    await opened(canvasElement);
    const panel = await openSlide(canvasElement, 'Agenda');
    const name = panel.getByRole('textbox', { name: 'Name' });
    await userEvent.clear(name);
    await userEvent.type(name, 'Topics of today');
    await expect(listed(canvasElement)).toEqual(['Intro', 'Topics of today', 'Summary']);
    // In a text field Ctrl+Z belongs to the field, not to the editor's history.
    await userEvent.keyboard('{Control>}z{/Control}');
    await expect(listed(canvasElement)).toEqual(['Intro', 'Topics of today', 'Summary']);
    await waitFor(() => expect(storedNames(adapter)).toContain('Topics of today'), { timeout: 4000 });
    await userEvent.click(toolsOf(canvasElement).getByRole('button', { name: 'Undo' }));
    await expect(listed(canvasElement)).toEqual(['Intro', 'Agenda', 'Summary']);
    await expect(name).toHaveValue('Agenda');
    await waitFor(() => expect(storedNames(adapter)).toEqual(['Intro', 'Agenda', 'Summary']), { timeout: 4000 });
  },
};

/** Duplicate adds " - copy" at the same start, opened, and stores it as a duplicate. */
export const Duplicate: Story = {
  play: async (context) => {
    const { canvasElement } = context;
    const adapter = adapterOf(context);
    await opened(canvasElement);
    const panel = await openSlide(canvasElement, 'Agenda');
    await userEvent.click(panel.getByRole('button', { name: 'Duplicate' }));
    await expect(listed(canvasElement)).toEqual(['Intro', 'Agenda', 'Agenda - copy', 'Summary']);
    await expect(triggerOf(canvasElement, 'Agenda - copy')).toHaveAttribute('aria-expanded', 'true');
    await expect(triggerOf(canvasElement, 'Agenda - copy')).toHaveAccessibleName(/starts at 0:01\.0/);
    await waitFor(() => expect(adapter.writes).toContain('slide duplicate'));
    await expect(storedNames(adapter)).toEqual(['Intro', 'Agenda', 'Agenda - copy', 'Summary']);
  },
};

/** Delete, then Ctrl+Z brings the slide back (stored again), Shift+Ctrl+Z deletes it again. */
export const DeleteThenUndo: Story = {
  play: async (context) => {
    const { canvasElement } = context;
    const adapter = adapterOf(context);
    await opened(canvasElement);
    const panel = await openSlide(canvasElement, 'Agenda');
    await userEvent.click(panel.getByRole('button', { name: 'Delete' }));
    await expect(listed(canvasElement)).toEqual(['Intro', 'Summary']);
    await waitFor(() => expect(storedNames(adapter)).toEqual(['Intro', 'Summary']));
    (document.activeElement as HTMLElement | null)?.blur();
    await userEvent.keyboard('{Control>}z{/Control}');
    await expect(listed(canvasElement)).toEqual(['Intro', 'Agenda', 'Summary']);
    await waitFor(() => expect(storedNames(adapter)).toEqual(['Intro', 'Agenda', 'Summary']));
    await expect(adapter.writes).toEqual(['slide delete', 'slide create']);
    await expect(adapter.presentationOf('launch').items[1].src).toBe(THREE[1].src);
    await userEvent.keyboard('{Shift>}{Control>}z{/Control}{/Shift}');
    await expect(listed(canvasElement)).toEqual(['Intro', 'Summary']);
    await expect(toolsOf(canvasElement).getByRole('button', { name: 'Redo' })).toBeDisabled();
  },
};

/** Reorder asks first: Esc leaves the order; confirming sorts by name in natural order and cannot be undone. */
export const Reorder: Story = {
  loaders: withSlides([slide('s10', 'slide 10', 0, 0), slide('s2', 'slide 2', 1, 1), slide('s1', 'Slide 1', 2, 2)]),
  play: async (context) => {
    const { canvasElement } = context;
    const adapter = adapterOf(context);
    await opened(canvasElement);
    const tools = toolsOf(canvasElement);
    await userEvent.click(tools.getByRole('button', { name: 'Reorder' }));
    const dialog = await within(document.body).findByRole('alertdialog', { name: 'Reorder slides' });
    await expect(dialog).toHaveTextContent('cannot be undone');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(within(document.body).queryByRole('alertdialog')).toBeNull());
    await expect(listed(canvasElement)).toEqual(['slide 10', 'slide 2', 'Slide 1']);
    await expect(adapter.writes).toEqual([]);
    // An edit to undo (the view position), then Reorder confirmed with Enter.
    await userEvent.click(tools.getByRole('button', { name: 'Settings' }));
    const settings = await within(document.body).findByRole('dialog', { name: 'Settings' });
    await userEvent.click(within(settings).getByRole('radio', { name: 'Side by side' }));
    await userEvent.click(within(settings).getByRole('button', { name: 'Save' }));
    await expect(tools.getByRole('button', { name: 'Undo' })).toBeEnabled();
    await userEvent.click(tools.getByRole('button', { name: 'Reorder' }));
    await within(document.body).findByRole('alertdialog', { name: 'Reorder slides' });
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(within(document.body).queryByRole('alertdialog')).toBeNull());
    await expect(listed(canvasElement)).toEqual(['Slide 1', 'slide 2', 'slide 10']);
    await expect(tools.getByRole('button', { name: 'Undo' })).toBeDisabled();
    await waitFor(() => expect(adapter.writes).toContain('slide reorder'));
    await expect(adapter.presentationOf('launch').items.map((item) => [item.name, item.start])).toEqual([
      ['Slide 1', 0],
      ['slide 2', 1],
      ['slide 10', 2],
    ]);
  },
};

/** Settings change the view position: each view shows the slide at the playhead where it belongs. */
export const Layouts: Story = {
  play: async (context) => {
    const { canvasElement } = context;
    const adapter = adapterOf(context);
    const canvas = await opened(canvasElement);
    const video = videoOf(canvasElement);
    const overlay = () => canvas.getByTestId('player-overlay');
    const choose = async (label: string, how: 'click' | 'enter') => {
      await userEvent.click(toolsOf(canvasElement).getByRole('button', { name: 'Settings' }));
      const dialog = await within(document.body).findByRole('dialog', { name: 'Settings' });
      await userEvent.click(within(dialog).getByRole('radio', { name: label }));
      if (how === 'enter') await userEvent.keyboard('{Enter}');
      else await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
      await waitFor(() => expect(within(document.body).queryByRole('dialog')).toBeNull());
    };
    // Picture in picture (the stored default): the slide in the picture's corner.
    await expect(within(overlay()).getByTestId('slide-inset')).toContainElement(
      canvas.getByRole('img', { name: 'Intro' }),
    );
    await choose('Side by side', 'click');
    await expect(within(canvas.getByTestId('slide-side')).getByRole('img', { name: 'Intro' })).toBeVisible();
    await expect(canvas.queryByTestId('slide-inset')).toBeNull();
    await waitFor(() => expect(adapter.presentationOf('launch').settings.position).toBe('SBS'));
    await choose('Slide only', 'enter');
    await expect(within(overlay()).getByTestId('slide-single')).toContainElement(
      canvas.getByRole('img', { name: 'Intro' }),
    );
    await expect(canvas.queryByTestId('slide-side')).toBeNull();
    await waitFor(() => expect(adapter.presentationOf('launch').settings.position).toBe('Single'));
    // The player was not reloaded by the switches; Undo goes back to side by side.
    await expect(videoOf(canvasElement)).toBe(video);
    await userEvent.click(toolsOf(canvasElement).getByRole('button', { name: 'Undo' }));
    await expect(canvas.getByTestId('slide-side')).toBeVisible();
    // The preview follows the playhead: at 0:02 the third slide.
    await userEvent.click(canvas.getByRole('button', { name: 'Summary at 0:02.0' }));
    await expect(within(canvas.getByTestId('slide-side')).getByRole('img')).toHaveAccessibleName('Summary');
  },
};

/** Activate: the player goes to the slide's start and pauses; the slide is marked active. */
export const Activate: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await opened(canvasElement);
    const video = videoOf(canvasElement);
    await loaded(video);
    // The browser plays without a real user's gesture only without sound.
    video.muted = true;
    const controls = within(canvas.getByRole('group', { name: 'Player controls' }));
    await userEvent.click(controls.getByRole('button', { name: 'Play' }));
    await waitFor(() => expect(video.paused).toBe(false));
    const panel = await openSlide(canvasElement, 'Summary');
    await userEvent.click(panel.getByRole('button', { name: 'Activate' }));
    await waitFor(() => expect(video.paused).toBe(true));
    await expect(video.currentTime).toBeCloseTo(2, 1);
    await expect(canvas.getByTestId('player-time')).toHaveTextContent('0:02.0 / 0:04.0');
    await expect(controls.getByRole('button', { name: 'Play' })).toBeVisible();
    await expect(triggerOf(canvasElement, 'Summary')).toHaveAccessibleName(/, active$/);
    await expect(triggerOf(canvasElement, 'Intro')).not.toHaveAccessibleName(/, active$/);
    await expect(within(canvas.getByTestId('slide-inset')).getByRole('img')).toHaveAccessibleName('Summary');
    // The 0.1 s steps.
    await userEvent.click(controls.getByRole('button', { name: 'Back 0.1 seconds' }));
    await expect(canvas.getByTestId('player-time')).toHaveTextContent('0:01.9 / 0:04.0');
    await waitFor(() => expect(video.currentTime).toBeCloseTo(1.9, 1));
    await userEvent.click(controls.getByRole('button', { name: 'Forward 0.1 seconds' }));
    await userEvent.click(controls.getByRole('button', { name: 'Forward 0.1 seconds' }));
    await expect(canvas.getByTestId('player-time')).toHaveTextContent('0:02.1 / 0:04.0');
    // A marker on the scrub bar activates its slide too.
    await userEvent.click(canvas.getByRole('button', { name: 'Agenda at 0:01.0' }));
    await expect(triggerOf(canvasElement, 'Agenda')).toHaveAccessibleName(/, active$/);
    await expect(canvas.getByTestId('player-time')).toHaveTextContent('0:01.0 / 0:04.0');
  },
};

/** A save that fails is kept and retried: the retry state, then "Saved"; nothing is lost. */
export const FailingSave: Story = {
  loaders: [
    () => {
      const backend = { down: true };
      return {
        backend,
        adapter: createMemoryAdapter({
          videos: [{ video: VIDEO, presentation: { settings: { position: 'PIP' }, items: THREE } }],
          failWrite: () => backend.down,
        }),
      };
    },
  ],
  play: async (context) => {
    const { canvasElement, args } = context;
    const adapter = adapterOf(context);
    const canvas = await opened(canvasElement);
    const panel = await openSlide(canvasElement, 'Summary');
    await userEvent.click(panel.getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(saveStatusOf(canvasElement)).toHaveTextContent('Not saved yet, retrying…'));
    await expect(args.onError).toHaveBeenCalled();
    await expect(storedNames(adapter)).toEqual(['Intro', 'Agenda', 'Summary']);
    (context.loaded as { backend: { down: boolean } }).backend.down = false;
    await userEvent.click(canvas.getByRole('button', { name: 'Retry now' }));
    await waitFor(() => expect(saveStatusOf(canvasElement)).toHaveTextContent('Saved'));
    await expect(canvas.queryByRole('button', { name: 'Retry now' })).toBeNull();
    await expect(storedNames(adapter)).toEqual(['Intro', 'Agenda']);
  },
};

/** No such video: the host is told (the console shows its 404). */
export const NotFound: Story = {
  args: { videoId: 'missing' },
  play: async ({ args, canvasElement }) => {
    await waitFor(() => expect(args.onNotFound).toHaveBeenCalledTimes(1));
    await expect(within(canvasElement).getByText("We're sorry! We don't have that.")).toBeVisible();
    await expect(args.onMount).not.toHaveBeenCalled();
  },
};

/** At 1440 px: the preview beside the slide list, nothing wider than the page. */
export const Desktop: Story = {
  decorators: [
    (Story) => (
      <div data-testid="frame" style={{ width: 1440, height: 900, overflow: 'auto' }}>
        <Story />
      </div>
    ),
  ],
  play: async ({ canvasElement }) => {
    const canvas = await opened(canvasElement);
    const frame = canvas.getByTestId('frame');
    const preview = canvas.getByRole('region', { name: 'Preview' }).getBoundingClientRect();
    const sidebar = sidebarOf(canvasElement).getBoundingClientRect();
    await expect(sidebar.left).toBeGreaterThanOrEqual(preview.right);
    await expect(sidebar.top).toBeLessThan(preview.bottom);
    await expect(frame.scrollWidth).toBeLessThanOrEqual(frame.clientWidth);
    await expect(preview.bottom - frame.getBoundingClientRect().top).toBeLessThanOrEqual(900);
  },
};

/** At 390 px: one column, every control reachable, no sideways scrolling. */
export const Phone: Story = {
  decorators: [
    (Story) => (
      <div data-testid="frame" style={{ width: 390, maxWidth: '100%' }}>
        <Story />
      </div>
    ),
  ],
  play: async ({ canvasElement }) => {
    const canvas = await opened(canvasElement);
    const frame = canvas.getByTestId('frame');
    await userEvent.click(toolsOf(canvasElement).getByRole('button', { name: 'Expand all' }));
    await expect(canvas.getAllByRole('textbox', { name: 'Name' })).toHaveLength(3);
    const preview = canvas.getByRole('region', { name: 'Preview' }).getBoundingClientRect();
    await expect(sidebarOf(canvasElement).getBoundingClientRect().top).toBeGreaterThanOrEqual(preview.bottom);
    await expect(frame.scrollWidth).toBeLessThanOrEqual(frame.clientWidth);
    for (const element of Array.from(frame.querySelectorAll<HTMLElement>('*'))) {
      const box = element.getBoundingClientRect();
      if (box.width === 0) continue;
      await expect(box.right).toBeLessThanOrEqual(frame.getBoundingClientRect().right + 0.5);
    }
  },
};
