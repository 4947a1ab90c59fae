import { expect, waitFor, within } from 'storybook/test';
import dutch from './fixtures/dutch.vtt?url';
import english from './fixtures/english.vtt?url';
import tinyVideo from './fixtures/tiny.webm?url';

export { tinyVideo };

export const subtitles = [
  { id: 'en', url: english, label: 'English', language: 'en', isDefault: true },
  { id: 'nl', url: dutch, label: 'Nederlands', language: 'nl', isDefault: false },
];

export const chapters = [
  { id: 'c3', offset: 3, title: 'Wrap-up' },
  { id: 'c1', offset: 0, title: 'Welcome' },
  { id: 'c2', offset: 2, title: 'The middle' },
];

export const videoOf = (canvasElement: HTMLElement) => {
  const video = canvasElement.querySelector('video');
  if (!video) throw new Error('no video element');
  return video;
};

/** Waits until the fixture's metadata is known, so seeking moves the real playback position. */
export const loaded = (video: HTMLVideoElement) =>
  waitFor(() => expect(video.readyState).toBeGreaterThanOrEqual(HTMLMediaElement.HAVE_METADATA), { timeout: 5000 });

/** The player's frame (it takes the keyboard while it or a control has focus). */
export const stageOf = (canvasElement: HTMLElement, title = 'Product launch') =>
  within(canvasElement).getByRole('group', { name: title });
