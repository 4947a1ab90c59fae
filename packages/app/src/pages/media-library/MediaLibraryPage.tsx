import { hasPermission, VIDEO_LIST_DEFAULT_PAGE_SIZE, type VideoListItem } from '@reelbase/contract';
import { type DataTableView, Drawer, type SortDescriptor } from '@reelbase/ui';
import { useCallback, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useSnapshot } from 'valtio';
import { session } from '../../auth/session.ts';
import { useLibrariesICanSee } from '../../data/libraries.ts';
import {
  deleteVideos,
  downloadSources,
  invalidateMediaLibrary,
  type MediaLibraryQuery,
  useMediaLibrary,
} from '../../data/mediaLibrary.ts';
import { useVideo } from '../../data/videos.ts';
import { PageLoading } from '../../shell/PageLoading.tsx';
import { notify } from '../../state/notify.ts';
import { PageTitle } from '../admin/AdminLayout.tsx';
import type { ActionVideo } from '../video-actions/CopyVideoDialog.tsx';
import { MoveVideosToLibrary } from '../video-actions/VideoActionDialogs.tsx';
import { MediaLibraryPanel } from './MediaLibraryPanel.tsx';
import { DEFAULT_SORT, MEDIA_LIBRARY_TEXTS, type Privacy } from './mediaLibrary.ts';
import { VideoPanel } from './VideoPanel.tsx';

/** /media-library: a `videoId` query parameter pre-fills the search (the upload page's "Go to video"). */
export function MediaLibraryRoute() {
  const [params] = useSearchParams();
  const videoId = params.get('videoId')?.trim() ?? '';
  return <MediaLibraryPage key={videoId} initialSearch={videoId} />;
}

/** The videos of the viewer's libraries with a side panel of the open one. */
export function MediaLibraryPage({ initialSearch }: { initialSearch: string }) {
  const [query, setQuery] = useState<MediaLibraryQuery>(() => ({
    page: 1,
    pageSize: VIDEO_LIST_DEFAULT_PAGE_SIZE,
    quickSearch: initialSearch,
    sort: DEFAULT_SORT,
    status: null,
    library: null,
  }));
  const [view, setView] = useState<DataTableView>('list');
  const [selected, setSelected] = useState<ReadonlySet<string>>(() => new Set());
  const [openId, setOpenId] = useState<string | null>(null);
  const [moving, setMoving] = useState<ActionVideo[] | null>(null);
  const { data, isLoading } = useMediaLibrary(query);
  const { user } = useSnapshot(session);
  // The videos seen on any page, so that a selection kept across pages can be moved.
  const seen = useRef(new Map<string, VideoListItem>());
  for (const video of data?.items ?? []) seen.current.set(video.id, video);
  const { data: libraries } = useLibrariesICanSee();
  // The panel's title: the loaded video's (shared SWR cache), else the row's.
  const { data: openVideo } = useVideo(openId);
  const openTitle = openVideo?.title ?? data?.items.find((video) => video.id === openId)?.title ?? '';

  // A new search, filter or sort starts again at the first page, with nothing selected (a
  // selection the new result hides must not be deleted unseen).
  const change = useCallback((next: Partial<MediaLibraryQuery>) => {
    setQuery((current) => ({ ...current, page: 1, ...next }));
    setSelected(new Set());
  }, []);
  const onOpen = useCallback((video: VideoListItem) => setOpenId(video.id), []);

  const onDelete = async (ids: string[]) => {
    await deleteVideos(ids);
    notify({ kind: 'success', text: MEDIA_LIBRARY_TEXTS.videosDeleted });
    setSelected(new Set());
    if (openId && ids.includes(openId)) setOpenId(null);
    // Deleting every video of the last page goes back one page.
    const onPage = data?.items.length ?? 0;
    if (query.page > 1 && onPage > 0 && ids.length >= onPage) {
      setQuery((current) => ({ ...current, page: current.page - 1 }));
    }
    await invalidateMediaLibrary();
  };

  if (!data && isLoading) return <PageLoading />;

  return (
    <>
      <PageTitle>Media library</PageTitle>
      <MediaLibraryPanel
        videos={data?.items ?? []}
        total={data?.total ?? 0}
        isLoading={isLoading}
        page={query.page}
        pageSize={query.pageSize}
        onPageChange={(page) => setQuery((current) => ({ ...current, page }))}
        isFiltered={query.quickSearch.trim() !== '' || query.status !== null || query.library !== null}
        defaultSearch={initialSearch}
        onSearch={(quickSearch) => change({ quickSearch })}
        status={query.status}
        onStatusChange={(status: Privacy | null) => change({ status })}
        libraries={(libraries ?? []).map((library) => ({
          id: library.id,
          label: `${library.company_name} / ${library.name}`,
        }))}
        library={query.library}
        onLibraryChange={(library) => change({ library })}
        sort={query.sort}
        onSortChange={(sort: SortDescriptor) => change({ sort })}
        view={view}
        onViewChange={setView}
        selectedIds={selected}
        onSelectionChange={setSelected}
        openId={openId}
        onOpen={onOpen}
        onDelete={onDelete}
        onMove={
          user && hasPermission(user.permissions, 'move-to-library')
            ? (ids) => setMoving(ids.flatMap((id) => seen.current.get(id) ?? []))
            : undefined
        }
        onDownload={(ids) => {
          downloadSources(ids).catch(() => {
            // The API client has shown the error.
          });
        }}
      />
      <MoveVideosToLibrary
        videos={moving ?? []}
        isOpen={moving !== null}
        onClose={() => {
          setMoving(null);
          setSelected(new Set());
        }}
      />
      <Drawer isOpen={openId !== null} onClose={() => setOpenId(null)} title={openTitle}>
        {openId && <VideoPanel key={openId} videoId={openId} libraries={libraries ?? []} />}
      </Drawer>
    </>
  );
}
