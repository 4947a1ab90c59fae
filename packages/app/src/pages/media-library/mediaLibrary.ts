import { type PRIVACY_OPTIONS, VIDEO_TEXTS, type VideoListItem, type VideoSortColumn } from '@reelbase/contract';
import {
  type BadgeTone,
  type DataTableView,
  formatDate,
  GRID_BREAKPOINT_PX,
  type SortDescriptor,
  type VideoCardData,
} from '@reelbase/ui';

export type Privacy = (typeof PRIVACY_OPTIONS)[number];

/** Texts of the media library; those the specification gives are verbatim. */
export const MEDIA_LIBRARY_TEXTS = {
  videosDeleted: VIDEO_TEXTS.deleted,
  videoIdCopied: 'Video Id copied to clipboard',
  copied: 'Copied to clipboard!',
  videoUpdated: 'Video updated',
  allStatuses: 'All statuses',
  allLibraries: 'All libraries',
  deleteTitle: 'Delete videos',
} as const;

/** The delete question; the specification gives none for videos, so it follows its other confirmations. */
export function deleteVideosMessage(count: number): string {
  return count === 1
    ? 'The selected video will be deleted. Would you like to confirm?'
    : `The ${count} selected videos will be deleted. Would you like to confirm?`;
}

/** The privacy options as the Status column and filter show them. */
export const PRIVACY_LABELS: Record<Privacy, string> = {
  anybody: 'Anybody',
  contacts: 'Contacts',
  disable: 'Disabled',
  nobody: 'Nobody',
  password: 'Password',
  unlisted: 'Unlisted',
  users: 'Users',
};

const PRIVACY_TONES: Record<Privacy, BadgeTone> = {
  anybody: 'success',
  contacts: 'info',
  disable: 'danger',
  nobody: 'neutral',
  password: 'warning',
  unlisted: 'warning',
  users: 'info',
};

export const privacyTone = (privacy: Privacy): BadgeTone => PRIVACY_TONES[privacy];

/** The processing state of a video that is not ready, as a short label (null when ready). */
export function processingLabel(status: VideoListItem['status']): { label: string; tone: BadgeTone } | null {
  if (status === 'uploading') return { label: 'Uploading', tone: 'info' };
  if (status === 'processing') return { label: 'Processing', tone: 'info' };
  if (status === 'failed') return { label: 'Failed', tone: 'danger' };
  return null;
}

/** The columns of the list and of the sort menu, by the API's sort column. */
export const SORT_COLUMNS: ReadonlyArray<{ id: VideoSortColumn; label: string }> = [
  { id: 'title', label: 'Title' },
  { id: 'status', label: 'Status' },
  { id: 'publish_date', label: 'Uploaded' },
  { id: 'library', label: 'Library' },
];

/** Newest first, as the specification's default sort says. */
export const DEFAULT_SORT: SortDescriptor = { column: 'publish_date', direction: 'descending' };

/** "Company / Library" of a listed video. */
export const libraryLabel = (library: VideoListItem['library']) => `${library.company_name} / ${library.name}`;

/** The grid is forced when the page is narrower than 600 px; otherwise the user's choice holds. */
export function effectiveView(chosen: DataTableView, width: number | null): DataTableView {
  return width !== null && width < GRID_BREAKPOINT_PX ? 'grid' : chosen;
}

/**
 * The selection when the view changes: the list selects one video, so at most the one that is
 * open (or the first selected) stays; the grid keeps everything.
 */
export function selectionForView(
  view: DataTableView,
  selected: ReadonlySet<string>,
  openId: string | null,
): ReadonlySet<string> {
  if (view === 'grid' || selected.size <= 1) return selected;
  if (openId !== null && selected.has(openId)) return new Set([openId]);
  const [first] = selected;
  return first === undefined ? new Set() : new Set([first]);
}

/** What a grid card shows of a listed video. */
export function videoCard(video: VideoListItem): VideoCardData {
  const processing = processingLabel(video.status);
  return {
    id: video.id,
    title: video.title,
    thumbnailUrl: video.thumbnail,
    durationMs: video.duration,
    pills: [
      { label: PRIVACY_LABELS[video.privacy], tone: privacyTone(video.privacy) },
      ...(processing ? [processing] : []),
    ],
    details: [formatDate(video.publish_date * 1000), libraryLabel(video.library)],
  };
}
