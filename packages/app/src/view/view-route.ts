import type { ViewSurface, ViewVideo } from '@reelbase/contract';
import { VIEW_DATA_ELEMENT_ID } from '@reelbase/contract/view-texts';

export interface ViewRoute {
  surface: ViewSurface;
  videoId: string;
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

/** What the server put in the page for a video anyone may watch (saves a round trip), or null. */
export function readInitialVideo(doc: Document, videoId: string): ViewVideo | null {
  const element = doc.getElementById(VIEW_DATA_ELEMENT_ID);
  if (!element?.textContent) return null;
  try {
    const video = JSON.parse(element.textContent) as ViewVideo;
    return video?.id === videoId ? video : null;
  } catch {
    return null;
  }
}
