import { type ElementKind, type InteractiveElement, OverlayStage, TestEditor } from '@reelbase/editors';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { centreOf, clickAt, doubleClickAt, dragOnStage, makeElement, type Point, stageIn } from './editorFixtures.ts';

const WIDTH = 640;
const HEIGHT = 360;

const SHOP = makeElement('hotspot', 'shop', 'Shop hotspot', { left: 10, top: 10, width: 20, height: 20 });
const LOGO = makeElement('image', 'logo', 'Logo', { left: 40, top: 10, width: 20, height: 20 });
const INTRO = makeElement(
  'text',
  'intro',
  'Intro text',
  { left: 10, top: 50, width: 50, height: 20 },
  { text: 'Welcome to the show' },
);
const PAUSE = makeElement('playeraction', 'pause', 'Pause here', { left: 70, top: 60, width: 20, height: 20 });
const LATER = makeElement(
  'hotspot',
  'later',
  'Later hotspot',
  { left: 70, top: 10, width: 20, height: 20 },
  {
    start: 40,
    end: 50,
  },
);

type Loaded = { test: TestEditor };
const testOf = (context: { loaded: Record<string, unknown> }) => (context.loaded as Loaded).test;
const withElements = (elements: InteractiveElement[]) => [() => ({ test: new TestEditor({ elements }) })];
const at = (element: InteractiveElement) => centreOf(element, WIDTH, HEIGHT);
const offset = (point: Point, dx: number, dy: number): Point => ({ x: point.x + dx, y: point.y + dy });

const meta: Meta<typeof OverlayStage> = {
  title: 'Editors/OverlayStage',
  component: OverlayStage,
  args: { width: WIDTH, height: HEIGHT, currentTime: 5, mode: 'edit', showAll: false },
  loaders: withElements([SHOP, LOGO, INTRO, PAUSE, LATER]),
  render: (args, context) => (
    <div style={{ width: WIDTH, height: HEIGHT, background: '#1b1f27' }}>
      <OverlayStage {...args} editor={args.mode === 'edit' ? testOf(context).editor : undefined} />
    </div>
  ),
};
export default meta;
type Story = StoryObj<typeof OverlayStage>;

const stageRegion = (root: HTMLElement) =>
  within(root).getByRole('application', { name: 'Interactive elements on the video' });
const drawn = (root: HTMLElement) =>
  stageIn(root)
    .find('.element')
    .map((node) => node.id());

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(stageRegion(canvasElement)).toBeVisible();
    // Shown at 0:05: everything but the hotspot of 0:40 to 0:50.
    await waitFor(() => expect(drawn(canvasElement).sort()).toEqual(['intro', 'logo', 'pause', 'shop']));
  },
};

export const Playground: Story = { args: { showAll: true } };

export const Empty: Story = {
  loaders: withElements([]),
  play: async (context) => {
    const { canvasElement } = context;
    const region = stageRegion(canvasElement);
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('No element selected.');
    await clickAt(stageIn(canvasElement), { x: 100, y: 100 });
    await expect(region).toHaveFocus();
    await userEvent.keyboard('{Delete}{ArrowLeft}');
    await expect(testOf(context).elements).toHaveLength(0);
    await expect(drawn(canvasElement)).toEqual([]);
  },
};

const KINDS: ElementKind[] = ['hotspot', 'text', 'image', 'playeraction'];
const FIFTY = Array.from({ length: 50 }, (_, index) =>
  makeElement(
    KINDS[index % KINDS.length],
    `element-${index + 1}`,
    `Element ${index + 1}`,
    { left: (index % 10) * 10 + 1, top: Math.floor(index / 10) * 20 + 2, width: 8, height: 16 },
    { start: index, end: index + 5, text: `Text ${index + 1}` },
  ),
);

export const FiftyElements: Story = {
  args: { showAll: true },
  loaders: withElements(FIFTY),
  play: async (context) => {
    const { canvasElement } = context;
    await waitFor(() => expect(drawn(canvasElement)).toHaveLength(50));
    // Element 23 is an image in the third row.
    const target = testOf(context).element('element-23');
    await clickAt(stageIn(canvasElement), at(target));
    await expect(testOf(context).editor.getState().selection).toEqual(['element-23']);
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Element 23 selected.');
  },
};

export const SelectEachType: Story = {
  play: async (context) => {
    const { canvasElement } = context;
    const stage = stageIn(canvasElement);
    const status = within(canvasElement).getByRole('status');
    const transformer = () => stage.findOne('.selection') as unknown as { nodes(): { id(): string }[] };
    for (const [element, point] of [
      [SHOP, at(SHOP)],
      [LOGO, at(LOGO)],
      [INTRO, at(INTRO)],
      // A player action is a small badge at its origin.
      [PAUSE, { x: (PAUSE.style.origin.left / 100) * WIDTH + 8, y: (PAUSE.style.origin.top / 100) * HEIGHT + 8 }],
    ] as const) {
      await clickAt(stage, point);
      await expect(testOf(context).editor.getState().selection).toEqual([element._id]);
      await expect(status).toHaveTextContent(`${element.name} selected.`);
      await waitFor(() =>
        expect(
          transformer()
            .nodes()
            .map((node) => node.id()),
        ).toEqual([element._id]),
      );
    }
    await clickAt(stage, at(SHOP), { shiftKey: true });
    await expect(testOf(context).editor.getState().selection).toEqual(['pause', 'shop']);
    await expect(status).toHaveTextContent('2 elements selected.');
    await clickAt(stage, { x: 620, y: 340 });
    await expect(testOf(context).editor.getState().selection).toEqual([]);
  },
};

export const DragMoves: Story = {
  play: async (context) => {
    const { canvasElement } = context;
    const test = testOf(context);
    const stage = stageIn(canvasElement);
    // Alt turns snapping off, so the element lands exactly where the pointer took it.
    await dragOnStage(stage, at(SHOP), offset(at(SHOP), 100, 50), { altKey: true });
    const moved = test.element('shop').style.origin;
    await expect(moved.left).toBeCloseTo(((64 + 100) / WIDTH) * 100, 1);
    await expect(moved.top).toBeCloseTo(((36 + 50) / HEIGHT) * 100, 1);
    await expect(test.editor.getState().selection).toEqual(['shop']);
    // The whole drag is one history item.
    test.editor.undo();
    await expect(test.element('shop').style.origin).toEqual({ left: 10, top: 10 });
    await waitFor(() => expect(stage.findOne('#shop')?.x()).toBeCloseTo(64, 0));
    await expect(test.editor.canUndo()).toBe(false);
  },
};

export const DragSnapsToCentre: Story = {
  play: async (context) => {
    const { canvasElement } = context;
    const test = testOf(context);
    const stage = stageIn(canvasElement);
    let guides = 0;
    // The box is 128 px wide: its centre ends 2 px right of the picture's centre and snaps onto it.
    await dragOnStage(stage, at(SHOP), offset(at(SHOP), 194, 0), {
      beforeRelease: async () => {
        await waitFor(() => expect(stage.getLayers()[1].find('Line').length).toBeGreaterThan(0));
        guides = stage.getLayers()[1].find('Line').length;
      },
    });
    await expect(guides).toBeGreaterThan(0);
    await expect(test.element('shop').style.origin.left).toBeCloseTo(40, 3);
    await waitFor(() => expect(stage.getLayers()[1].find('Line')).toHaveLength(0));
  },
};

export const ResizeWithTransformer: Story = {
  play: async (context) => {
    const { canvasElement } = context;
    const test = testOf(context);
    const stage = stageIn(canvasElement);
    await clickAt(stage, at(SHOP));
    await waitFor(() => expect(stage.findOne('.bottom-right')?.isVisible()).toBe(true));
    // The bottom-right handle sits on the box's corner: 30 % + 20 % … of 640 × 360.
    await dragOnStage(stage, { x: 192, y: 108 }, { x: 256, y: 144 });
    const { dimensions, origin } = test.element('shop').style;
    await expect(dimensions.width).toBeCloseTo(30, 0);
    await expect(dimensions.height).toBeCloseTo(30, 0);
    await expect(origin).toEqual({ left: 10, top: 10 });
    test.editor.undo();
    await expect(test.element('shop').style.dimensions).toEqual({ width: 20, height: 20 });
  },
};

export const EditTextInPlace: Story = {
  play: async (context) => {
    const { canvasElement } = context;
    const test = testOf(context);
    const canvas = within(canvasElement);
    const stage = stageIn(canvasElement);
    await doubleClickAt(stage, at(INTRO));
    const field = await canvas.findByRole('textbox', { name: 'Text of Intro text' });
    await expect(field).toHaveFocus();
    await expect(field).toHaveValue('Welcome to the show');

    // Formatting shortcuts are blocked.
    for (const key of ['b', 'i', 'u']) {
      const shortcut = new KeyboardEvent('keydown', { key, ctrlKey: true, bubbles: true, cancelable: true });
      field.dispatchEvent(shortcut);
      await expect(shortcut.defaultPrevented).toBe(true);
    }

    // Enter saves and leaves the field.
    await userEvent.clear(field);
    await userEvent.type(field, 'Welcome back');
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(canvas.queryByRole('textbox')).toBeNull());
    await expect(test.element('intro').area.text).toBe('Welcome back');
    await expect(stageRegion(canvasElement)).toHaveFocus();

    // Enter on the stage edits the selected text again; Escape restores the original.
    await userEvent.keyboard('{Enter}');
    const again = await canvas.findByRole('textbox', { name: 'Text of Intro text' });
    await userEvent.clear(again);
    await userEvent.type(again, 'Something else');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(canvas.queryByRole('textbox')).toBeNull());
    await expect(test.element('intro').area.text).toBe('Welcome back');
  },
};

export const KeyboardCommands: Story = {
  play: async (context) => {
    const { canvasElement } = context;
    const test = testOf(context);
    await clickAt(stageIn(canvasElement), at(SHOP));
    await expect(stageRegion(canvasElement)).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(test.element('shop').style.origin).toEqual({ left: 10.5, top: 10 });
    await userEvent.keyboard('{Shift>}{ArrowDown}{/Shift}');
    await expect(test.element('shop').style.origin).toEqual({ left: 10.5, top: 15 });
    await userEvent.keyboard('{Delete}');
    await expect(test.editor.getElement('shop')).toBeUndefined();
    await userEvent.keyboard('{Control>}z{/Control}');
    await expect(test.element('shop').style.origin).toEqual({ left: 10.5, top: 15 });
    await userEvent.keyboard('{Control>}{Shift>}z{/Shift}{/Control}');
    await expect(test.editor.getElement('shop')).toBeUndefined();
    await userEvent.keyboard('{Control>}z{/Control}');
    test.editor.select('shop');
    await userEvent.keyboard('{Control>}d{/Control}');
    await expect(test.names).toContain('Shop hotspot - copy');
    await waitFor(() =>
      expect(within(canvasElement).getByRole('status')).toHaveTextContent('Shop hotspot - copy selected.'),
    );
    await userEvent.keyboard('{Escape}');
    await expect(test.editor.getState().selection).toEqual([]);
  },
};

export const RunMode: Story = {
  args: { mode: 'run', elements: [SHOP, LOGO, INTRO, PAUSE, LATER], onAction: fn() },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const region = canvas.getByRole('group', { name: 'Interactive elements on the video' });
    await expect(region).not.toHaveAttribute('tabindex');
    // Player actions are drawn in the editor only.
    await waitFor(() => expect(drawn(canvasElement).sort()).toEqual(['intro', 'logo', 'shop']));
    const stage = stageIn(canvasElement);
    await clickAt(stage, at(SHOP));
    await expect(args.onAction).toHaveBeenCalledWith(expect.objectContaining({ _id: 'shop' }));
    await expect(stage.content.style.cursor).toBe('pointer');
    // The same elements are buttons for the keyboard.
    canvas.getByRole('button', { name: 'Welcome to the show' }).focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onAction).toHaveBeenLastCalledWith(expect.objectContaining({ _id: 'intro' }));
    await expect(args.onAction).toHaveBeenCalledTimes(2);
  },
};
