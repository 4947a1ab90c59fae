import type { VideoListItem } from '@reelbase/contract';
import {
  Badge,
  Button,
  Checkbox,
  ConfirmModal,
  DataTable,
  type DataTableColumn,
  formatDate,
  Link,
  Paginator,
  StatusPill,
  token,
  useContainerWidth,
  VideoGrid,
} from '@reelbase/ui';
import { useEffect, useMemo, useRef, useState } from 'react';
import styled from 'styled-components';
import { type BulkActions, disabledReason, partialNote } from './bulkActions.ts';
import { MediaLibraryToolbar, type MediaLibraryToolbarProps } from './MediaLibraryToolbar.tsx';
import {
  deleteVideosMessage,
  effectiveView,
  libraryLabel,
  MEDIA_LIBRARY_TEXTS,
  PRIVACY_LABELS,
  privacyTone,
  processingLabel,
  selectionForView,
  videoCard,
} from './mediaLibrary.ts';

const Section = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${token('space-4')};
  min-width: 0;
`;

const SelectionBar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${token('space-3')};
  min-height: 2.25rem;
`;

const Count = styled.span`
  color: ${token('color-text-muted')};
`;

const Actions = styled.div`
  display: flex;
  gap: ${token('space-2')};
  margin-left: auto;
`;

const TitleCell = styled.span`
  display: inline-flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${token('space-2')};
`;

export interface MediaLibraryPanelProps extends Omit<MediaLibraryToolbarProps, 'isGridForced'> {
  videos: readonly VideoListItem[];
  total: number;
  isLoading?: boolean;
  page: number;
  pageSize: number;
  onPageChange: (page: number) => void;
  /** A search or filter is in effect (chooses the empty text). */
  isFiltered: boolean;
  selectedIds: ReadonlySet<string>;
  onSelectionChange: (ids: ReadonlySet<string>) => void;
  /** The video whose details are open (kept selected when the list takes over from the grid). */
  openId: string | null;
  /** Opens a video's side panel. */
  onOpen: (video: VideoListItem) => void;
  /** Which selected videos Delete and Move apply to (the viewer's permissions per library). */
  bulk: BulkActions;
  /** Deletes the videos after the confirmation; the panel closes the confirmation afterwards. */
  onDelete: (ids: string[]) => Promise<void>;
  /** Downloads the source files of the selected videos. */
  onDownload: (ids: string[]) => void;
  /** Opens "Move videos to library" for the videos. */
  onMove: (ids: string[]) => void;
}

const NO_VIDEOS = 'There are no videos yet.';

/**
 * The media library: toolbar, the videos as a list (single select: the checkbox only selects, the
 * title opens the side panel) or a grid (multiple select with select all; Enter or a press opens),
 * bulk delete with confirmation, download and pagination. The grid is forced when the panel is
 * narrower than 600 px.
 */
export function MediaLibraryPanel(props: MediaLibraryPanelProps) {
  const { videos, selectedIds, onSelectionChange, onOpen } = props;
  const sectionRef = useRef<HTMLElement>(null);
  const width = useContainerWidth(sectionRef);
  const view = effectiveView(props.view, width);
  const [confirming, setConfirming] = useState<{ ids: string[]; note: string } | null>(null);
  const [isDeleting, setDeleting] = useState(false);

  // The list selects one video: entering it keeps only the open (or first) one.
  useEffect(() => {
    const next = selectionForView(view, selectedIds, props.openId);
    if (next !== selectedIds) onSelectionChange(next);
  }, [view, selectedIds, props.openId, onSelectionChange]);

  const columns = useMemo<DataTableColumn<VideoListItem>[]>(
    () => [
      {
        id: 'title',
        header: 'Title',
        sortable: true,
        width: '40%',
        cell: (video) => {
          const processing = processingLabel(video.status);
          return (
            <TitleCell>
              <Link onPress={() => onOpen(video)}>{video.title}</Link>
              {processing && <Badge tone={processing.tone}>{processing.label}</Badge>}
            </TitleCell>
          );
        },
      },
      {
        id: 'status',
        header: 'Status',
        sortable: true,
        cell: (video) => <StatusPill tone={privacyTone(video.privacy)}>{PRIVACY_LABELS[video.privacy]}</StatusPill>,
      },
      {
        id: 'publish_date',
        header: 'Uploaded',
        sortable: true,
        cell: (video) => formatDate(video.publish_date * 1000),
      },
      { id: 'library', header: 'Library', sortable: true, cell: (video) => libraryLabel(video.library) },
    ],
    [onOpen],
  );

  const selectedOnPage = videos.filter((video) => selectedIds.has(video.id));
  const allSelected = videos.length > 0 && selectedOnPage.length === videos.length;
  const ids = [...selectedIds];

  const confirmDelete = async () => {
    if (!confirming) return;
    setDeleting(true);
    try {
      await props.onDelete(confirming.ids);
    } catch {
      // The API client has shown the error.
    } finally {
      setDeleting(false);
      setConfirming(null);
    }
  };

  return (
    <Section ref={sectionRef} aria-label="Media library">
      <MediaLibraryToolbar
        defaultSearch={props.defaultSearch}
        searchRevision={props.searchRevision}
        onSearch={props.onSearch}
        status={props.status}
        onStatusChange={props.onStatusChange}
        libraries={props.libraries}
        library={props.library}
        onLibraryChange={props.onLibraryChange}
        sort={props.sort}
        onSortChange={props.onSortChange}
        view={props.view}
        isGridForced={effectiveView('list', width) === 'grid'}
        onViewChange={props.onViewChange}
      />
      <SelectionBar>
        {view === 'grid' && (
          <Checkbox
            isSelected={allSelected}
            isIndeterminate={selectedOnPage.length > 0 && !allSelected}
            isDisabled={videos.length === 0}
            onChange={(isSelected) =>
              onSelectionChange(isSelected ? new Set(videos.map((video) => video.id)) : new Set())
            }
          >
            Select all
          </Checkbox>
        )}
        <Count aria-live="polite">{ids.length > 0 ? `${ids.length} selected` : ''}</Count>
        <Actions>
          <Button size="sm" variant="secondary" isDisabled={ids.length === 0} onPress={() => props.onDownload(ids)}>
            Download
          </Button>
          <Button
            size="sm"
            variant="secondary"
            isDisabled={props.bulk.move.allowed.length === 0}
            disabledReason={ids.length > 0 ? disabledReason('move', props.bulk.move) : undefined}
            onPress={() => props.onMove(props.bulk.move.allowed)}
          >
            Move
          </Button>
          <Button
            size="sm"
            variant="danger"
            isDisabled={props.bulk.delete.allowed.length === 0}
            disabledReason={ids.length > 0 ? disabledReason('delete', props.bulk.delete) : undefined}
            onPress={() =>
              setConfirming({ ids: props.bulk.delete.allowed, note: partialNote('delete', props.bulk.delete) })
            }
          >
            Delete
          </Button>
        </Actions>
      </SelectionBar>
      {view === 'grid' ? (
        <VideoGrid
          aria-label="Videos"
          items={videos.map(videoCard)}
          selectedKeys={selectedIds}
          onSelectionChange={onSelectionChange}
          onAction={(id) => {
            const video = videos.find((candidate) => candidate.id === id);
            if (video) onOpen(video);
          }}
          isLoading={props.isLoading}
          emptyText={props.isFiltered ? undefined : NO_VIDEOS}
        />
      ) : (
        <DataTable
          aria-label="Videos"
          columns={columns}
          rows={videos}
          getRowId={(video) => video.id}
          getRowLabel={(video) => video.title}
          sort={props.sort}
          onSortChange={props.onSortChange}
          selectionMode="single"
          selectedKeys={selectedIds}
          onSelectionChange={onSelectionChange}
          isLoading={props.isLoading}
          emptyText={props.isFiltered ? undefined : NO_VIDEOS}
        />
      )}
      <Paginator
        aria-label="Video pages"
        page={props.page}
        pageSize={props.pageSize}
        totalItems={props.total}
        onPageChange={props.onPageChange}
      />
      <ConfirmModal
        isOpen={confirming !== null}
        title={MEDIA_LIBRARY_TEXTS.deleteTitle}
        message={[confirming?.note, deleteVideosMessage(confirming?.ids.length ?? 0)].filter(Boolean).join(' ')}
        confirmLabel="Delete"
        isConfirming={isDeleting}
        onConfirm={confirmDelete}
        onCancel={() => setConfirming(null)}
      />
    </Section>
  );
}
