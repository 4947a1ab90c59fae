import type { ElementAction } from '../core/document.ts';

/** The public pages a video opens on: the viewing page, or the player alone in a frame. */
export type VideoSurface = 'view' | 'embed';

/**
 * The page of the video an `openVideo` action opens, on the same surface as the page it is on:
 * `/{surface}/{videoId}` with `t` (where it starts, seconds), `autoplay=1` and `muted=1` as the
 * action says. The viewing pages read the same query.
 */
export function videoPageAddress(
  action: Pick<ElementAction, 'videoId' | 'startAt' | 'autoPlay' | 'mute'>,
  surface: VideoSurface = 'view',
): string {
  const query = new URLSearchParams();
  if (action.startAt > 0) query.set('t', String(Math.round(action.startAt * 1000) / 1000));
  if (action.autoPlay) query.set('autoplay', '1');
  if (action.mute) query.set('muted', '1');
  const search = query.toString();
  return `/${surface}/${encodeURIComponent(action.videoId.trim())}${search ? `?${search}` : ''}`;
}

/** Only web addresses are opened (an element's link is checked when saved; this keeps scripts out). */
export function isWebAddress(address: string): boolean {
  try {
    const url = new URL(address, 'http://page.invalid');
    return url.protocol === 'http:' || url.protocol === 'https:';
  } catch {
    return false;
  }
}

/** What the elements' actions do outside the player: open links, downloads and other videos. */
export interface RunNavigation {
  /** `_blank`: a new tab that cannot reach back to this page; `_top`: the whole window, also from a frame. */
  openLink(address: string, target: ElementAction['target']): void;
  /** Downloads the file (a file of another site opens in a new tab, where that site decides). */
  download(address: string): void;
  /** Goes to another video's page in this window (or frame). */
  openVideo(address: string): void;
}

/** The browser's own navigation. */
export const windowNavigation: RunNavigation = {
  openLink(address, target) {
    if (!isWebAddress(address)) return;
    if (target === '_top') window.open(address, '_top');
    else window.open(address, '_blank', 'noopener,noreferrer');
  },
  download(address) {
    if (!isWebAddress(address)) return;
    const link = document.createElement('a');
    link.href = address;
    link.download = '';
    link.target = '_blank';
    link.rel = 'noopener noreferrer';
    link.hidden = true;
    document.body.append(link);
    link.click();
    link.remove();
  },
  openVideo(address) {
    window.location.assign(address);
  },
};
