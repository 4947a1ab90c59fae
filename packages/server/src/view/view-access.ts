import type { VideoStatus } from '@reelbase/contract';
import type { VideoPrivacy } from '../db/schema.ts';

/**
 * Who may watch a video on its public pages. The visibility decides whether the video is out at
 * all; the privacy option decides who, among those holding the link, may watch it. The mapping
 * (also in docs/decisions.md):
 *
 * - visibility `private`: staff only; `public`: out; `scheduled`: out only from `from` until
 *   `until` (a missing bound is open), staff only outside that window.
 * - privacy `anybody`: anyone with the link, and the page may be indexed; `unlisted`: anyone with
 *   the link, never listed or indexed; `password`: anyone who gives the password (checked by the
 *   server), not indexed; `nobody`, `users`, `contacts`: signed-in staff who may see the library;
 *   `disable`: never on the viewing page, in embeds by the rules of `anybody`.
 * - A video that is not ready (uploading, processing, failed) cannot be watched by anyone.
 *
 * Staff who may see the library watch whatever the visibility and privacy (to check a video
 * before it goes out), except on the viewing page of a `disable` video, which does not exist.
 */
type ViewSurface = 'view' | 'embed';

export interface ViewableVideo {
  privacy: VideoPrivacy;
  visibility: { type: 'private' | 'public' | 'scheduled'; from: Date | null; until: Date | null };
  status: VideoStatus;
}

export interface ViewContext {
  surface: ViewSurface;
  /** A signed-in user who may see the video's library. */
  staff: boolean;
  /** The viewer gave the video's password (checked against its hash). */
  passwordGiven: boolean;
  now: Date;
}

export type ViewAccess =
  | { kind: 'watch'; indexable: boolean }
  | { kind: 'password' }
  /** The page says the video is not available, and nothing else. */
  | { kind: 'unavailable' };

const UNAVAILABLE: ViewAccess = { kind: 'unavailable' };

/** Whether the visibility lets the video out at `now`. */
export function isOut(visibility: ViewableVideo['visibility'], now: Date): boolean {
  if (visibility.type === 'public') return true;
  if (visibility.type === 'private') return false;
  if (visibility.from !== null && now < visibility.from) return false;
  if (visibility.until !== null && now >= visibility.until) return false;
  return true;
}

export function viewAccess(video: ViewableVideo, context: ViewContext): ViewAccess {
  if (video.status !== 'ready') return UNAVAILABLE;
  if (context.surface === 'view' && video.privacy === 'disable') return UNAVAILABLE;
  if (context.staff) return { kind: 'watch', indexable: false };
  if (!isOut(video.visibility, context.now)) return UNAVAILABLE;
  switch (video.privacy) {
    case 'anybody':
      return { kind: 'watch', indexable: true };
    case 'unlisted':
    case 'disable':
      return { kind: 'watch', indexable: false };
    case 'password':
      return context.passwordGiven ? { kind: 'watch', indexable: false } : { kind: 'password' };
    default:
      return UNAVAILABLE;
  }
}
