import { type AuthUser, hasLibraryPermission, type LibrarySummary, type VideoListItem } from '@reelbase/contract';
import { canRunAction } from '../video-actions/videoActions.ts';

type Viewer = Pick<AuthUser, 'permissions' | 'uploadEverywhere'>;
type BulkVideo = Pick<VideoListItem, 'id' | 'library'>;

/** What one bulk action may do with the selection: the videos it applies to and those it leaves. */
export interface BulkReach {
  allowed: string[];
  refused: string[];
}

export interface BulkActions {
  delete: BulkReach;
  move: BulkReach;
}

function split(videos: readonly BulkVideo[], may: (video: BulkVideo) => boolean): BulkReach {
  const reach: BulkReach = { allowed: [], refused: [] };
  for (const video of videos) (may(video) ? reach.allowed : reach.refused).push(video.id);
  return reach;
}

/**
 * Which selected videos each bulk action applies to, by the same rules the server enforces:
 * delete needs manage-videos-of-libraries on the video's library; move needs manage and
 * move-to-library there and a different library the viewer may move to.
 */
export function bulkActions(
  viewer: Viewer,
  videos: readonly BulkVideo[],
  moveTargets: readonly LibrarySummary[],
): BulkActions {
  return {
    delete: split(videos, (video) =>
      hasLibraryPermission(viewer.permissions, 'manage-videos-of-libraries', video.library.id),
    ),
    move: split(videos, (video) => canRunAction('move', viewer, video.library.id, moveTargets)),
  };
}

/** Texts of the bulk bar; the specification gives none, so they say what applies and why. */
export const BULK_TEXTS = {
  selectFirst: 'Select one or more videos first.',
  mayNotDelete: 'You may not delete the selected videos.',
  mayNotMove: 'You may not move the selected videos to another library.',
} as const;

/** "Delete 2 of 5 selected videos; you may not delete the other 3." (empty when all apply). */
export function partialNote(verb: 'delete' | 'move', reach: BulkReach): string {
  if (reach.refused.length === 0) return '';
  const total = reach.allowed.length + reach.refused.length;
  const capital = verb === 'delete' ? 'Delete' : 'Move';
  const other = reach.refused.length === 1 ? 'the other one' : `the other ${reach.refused.length}`;
  return `${capital} ${reach.allowed.length} of ${total} selected videos; you may not ${verb} ${other}.`;
}

/** Why a bulk button is disabled, or undefined when it is enabled. */
export function disabledReason(verb: 'delete' | 'move', reach: BulkReach): string | undefined {
  if (reach.allowed.length > 0) return undefined;
  if (reach.refused.length === 0) return BULK_TEXTS.selectFirst;
  return verb === 'delete' ? BULK_TEXTS.mayNotDelete : BULK_TEXTS.mayNotMove;
}
