import {
  MAX_PAGE,
  MAX_RECORD_ID,
  PRIVACY_OPTIONS,
  QUICK_SEARCH_MAX,
  VIDEO_SORT_COLUMNS,
  videoIdParamsSchema,
} from '@reelbase/contract';
import type { DataTableView, SortDescriptor } from '@reelbase/ui';
import { DEFAULT_SORT, type Privacy } from './mediaLibrary.ts';

/**
 * What the media library keeps in its address, so that a reload, a shared link and Back show the
 * same screen: the quick search, the Status and Library filters, the sort, the page, the list or
 * grid choice and the video whose side panel is open.
 */
export interface MediaLibraryUrlState {
  search: string;
  status: Privacy | null;
  library: number | null;
  sort: SortDescriptor;
  page: number;
  view: DataTableView;
  /** The video whose side panel is open (the upload page's "Go to video" links here). */
  videoId: string | null;
}

/** The screen a bare /media-library shows; none of these values is written to the address. */
export const MEDIA_LIBRARY_URL_DEFAULTS: MediaLibraryUrlState = {
  search: '',
  status: null,
  library: null,
  sort: DEFAULT_SORT,
  page: 1,
  view: 'list',
  videoId: null,
};

/** The names of the address's parameters. */
const MEDIA_LIBRARY_PARAMS = {
  search: 'search',
  status: 'status',
  library: 'library',
  sort: 'sort',
  direction: 'direction',
  page: 'page',
  view: 'view',
  videoId: 'videoId',
} as const;

const P = MEDIA_LIBRARY_PARAMS;
const VIEWS: readonly DataTableView[] = ['list', 'grid'];

/** A whole number from 1 to `max` written plainly ("7", not "07", "7.0", "1e3" or "-7"), else null. */
function wholeNumber(text: string | null, max: number): number | null {
  if (text === null || !/^[1-9][0-9]{0,15}$/.test(text)) return null;
  const value = Number(text);
  return value <= max ? value : null;
}

const oneOf = <T extends string>(options: readonly T[], text: string | null): T | null =>
  text !== null && (options as readonly string[]).includes(text) ? (text as T) : null;

/** The sort of the address: a known column and asc/desc; a column alone takes the API's direction. */
function readSort(params: URLSearchParams): SortDescriptor {
  const column = oneOf(VIDEO_SORT_COLUMNS, params.get(P.sort)) ?? DEFAULT_SORT.column;
  const direction = params.get(P.direction);
  if (direction === 'asc') return { column, direction: 'ascending' };
  if (direction === 'desc') return { column, direction: 'descending' };
  // The API sorts the upload date newest first and the other columns A to Z by default.
  return { column, direction: column === 'publish_date' ? 'descending' : 'ascending' };
}

/**
 * The screen an address describes. Whatever the address holds (hand-edited, truncated, old), a
 * value that is not valid falls back to its default; nothing here throws.
 */
export function readMediaLibraryUrl(params: URLSearchParams): MediaLibraryUrlState {
  // No control characters (a NUL byte is refused by the API) and no longer than the API reads.
  // biome-ignore lint/suspicious/noControlCharactersInRegex: they are what is removed
  const search = (params.get(P.search) ?? '').replace(/[\u0000-\u001f\u007f]/g, '').slice(0, QUICK_SEARCH_MAX);
  const videoId = params.get(P.videoId)?.trim().toLowerCase() ?? '';
  return {
    search,
    status: oneOf(PRIVACY_OPTIONS, params.get(P.status)),
    library: wholeNumber(params.get(P.library), MAX_RECORD_ID),
    sort: readSort(params),
    page: wholeNumber(params.get(P.page), MAX_PAGE) ?? 1,
    view: oneOf(VIEWS, params.get(P.view)) ?? 'list',
    videoId: videoIdParamsSchema.safeParse({ id: videoId }).success ? videoId : null,
  };
}

const sameSort = (a: SortDescriptor, b: SortDescriptor) => a.column === b.column && a.direction === b.direction;

/**
 * The address of a screen: only what differs from the defaults, so a bare /media-library stays
 * bare. Parameters of `base` that the media library does not own are kept.
 */
export function writeMediaLibraryUrl(state: MediaLibraryUrlState, base?: URLSearchParams): URLSearchParams {
  const params = new URLSearchParams(base);
  for (const name of Object.values(P)) params.delete(name);
  if (state.search !== '') params.set(P.search, state.search);
  if (state.status !== null) params.set(P.status, state.status);
  if (state.library !== null) params.set(P.library, String(state.library));
  if (!sameSort(state.sort, DEFAULT_SORT)) {
    params.set(P.sort, state.sort.column);
    params.set(P.direction, state.sort.direction === 'ascending' ? 'asc' : 'desc');
  }
  if (state.page > 1) params.set(P.page, String(state.page));
  if (state.view !== 'list') params.set(P.view, state.view);
  if (state.videoId !== null) params.set(P.videoId, state.videoId);
  return params;
}

/** Whether two screens list the same videos (the page and the open panel aside). */
export function sameListing(a: MediaLibraryUrlState, b: MediaLibraryUrlState): boolean {
  return (
    a.search.trim() === b.search.trim() && a.status === b.status && a.library === b.library && sameSort(a.sort, b.sort)
  );
}
