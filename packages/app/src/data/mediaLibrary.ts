import type { Video, VideoArchive, VideoList, VideoUpdate } from '@reelbase/contract';
import type { SortDescriptor } from '@reelbase/ui';
import useSWR, { mutate } from 'swr';
import { api } from '../http/client.ts';

const BASE = '/api/videos';

/** One page of the media library as the page asks for it. */
export interface MediaLibraryQuery {
  page: number;
  pageSize: number;
  quickSearch: string;
  sort: SortDescriptor;
  /** Privacy filter (the Status filter); null for all. */
  status: Video['privacy'] | null;
  /** Library filter; null for all. */
  library: number | null;
}

/** `/api/videos?current=1&pageSize=12&sort=publish_date&direction=desc&quickSearch=...&status=...&library=...` */
export function mediaLibraryUrl(query: MediaLibraryQuery): string {
  const params = new URLSearchParams({
    current: String(query.page),
    pageSize: String(query.pageSize),
    sort: query.sort.column,
    direction: query.sort.direction === 'descending' ? 'desc' : 'asc',
  });
  const search = query.quickSearch.trim();
  if (search) params.set('quickSearch', search);
  if (query.status) params.set('status', query.status);
  if (query.library !== null) params.set('library', String(query.library));
  return `${BASE}?${params.toString()}`;
}

/**
 * One page of videos: `data` keeps the previous page shown while the next loads; `current` is
 * the answer to exactly this query (undefined while it loads), for decisions about this page.
 */
export function useMediaLibrary(query: MediaLibraryQuery) {
  const url = mediaLibraryUrl(query);
  const { data, isLoading } = useSWR<VideoList>(url, { keepPreviousData: true });
  const { data: current } = useSWR<VideoList>(url);
  return { data, isLoading, current };
}

/** Revalidates every cached page of the media library and the given videos. */
export function invalidateMediaLibrary(): Promise<unknown> {
  return mutate((key) => typeof key === 'string' && (key === BASE || key.startsWith(`${BASE}?`)));
}

/** Deletes videos at once (all or nothing). */
export function deleteVideos(ids: readonly string[]) {
  return api<{ deleted: string[] }>('DELETE', BASE, { ids });
}

/** Saves changed fields of a video; field errors (422) are left to the form. */
export function updateVideo(id: string, input: VideoUpdate) {
  return api<Video>('PUT', `${BASE}/${id}`, input, { toastErrors: false });
}

/**
 * Downloads the source files of videos: one video's signed `source_url` (valid one hour) is
 * fetched fresh and opened as a download; several come as one zip from a signed address.
 */
export async function downloadSources(ids: readonly string[]): Promise<void> {
  if (ids.length > 1) {
    // Several videos come as one zip, streamed by the server as the browser reads it.
    const archive = await api<VideoArchive>('POST', `${BASE}/archive`, { ids });
    startDownload(archive.url);
    return;
  }
  for (const id of ids) {
    const video = await api<Video>('GET', `${BASE}/${id}`);
    if (video.source_url) startDownload(video.source_url);
  }
}

/** Starts a browser download of an address (the server answers with an attachment). */
export function startDownload(url: string) {
  const link = document.createElement('a');
  link.href = url;
  link.download = '';
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
}
