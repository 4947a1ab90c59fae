import {
  type AuthUser,
  type Encoding,
  embedPagePath,
  hasLibraryPermission,
  type LibrarySummary,
  MESSAGES,
  VIDEO_TEXTS,
  viewPagePath,
} from '@reelbase/contract';
import type { VideoSource } from '@reelbase/player';
import { readyRenditions } from '../../video/player-data.ts';

export { playerChapters, playerSubtitles } from '../../video/player-data.ts';

/** Texts of the copy, move, preview and embed panels; the spec's texts are verbatim. */
export const VIDEO_ACTION_TEXTS = {
  copyTitle: 'Copy video to library',
  moveTitle: 'Move videos to library',
  moveToLibrary: 'Move to library',
  copy: 'Copy',
  move: 'Move',
  targetLibrary: 'Target library',
  searchLibraries: 'Search libraries',
  noLibraries: 'There is no other library you may use.',
  copiedToClipboard: MESSAGES.copiedToClipboard,
  copyEmbedCode: 'Copy embed Code',
  embedCode: 'Embed code',
  shareLink: 'Link to the viewing page',
  commentsLink: 'Comments link',
  commentsLinkHint: 'Reviewers open it without signing in and comment at a moment of the video.',
  copyCommentsLink: 'Copy comments link',
  copyLink: 'Copy link',
  previewEmpty: 'The video can be previewed once a rendition is ready.',
  sourceLabel: 'Source',
  tooEarlyCopy: MESSAGES.tooEarlyCopy,
  skipped: (id: string) => `Skipped video ${id}. ${VIDEO_TEXTS.sameLibrary}`,
  moved: (title: string, id: string, library: LibrarySummary) =>
    `Video ${title} (${id}) moved to ${library.company_name}/${library.name}`,
  notMoved: (title: string, id: string, reason: string) => `Video ${title} (${id}) was not moved: ${reason}`,
  movedToast: (library: LibrarySummary) => `Video moved to ${library.name}.`,
  beingCopied: (library: LibrarySummary) => `Video is being copied to ${library.company_name} / ${library.name}`,
} as const;

/** The copy and move dialogs show the library search above 5 libraries and 10 libraries a page. */
export const LIBRARY_SEARCH_THRESHOLD = 5;
export const LIBRARY_PAGE_SIZE = 10;
/** The library search waits 200 ms after typing. */
export const LIBRARY_SEARCH_DEBOUNCE_MS = 200;

/** "Company / Library", as the selection list shows a library. */
export const libraryLabel = (library: LibrarySummary) => `${library.company_name} / ${library.name}`;

/** Libraries whose name or company contains the search text (case-insensitive). */
export function searchLibraries(libraries: readonly LibrarySummary[], search: string): LibrarySummary[] {
  const text = search.trim().toLowerCase();
  if (!text) return [...libraries];
  return libraries.filter((library) => libraryLabel(library).toLowerCase().includes(text));
}

export type VideoActionKind = 'copy' | 'move';

type Viewer = Pick<AuthUser, 'permissions' | 'uploadEverywhere'>;

/**
 * The libraries a video may be copied or moved to. `libraries` is what the viewer can see
 * (libraries-i-can-see; for-upload, i.e. every library, when they can upload everywhere and
 * copy). Copy needs copy-to-library there (uploading everywhere allows any), move needs
 * move-to-library. A permission held everywhere is scoped by the list itself.
 */
export function actionTargets(
  kind: VideoActionKind,
  viewer: Viewer,
  libraries: readonly LibrarySummary[],
): LibrarySummary[] {
  if (kind === 'copy' && viewer.uploadEverywhere) return [...libraries];
  const key = kind === 'copy' ? 'copy-to-library' : 'move-to-library';
  return libraries.filter((library) => hasLibraryPermission(viewer.permissions, key, library.id));
}

/**
 * Whether the action is offered for a video of `libraryId`: copy needs copy-from-library there
 * (or uploading everywhere), move needs move-to-library and manage-videos-of-libraries; both need
 * a target other than the video's own library.
 */
export function canRunAction(
  kind: VideoActionKind,
  viewer: Viewer,
  libraryId: number,
  targets: readonly LibrarySummary[],
): boolean {
  const hasOtherTarget = targets.some((library) => library.id !== libraryId);
  if (!hasOtherTarget) return false;
  if (kind === 'copy') {
    return viewer.uploadEverywhere || hasLibraryPermission(viewer.permissions, 'copy-from-library', libraryId);
  }
  return (
    hasLibraryPermission(viewer.permissions, 'move-to-library', libraryId) &&
    hasLibraryPermission(viewer.permissions, 'manage-videos-of-libraries', libraryId)
  );
}

/** The player's renditions from the encodings (only ready ones carry an address). */
/** Source files a browser plays as they are (so they can be previewed before the renditions are ready). */
const BROWSER_PLAYABLE = ['video/mp4', 'video/webm', 'video/ogg'];

/**
 * The ready renditions; while none is ready, the source file itself when the browser can play
 * it (an mp4, WebM or Ogg upload), so a new video can be previewed at once.
 */
export function playerSources(
  encodings: readonly Encoding[] | undefined,
  source?: { url: string | null | undefined; mimeType: string | null | undefined; height: number | null | undefined },
): VideoSource[] {
  const ready = readyRenditions(encodings);
  if (ready.length > 0 || !source?.url || !BROWSER_PLAYABLE.includes(source.mimeType ?? '')) return ready;
  return [
    {
      height: source.height ?? 0,
      url: source.url,
      label: VIDEO_ACTION_TEXTS.sourceLabel,
      type: source.mimeType ?? undefined,
    },
  ];
}

/** The address of the public viewing page of a video. */
export const viewingPageUrl = (origin: string, videoId: string) =>
  `${origin.replace(/\/$/, '')}${viewPagePath(videoId)}`;

/** The address of the player-only page of a video, for iframes. */
const embedPageUrl = (origin: string, videoId: string) => `${origin.replace(/\/$/, '')}${embedPagePath(videoId)}`;

const escapeAttribute = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/**
 * The embed code: a 16:9 iframe (640 x 360) of the player-only page, titled by the video so
 * screen readers can name the frame, allowed to autoplay and go full screen.
 */
export function embedCode(origin: string, video: { id: string; title: string }): string {
  return (
    `<iframe src="${embedPageUrl(origin, video.id)}" title="${escapeAttribute(video.title)}" ` +
    'width="640" height="360" style="border:0" loading="lazy" ' +
    'allow="autoplay; fullscreen; picture-in-picture" allowfullscreen></iframe>'
  );
}

/** The line for a failed copy or move: the spec's text for 425, else the server's message. */
export function actionFailure(error: unknown): string {
  if (typeof error === 'object' && error !== null && 'status' in error && error.status === 425) {
    return VIDEO_ACTION_TEXTS.tooEarlyCopy;
  }
  return error instanceof Error ? error.message : String(error);
}
