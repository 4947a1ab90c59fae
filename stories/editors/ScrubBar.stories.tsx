import { ScrubBar, type ScrubBarElement, type ScrubBarProps } from '@reelbase/editors';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';

const ELEMENTS: ScrubBarElement[] = [
  { _id: 'hotspot', name: 'New Hot Spot', start: 4.2 },
  { _id: 'intro', name: 'Intro text', start: 20 },
  { _id: 'logo', name: 'Logo', start: 21 },
  { _id: 'skip', name: 'Skip intro', start: 22.5 },
  { _id: 'pause', name: 'Pause for quiz', start: 45 },
];

/** The scrub bar with the playhead following its seeks, as a player would. */
function Playing(props: ScrubBarProps) {
  const [time, setTime] = useState(props.currentTime);
  return (
    <ScrubBar
      {...props}
      currentTime={time}
      onSeek={(seconds) => {
        setTime(seconds);
        props.onSeek(seconds);
      }}
    />
  );
}

const meta: Meta<typeof ScrubBar> = {
  title: 'Editors/ScrubBar',
  component: ScrubBar,
  args: {
    duration: 60,
    currentTime: 12,
    elements: ELEMENTS,
    selectedIds: [],
    onSeek: fn(),
    onSelectElement: fn(),
  },
  render: (args) => <Playing {...args} />,
  decorators: [
    (Story) => (
      <div style={{ width: 640, padding: '56px 0 200px' }}>
        <Story />
      </div>
    ),
  ],
};
export default meta;
type Story = StoryObj<typeof ScrubBar>;

const trackOf = (root: HTMLElement) => within(root).getByTestId('scrub-track');

/** A pointer event at a fraction of the track's width. */
function pointerAt(track: HTMLElement, type: string, fraction: number, init: PointerEventInit = {}) {
  const rect = track.getBoundingClientRect();
  track.dispatchEvent(
    new PointerEvent(type, {
      bubbles: true,
      cancelable: true,
      composed: true,
      clientX: rect.left + rect.width * fraction,
      clientY: rect.top + rect.height / 2,
      pointerId: 1,
      pointerType: 'mouse',
      isPrimary: true,
      ...init,
    }),
  );
}

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('slider', { name: 'Video position' })).toHaveAttribute(
      'aria-valuetext',
      '0:12.0 of 1:00.0',
    );
    await expect(canvas.getByRole('button', { name: 'New Hot Spot at 0:04.2' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Pause for quiz at 0:45.0' })).toBeVisible();
    // 20 s, 21 s and 22.5 s lie within one plot (32 px) on a 640 px bar of a minute.
    const group = canvas.getByRole('button', { name: '3 elements from 0:20.0 to 0:22.5' });
    await expect(group).toHaveTextContent('3');
    await expect(group).toHaveAttribute('aria-expanded', 'false');
  },
};

export const Playground: Story = { args: { duration: 120, currentTime: 30, selectedIds: ['logo'] } };

export const GroupExpands: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const group = canvas.getByRole('button', { name: '3 elements from 0:20.0 to 0:22.5' });
    await userEvent.click(group);
    await expect(group).toHaveAttribute('aria-expanded', 'true');
    const list = canvas.getByRole('list', { name: 'Elements from 0:20.0 to 0:22.5' });
    await expect(
      within(list)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Intro text at 0:20.0', 'Logo at 0:21.0', 'Skip intro at 0:22.5']);
    await userEvent.click(within(list).getByRole('button', { name: 'Logo at 0:21.0' }));
    await expect(args.onSeek).toHaveBeenLastCalledWith(21);
    await expect(args.onSelectElement).toHaveBeenCalledWith('logo');
    await expect(canvas.queryByRole('list')).toBeNull();
    await expect(group).toHaveFocus();
    // Escape closes the list too.
    await userEvent.click(group);
    await userEvent.click(within(canvas.getByRole('list')).getByRole('button', { name: 'Intro text at 0:20.0' }));
    await userEvent.click(group);
    await userEvent.keyboard('{Tab}{Escape}');
    await expect(canvas.queryByRole('list')).toBeNull();
  },
};

export const MarkerSeeks: Story = {
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'New Hot Spot at 0:04.2' }));
    await expect(args.onSeek).toHaveBeenLastCalledWith(4.2);
    await expect(args.onSelectElement).toHaveBeenLastCalledWith('hotspot');
  },
};

export const ClickSeeks: Story = {
  play: async ({ args, canvasElement }) => {
    const track = trackOf(canvasElement);
    pointerAt(track, 'pointerdown', 0.5, { button: 0, buttons: 1 });
    pointerAt(track, 'pointerup', 0.5, { button: 0 });
    await waitFor(() => expect(args.onSeek).toHaveBeenCalledTimes(1));
    const seconds = (args.onSeek as ReturnType<typeof fn>).mock.calls[0][0] as number;
    await expect(seconds).toBeCloseTo(30, 0);
    await expect(within(canvasElement).getByRole('slider')).toHaveAttribute(
      'aria-valuetext',
      `0:${seconds.toFixed(1).padStart(4, '0')} of 1:00.0`,
    );
  },
};

export const Keyboard: Story = {
  play: async ({ args, canvasElement }) => {
    const slider = within(canvasElement).getByRole('slider', { name: 'Video position' });
    slider.focus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(args.onSeek).toHaveBeenLastCalledWith(12.1);
    await userEvent.keyboard('{ArrowLeft}{ArrowLeft}');
    await expect(args.onSeek).toHaveBeenLastCalledWith(11.9);
    await userEvent.keyboard('{PageUp}');
    await expect(args.onSeek).toHaveBeenLastCalledWith(21.9);
    await userEvent.keyboard('{PageDown}{PageDown}{PageDown}');
    await expect(args.onSeek).toHaveBeenLastCalledWith(0);
    await userEvent.keyboard('{End}');
    await expect(args.onSeek).toHaveBeenLastCalledWith(60);
    await expect(slider).toHaveAttribute('aria-valuetext', '1:00.0 of 1:00.0');
    await userEvent.keyboard('{Home}');
    await expect(args.onSeek).toHaveBeenLastCalledWith(0);
  },
};

export const HoverShowsTime: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const track = trackOf(canvasElement);
    pointerAt(track, 'pointerover', 0.25);
    pointerAt(track, 'pointermove', 0.25);
    await expect(await canvas.findByRole('tooltip')).toHaveTextContent('0:15.0');
    pointerAt(track, 'pointermove', 0.75);
    await waitFor(() => expect(canvas.getByRole('tooltip')).toHaveTextContent('0:45.0'));
    track.dispatchEvent(
      new PointerEvent('pointerout', {
        bubbles: true,
        relatedTarget: document.body,
        pointerId: 1,
        pointerType: 'mouse',
      }),
    );
    await waitFor(() => expect(canvas.queryByRole('tooltip')).toBeNull());
  },
};

const MANY: ScrubBarElement[] = Array.from({ length: 1000 }, (_, index) => ({
  _id: `element-${index + 1}`,
  name: `Element ${index + 1}`,
  start: Math.round(((index * 3599) / 1000) * 10) / 10,
}));

export const ThousandMarkers: Story = {
  args: { duration: 3600, currentTime: 600, elements: MANY },
  play: async ({ canvasElement }) => {
    const buttons = within(canvasElement).getAllByRole('button');
    // Grouped into plots of 32 px: a 640 px bar holds about 20.
    await expect(buttons.length).toBeLessThanOrEqual(Math.ceil(640 / 32) + 1);
    const total = buttons.reduce((sum, button) => sum + (Number(button.textContent) || 1), 0);
    await expect(total).toBe(1000);
  },
};
