import type { ViewAnswer, ViewSurface } from '@reelbase/contract';
import { VIEW_DATA_ELEMENT_ID } from '@reelbase/contract/view-texts';

/** How the video starts, from the page's query (another video's element opens it so). */
export interface ViewPlayback {
  /** Where it starts, in seconds (0: the beginning). */
  start: number;
  autoplay: boolean;
  muted: boolean;
}

export interface ViewRoute {
  surface: ViewSurface;
  videoId: string;
  playback?: ViewPlayback;
}

/** The surface and video of a viewing page's path (`/view/{id}` or `/embed/{id}`); null otherwise. */
export function parseViewPath(pathname: string): ViewRoute | null {
  const match = /^\/(view|embed)\/([^/]+)\/?$/.exec(pathname);
  if (!match) return null;
  let videoId: string;
  try {
    videoId = decodeURIComponent(match[2]);
  } catch {
    return null;
  }
  return { surface: match[1] as ViewSurface, videoId };
}

/** Where a video starts before it plays at most: 100 hours, the longest time an element may name. */
const MAX_START_SECONDS = 360_000;
const isOn = (value: string | null) => value !== null && ['1', 'true', ''].includes(value.toLowerCase());

/**
 * The query of a viewing page: `t` (where the video starts, seconds), `autoplay` and `muted`
 * (`1`, `true` or present without a value). Anything else is ignored.
 */
export function parseViewQuery(search: string): ViewPlayback {
  const query = new URLSearchParams(search);
  const seconds = Number(query.get('t') ?? '');
  return {
    start: Number.isFinite(seconds) && seconds > 0 ? Math.min(seconds, MAX_START_SECONDS) : 0,
    autoplay: isOn(query.get('autoplay')),
    muted: isOn(query.get('muted')),
  };
}

/** What the server put in the page for a video anyone may watch (saves a round trip), or null. */
export function readInitialVideo(doc: Document, videoId: string): ViewAnswer | null {
  const element = doc.getElementById(VIEW_DATA_ELEMENT_ID);
  if (!element?.textContent) return null;
  try {
    const video = JSON.parse(element.textContent) as ViewAnswer;
    return video?.id === videoId ? video : null;
  } catch {
    return null;
  }
}
