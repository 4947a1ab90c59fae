import { VIDEO_LIST_DEFAULT_PAGE_SIZE, type VideoListItem } from '@reelbase/contract';
import type { SortDescriptor } from '@reelbase/ui';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
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
import { useActionTargets } from '../../data/videoActions.ts';
import { useVideo } from '../../data/videos.ts';
import { ApiError } from '../../http/errors.ts';
import { PageLoading } from '../../shell/PageLoading.tsx';
import { notify } from '../../state/notify.ts';
import { PageTitle } from '../admin/AdminLayout.tsx';
import type { ActionVideo } from '../video-actions/CopyVideoDialog.tsx';
import { MoveVideosToLibrary } from '../video-actions/VideoActionDialogs.tsx';
import { bulkActions, partialNote } from './bulkActions.ts';
import { MediaLibraryPanel } from './MediaLibraryPanel.tsx';
import { MEDIA_LIBRARY_TEXTS, type Privacy } from './mediaLibrary.ts';
import { type MediaLibraryUrlState, sameListing } from './mediaLibraryUrl.ts';
import { useMediaLibraryUrl } from './useMediaLibraryUrl.ts';
import { VideoDrawer } from './VideoDrawer.tsx';
import { VideoPanel } from './VideoPanel.tsx';

/** /media-library: the screen lives in the address (see `mediaLibraryUrl.ts`); `videoId` opens a video's panel. */
export function MediaLibraryRoute() {
  return <MediaLibraryPage />;
}

/** The open video is gone or out of reach: its panel closes (the client has said why). */
const isUnreachable = (error: unknown) =>
  error instanceof ApiError && (error.status === 403 || error.status === 404 || error.status === 422);

/**
 * The search text as the field last reported it, and a revision that changes when the address
 * changed it from outside (Back, Forward), so the field shows the address's text again.
 */
function useSearchField(search: string) {
  const reported = useRef(search);
  const [revision, setRevision] = useState(0);
  useEffect(() => {
    if (search === reported.current) return;
    reported.current = search;
    setRevision((current) => current + 1);
  }, [search]);
  const report = (text: string) => {
    reported.current = text;
  };
  return { revision, report };
}

/** The videos of the viewer's libraries with a side panel of the open one. */
export function MediaLibraryPage() {
  const { state, update, openVideo, closeVideo } = useMediaLibraryUrl();
  const query: MediaLibraryQuery = {
    page: state.page,
    pageSize: VIDEO_LIST_DEFAULT_PAGE_SIZE,
    quickSearch: state.search,
    sort: state.sort,
    status: state.status,
    library: state.library,
  };
  const openId = state.videoId;
  const [selected, setSelected] = useState<ReadonlySet<string>>(() => new Set());
  const [moving, setMoving] = useState<{ videos: ActionVideo[]; note: string } | null>(null);
  const { data, isLoading, current } = useMediaLibrary(query);
  const { user } = useSnapshot(session);
  const searchField = useSearchField(state.search);
  // The videos seen on any page, so that a selection kept across pages can be moved.
  const seen = useRef(new Map<string, VideoListItem>());
  for (const video of data?.items ?? []) seen.current.set(video.id, video);
  const { data: libraries } = useLibrariesICanSee();
  const { targets: moveTargets } = useActionTargets('move');
  // Which of the selected videos Delete and Move apply to, by the viewer's rights per library.
  const bulk = useMemo(
    () =>
      bulkActions(
        user ?? { permissions: {}, uploadEverywhere: false },
        [...selected].flatMap((id) => seen.current.get(id) ?? []),
        moveTargets,
      ),
    [user, selected, moveTargets],
  );
  // The panel's title: the loaded video's (shared SWR cache), else the row's.
  const { data: openVideoData, error: openError } = useVideo(openId);
  const openTitle = openVideoData?.title ?? data?.items.find((video) => video.id === openId)?.title ?? '';

  // Another search, filter or sort (typed, chosen, or by Back) clears the selection: a selection
  // the new result hides must not be deleted unseen. Another page keeps it.
  const [listing, setListing] = useState<MediaLibraryUrlState>(state);
  if (!sameListing(listing, state)) {
    setListing(state);
    setSelected(new Set());
  }

  // A page past the last (an old link, videos deleted meanwhile) shows the last one instead.
  const pages = current?.pagination.pages;
  useEffect(() => {
    if (pages !== undefined && state.page > Math.max(pages, 1)) update({ page: Math.max(pages, 1) }, 'replace');
  }, [pages, state.page, update]);

  useEffect(() => {
    if (openId && isUnreachable(openError)) update({ videoId: null }, 'replace');
  }, [openId, openError, update]);

  // A new search, filter or sort starts again at the first page.
  const change = useCallback((next: Partial<MediaLibraryUrlState>) => update({ ...next, page: 1 }, 'push'), [update]);
  const onOpen = useCallback((video: VideoListItem) => openVideo(video.id), [openVideo]);

  const onDelete = async (ids: string[]) => {
    await deleteVideos(ids);
    notify({ kind: 'success', text: MEDIA_LIBRARY_TEXTS.videosDeleted });
    setSelected(new Set());
    // Deleting every video of the last page goes back one page.
    const onPage = data?.items.length ?? 0;
    const backOnePage = state.page > 1 && onPage > 0 && ids.length >= onPage;
    const closesPanel = openId !== null && ids.includes(openId);
    if (backOnePage || closesPanel) {
      update(
        { ...(backOnePage ? { page: state.page - 1 } : {}), ...(closesPanel ? { videoId: null } : {}) },
        'replace',
      );
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
        onPageChange={(page) => update({ page }, 'push')}
        isFiltered={query.quickSearch.trim() !== '' || query.status !== null || query.library !== null}
        defaultSearch={state.search}
        searchRevision={searchField.revision}
        onSearch={(search) => {
          // Typing replaces the address rather than adding a step to Back per pause.
          searchField.report(search);
          update({ search, page: 1 }, 'replace');
        }}
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
        view={state.view}
        onViewChange={(view) => update({ view }, 'replace')}
        selectedIds={selected}
        onSelectionChange={setSelected}
        openId={openId}
        onOpen={onOpen}
        bulk={bulk}
        onDelete={onDelete}
        onMove={(ids) =>
          setMoving({
            videos: ids.flatMap((id) => seen.current.get(id) ?? []),
            note: partialNote('move', bulk.move),
          })
        }
        onDownload={(ids) => {
          downloadSources(ids).catch(() => {
            // The API client has shown the error.
          });
        }}
      />
      <MoveVideosToLibrary
        videos={moving?.videos ?? []}
        note={moving?.note}
        isOpen={moving !== null}
        onClose={(ran) => {
          setMoving(null);
          // A cancel keeps the selection; after a move it is done with.
          if (ran) setSelected(new Set());
        }}
      />
      <VideoDrawer isOpen={openId !== null} onClose={closeVideo} title={openTitle}>
        {openId && <VideoPanel key={openId} videoId={openId} libraries={libraries ?? []} />}
      </VideoDrawer>
    </>
  );
}
