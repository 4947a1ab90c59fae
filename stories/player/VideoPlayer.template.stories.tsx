import { usePlayer, VideoPlayer } from '@reelbase/player';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { chapters, loaded, stageOf, subtitles, tinyVideo, videoOf } from './playerFixtures.ts';

const renditions = [
  { height: 360, url: `${tinyVideo}?rendition=360` },
  { height: 720, url: `${tinyVideo}?rendition=720` },
];

const meta = {
  title: 'Player/VideoPlayer/Template',
  component: VideoPlayer,
  args: {
    title: 'Product launch',
    sources: [{ height: 360, url: tinyVideo, type: 'video/webm' }],
    subtitles: [subtitles[0]],
    chapters,
    onEvent: fn(),
  },
} satisfies Meta<typeof VideoPlayer>;
export default meta;
type Story = StoryObj<typeof meta>;

const fullscreenAvailable = () => document.fullscreenEnabled || 'webkitEnterFullscreen' in HTMLVideoElement.prototype;

/** Every control the template can switch off is gone; playing and chapters remain. */
export const ControlsOff: Story = {
  args: {
    sources: renditions,
    template: {
      scrub_bar: false,
      time_info: false,
      fullscreen: false,
      sound_control: false,
      quality: false,
      show_title: false,
    },
  },
  play: async ({ canvasElement }) => {
    const stage = stageOf(canvasElement);
    const frame = within(stage);
    await loaded(videoOf(canvasElement));
    await expect(frame.getByRole('button', { name: 'Play' })).toBeInTheDocument();
    await expect(frame.queryByRole('slider', { name: 'Seek' })).toBeNull();
    await expect(frame.queryByText(/\d:\d\d \/ \d:\d\d/)).toBeNull();
    await expect(frame.queryByRole('button', { name: /Fullscreen/ })).toBeNull();
    await expect(frame.queryByRole('button', { name: 'Mute' })).toBeNull();
    await expect(frame.queryByRole('slider', { name: 'Volume' })).toBeNull();
    await expect(frame.queryByRole('button', { name: /Quality/ })).toBeNull();
    await expect(frame.queryByText('Product launch')).toBeNull();
    // The keys of hidden controls do nothing.
    stage.focus();
    await userEvent.keyboard('m{ArrowRight}');
    await expect(videoOf(canvasElement).muted).toBe(false);
    await expect(videoOf(canvasElement).currentTime).toBe(0);
    await expect(within(canvasElement).getByRole('navigation', { name: 'Chapters' })).toBeInTheDocument();
  },
};

/** The default template shows fullscreen where the browser offers it. */
export const FullscreenButton: Story = {
  play: async ({ canvasElement }) => {
    const frame = within(stageOf(canvasElement));
    const button = frame.queryByRole('button', { name: 'Fullscreen' });
    await expect(button !== null).toBe(fullscreenAvailable());
  },
};

const shareUrl = 'https://reelbase.example/view/abc?from=share';

export const ShareLinks: Story = {
  args: {
    title: 'Launch & "more"',
    shareUrl,
    template: {
      social_share: true,
      share_facebook: true,
      share_linkedin: true,
      share_email: true,
      share_twitter: true,
      share_pinterest: true,
      share_reddit: true,
      share_tumblr: true,
    },
  },
  play: async ({ canvasElement }) => {
    const frame = within(stageOf(canvasElement, 'Launch & "more"'));
    const button = frame.getByRole('button', { name: 'Share' });
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(button);
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    const panel = frame.getByRole('group', { name: 'Share' });
    const links = within(panel).getAllByRole('link');
    const u = encodeURIComponent(shareUrl);
    const t = encodeURIComponent('Launch & "more"');
    await expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Facebook', `https://www.facebook.com/sharer/sharer.php?u=${u}`],
      ['LinkedIn', `https://www.linkedin.com/sharing/share-offsite/?url=${u}`],
      ['E-mail', `mailto:?subject=${t}&body=${u}`],
      ['Twitter', `https://twitter.com/intent/tweet?url=${u}&text=${t}`],
      ['Pinterest', `https://pinterest.com/pin/create/button/?url=${u}&description=${t}`],
      ['Reddit', `https://www.reddit.com/submit?url=${u}&title=${t}`],
      ['Tumblr', `https://www.tumblr.com/widgets/share/tool?canonicalUrl=${u}&title=${t}`],
    ]);
    for (const link of links) {
      await expect(link).toHaveAttribute('target', '_blank');
      await expect(link.getAttribute('rel')).toContain('noopener');
    }
    links[0].focus();
    await userEvent.keyboard('{Escape}');
    await expect(frame.queryByRole('group', { name: 'Share' })).toBeNull();
    await expect(button).toHaveFocus();
  },
};

/** Only the enabled share buttons, and none without social share. */
export const ShareSome: Story = {
  args: { shareUrl, template: { social_share: true, share_email: true, share_reddit: true } },
  play: async ({ canvasElement }) => {
    const frame = within(stageOf(canvasElement));
    await userEvent.click(frame.getByRole('button', { name: 'Share' }));
    const links = within(frame.getByRole('group', { name: 'Share' })).getAllByRole('link');
    await expect(links.map((link) => link.textContent)).toEqual(['E-mail', 'Reddit']);
    // A press outside closes the panel.
    await userEvent.click(within(canvasElement).getByRole('button', { name: /Welcome/ }));
    await expect(frame.queryByRole('group', { name: 'Share' })).toBeNull();
  },
};

export const TitleAndDescription: Story = {
  args: {
    description: 'Our spring launch, in four seconds.',
    template: { show_title: true, show_description: true },
  },
  play: async ({ canvasElement }) => {
    const stage = stageOf(canvasElement);
    await expect(within(stage).getByText('Product launch')).toBeVisible();
    const description = within(canvasElement).getByText('Our spring launch, in four seconds.');
    await expect(description).toBeVisible();
    await expect(stage.contains(description)).toBe(false);
  },
};

export const DescriptionOff: Story = {
  args: { description: 'Our spring launch, in four seconds.' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByText('Our spring launch, in four seconds.')).toBeNull();
  },
};

export const AudioOnly: Story = {
  args: {
    sources: [...renditions, { height: 1080, url: `${tinyVideo}?rendition=1080` }],
    template: { audio_only: true },
  },
  play: async ({ canvasElement }) => {
    const frame = within(stageOf(canvasElement));
    const video = videoOf(canvasElement);
    // The smallest rendition is enough for the sound; the picture is hidden.
    await expect(video).toHaveAttribute('src', `${tinyVideo}?rendition=360`);
    await expect(getComputedStyle(video).opacity).toBe('0');
    await expect(frame.getByTestId('audio-only')).toBeVisible();
    await expect(frame.queryByRole('button', { name: /Quality/ })).toBeNull();
    await expect(frame.queryByRole('button', { name: /Fullscreen/ })).toBeNull();
    await expect(frame.getByRole('button', { name: 'Play' })).toBeInTheDocument();
    await expect(frame.getByRole('button', { name: 'Mute' })).toBeInTheDocument();
  },
};

export const Rewind: Story = {
  args: { template: { rewind_10s: true } },
  play: async ({ canvasElement }) => {
    const video = videoOf(canvasElement);
    await loaded(video);
    await userEvent.click(within(canvasElement).getByRole('button', { name: /Wrap-up/ }));
    await expect(video.currentTime).toBe(3);
    await userEvent.click(within(stageOf(canvasElement)).getByRole('button', { name: 'Back 10 seconds' }));
    await expect(video.currentTime).toBe(0);
  },
};

/** Muted, as a page without a gesture may only play muted; a viewer's key press may play with sound. */
export const KeyboardControl: Story = {
  args: { template: { mute: true } },
  play: async ({ canvasElement }) => {
    const video = videoOf(canvasElement);
    const stage = stageOf(canvasElement);
    const frame = within(stage);
    await loaded(video);
    stage.focus();
    // Space plays and pauses.
    await userEvent.keyboard(' ');
    await waitFor(() => expect(video.paused).toBe(false));
    await expect(frame.getByRole('button', { name: 'Pause' })).toBeInTheDocument();
    await userEvent.keyboard(' ');
    await waitFor(() => expect(video.paused).toBe(true));
    // m unmutes and mutes.
    await expect(frame.getByRole('button', { name: 'Mute' })).toHaveAttribute('aria-pressed', 'true');
    await userEvent.keyboard('m');
    await expect(video.muted).toBe(false);
    await expect(frame.getByRole('button', { name: 'Mute' })).toHaveAttribute('aria-pressed', 'false');
    await userEvent.keyboard('m');
    await expect(video.muted).toBe(true);
    // Arrows seek 5 seconds (within the 4-second video) and change the volume.
    video.currentTime = 1;
    await userEvent.keyboard('{ArrowRight}');
    await expect(video.currentTime).toBe(4);
    await userEvent.keyboard('{ArrowLeft}');
    await expect(video.currentTime).toBe(0);
    await userEvent.keyboard('{ArrowUp}');
    await expect(video.muted).toBe(false);
    await expect(video.volume).toBeCloseTo(0.1);
    // A slider keeps its own keys.
    const volume = frame.getByRole('slider', { name: 'Volume' });
    volume.focus();
    await userEvent.keyboard('k');
    await expect(video.paused).toBe(true);
    const seek = frame.getByRole('slider', { name: 'Seek' });
    seek.focus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(video.currentTime).toBe(4);
    await expect(seek).toHaveAttribute('aria-valuetext', '0:04 of 0:04');
  },
};

export const AutoplayMutedAndRepeat: Story = {
  args: { template: { autoplay: true, mute: true, repeat: true } },
  play: async ({ canvasElement, args }) => {
    const video = videoOf(canvasElement);
    await expect(video.loop).toBe(true);
    await waitFor(() => expect(video.paused).toBe(false), { timeout: 5000 });
    await expect(video.muted).toBe(true);
    await expect(within(stageOf(canvasElement)).queryByRole('button', { name: 'Unmute' })).toBeNull();
    await waitFor(() => expect(args.onEvent).toHaveBeenCalledWith('start', expect.any(Number)));
  },
};

const realPlay = HTMLMediaElement.prototype.play;

/** The browser refuses sound: the player starts muted and offers Unmute. */
export const AutoplayWithoutSound: Story = {
  args: { template: { autoplay: true } },
  beforeEach: () => {
    HTMLMediaElement.prototype.play = function play(this: HTMLMediaElement) {
      if (!this.muted) return Promise.reject(new DOMException('Sound needs a gesture', 'NotAllowedError'));
      return realPlay.call(this);
    };
    return () => {
      HTMLMediaElement.prototype.play = realPlay;
    };
  },
  play: async ({ canvasElement }) => {
    const video = videoOf(canvasElement);
    const frame = within(stageOf(canvasElement));
    await waitFor(() => expect(video.paused).toBe(false), { timeout: 5000 });
    await expect(video.muted).toBe(true);
    await userEvent.click(await frame.findByRole('button', { name: 'Unmute' }));
    await expect(video.muted).toBe(false);
    await expect(frame.queryByRole('button', { name: 'Unmute' })).toBeNull();
  },
};

export const ControlsColor: Story = {
  args: { template: { controls_color: '#ff8800', text_track_background: true } },
  play: async ({ canvasElement }) => {
    const stage = stageOf(canvasElement);
    const icon = within(stage).getByRole('button', { name: 'Play' }).querySelector('svg');
    if (!icon) throw new Error('no icon');
    await expect(getComputedStyle(icon).color).toBe('rgb(255, 136, 0)');
    // Subtitles on a dark box.
    await expect(stage).toHaveAttribute('data-cue-background');
  },
};

export const ProgressEvents: Story = {
  args: { template: { mute: true, repeat: true } },
  play: async ({ canvasElement, args }) => {
    const video = videoOf(canvasElement);
    await loaded(video);
    await waitFor(() => expect(args.onEvent).toHaveBeenCalledWith('impression', 0));
    video.playbackRate = 4;
    await userEvent.click(within(stageOf(canvasElement)).getByRole('button', { name: 'Play' }));
    await waitFor(() => expect(args.onEvent).toHaveBeenCalledWith('start', expect.any(Number)));
    await waitFor(() => expect(args.onEvent).toHaveBeenCalledWith('progress', expect.any(Number)), {
      timeout: 8000,
    });
    video.pause();
  },
};

export const EndEvent: Story = {
  args: { template: { mute: true } },
  play: async ({ canvasElement, args }) => {
    const video = videoOf(canvasElement);
    await loaded(video);
    video.playbackRate = 4;
    video.currentTime = 3;
    await userEvent.click(within(stageOf(canvasElement)).getByRole('button', { name: 'Play' }));
    await waitFor(() => expect(args.onEvent).toHaveBeenCalledWith('end', 4), { timeout: 5000 });
    await expect(within(stageOf(canvasElement)).getByRole('button', { name: 'Play' })).toBeInTheDocument();
  },
};

/** While playing, the controls fade 3 s after the pointer last moved; moving it brings them back. */
export const ControlsFade: Story = {
  args: { template: { mute: true, repeat: true } },
  play: async ({ canvasElement }) => {
    const stage = stageOf(canvasElement);
    const video = videoOf(canvasElement);
    await loaded(video);
    await userEvent.click(within(stage).getByRole('button', { name: 'Play' }));
    await waitFor(() => expect(video.paused).toBe(false));
    (document.activeElement as HTMLElement | null)?.blur();
    const controls = stage.querySelector('[data-controls]');
    if (!controls) throw new Error('no control bar');
    await expect(controls).not.toHaveAttribute('data-hidden');
    await waitFor(() => expect(controls).toHaveAttribute('data-hidden'), { timeout: 4500 });
    await expect(stage).toHaveAttribute('data-idle');
    stage.dispatchEvent(new PointerEvent('pointermove', { bubbles: true }));
    await waitFor(() => expect(controls).not.toHaveAttribute('data-hidden'));
    video.pause();
    await waitFor(() => expect(controls).not.toHaveAttribute('data-hidden'));
  },
};

/** An overlay reads and drives the player; it lies exactly over the picture. */
function JumpOverlay() {
  const player = usePlayer();
  return (
    <button type="button" style={{ position: 'absolute', top: 8, right: 8 }} onClick={() => player.seek(3)}>
      Jump ({player.currentTime.toFixed(1)} s, {Math.round(player.frame.width)} px)
    </button>
  );
}

export const Overlay: Story = {
  args: { overlay: <JumpOverlay />, width: 4, height: 3, template: { show_title: false } },
  play: async ({ canvasElement }) => {
    const stage = stageOf(canvasElement);
    const video = videoOf(canvasElement);
    // The frame keeps the given 4:3 box; the 16:9 picture is letterboxed and the overlay follows it.
    await expect(stage.clientWidth / stage.clientHeight).toBeCloseTo(4 / 3, 1);
    await loaded(video);
    const layer = within(stage).getByTestId('player-overlay');
    await waitFor(() => expect(layer.clientHeight).toBeCloseTo((stage.clientWidth * 9) / 16, 0));
    await expect(layer.clientWidth).toBe(stage.clientWidth);
    // Where the overlay draws nothing, the pointer reaches the picture.
    const box = stage.getBoundingClientRect();
    await expect(document.elementFromPoint(box.left + box.width / 4, box.top + box.height / 2)).toBe(video);
    await userEvent.click(within(layer).getByRole('button', { name: /Jump/ }));
    await expect(video.currentTime).toBe(3);
    await waitFor(() => expect(within(layer).getByRole('button', { name: /Jump \(3\.0 s/ })).toBeInTheDocument());
  },
};

/** At phone width every control fits: nothing sticks out sideways. */
export const Narrow: Story = {
  args: {
    sources: renditions,
    subtitles,
    shareUrl,
    template: { rewind_10s: true, social_share: true, share_email: true },
  },
  decorators: [
    (Story) => (
      <div style={{ width: 358 }}>
        <Story />
      </div>
    ),
  ],
  play: async ({ canvasElement }) => {
    const stage = stageOf(canvasElement);
    await expect(stage.scrollWidth).toBeLessThanOrEqual(stage.clientWidth);
    const box = stage.getBoundingClientRect();
    for (const control of within(stage).getAllByRole('button')) {
      const rect = control.getBoundingClientRect();
      await expect(rect.right).toBeLessThanOrEqual(box.right + 0.5);
      await expect(rect.left).toBeGreaterThanOrEqual(box.left - 0.5);
    }
    await expect(within(stage).getByRole('button', { name: 'Back 10 seconds' })).toBeVisible();
  },
};
