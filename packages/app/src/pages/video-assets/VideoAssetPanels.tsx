import { VIDEO_ASSET_TEXTS } from '@reelbase/contract';
import { Accordion } from '@reelbase/ui';
import { useState } from 'react';
import {
  addChapter,
  addQuitclaim,
  addSubtitle,
  addTranscript,
  captureFrame,
  deleteChapter,
  deleteQuitclaim,
  deleteSubtitle,
  deleteTranscript,
  invalidateVideo,
  updateChapter,
  updateQuitclaim,
  updateSubtitle,
  uploadThumbnail,
  useChapters,
  useQuitclaims,
  useSubtitles,
  useTranscripts,
} from '../../data/videoAssets.ts';
import { useVideo } from '../../data/videos.ts';
import { ApiError } from '../../http/errors.ts';
import { notify } from '../../state/notify.ts';
import { ChaptersPanel } from './ChaptersPanel.tsx';
import { QuitclaimsPanel } from './QuitclaimsPanel.tsx';
import { SubtitlesPanel } from './SubtitlesPanel.tsx';
import { ThumbnailPanel } from './ThumbnailPanel.tsx';
import { VIDEO_ASSET_PANEL_TEXTS } from './videoAssets.ts';

export interface VideoAssetPanelsProps {
  videoId: string;
  /** The video's duration in ms; null before it is processed. */
  durationMs: number | null;
  /** Whether the user holds manage-videos-of-libraries on the video's library. */
  canManage: boolean;
  /** Where the Preview player stands, in seconds (offered by the Thumbnail panel). */
  playerTime?: number | null;
}

interface SectionProps {
  videoId: string;
  canManage: boolean;
}

function QuitclaimsSection({ videoId, canManage }: SectionProps) {
  const { data, mutate } = useQuitclaims(videoId);
  const [serverErrors, setServerErrors] = useState<Record<string, string[]>>();
  /** Runs a save; a 422 keeps the modal open with the field messages. */
  const save = async (action: () => Promise<unknown>) => {
    try {
      await action();
    } catch (error) {
      if (error instanceof ApiError && error.status === 422) setServerErrors(error.body?.errors ?? {});
      throw error;
    }
    setServerErrors(undefined);
    await mutate();
    notify({ kind: 'success', text: VIDEO_ASSET_TEXTS.quitclaimUpdated });
  };
  return (
    <QuitclaimsPanel
      quitclaims={data?.quitclaims}
      canManage={canManage}
      serverErrors={serverErrors}
      onAdd={(upload) => save(() => addQuitclaim(videoId, upload))}
      onUpdate={(quitclaim, fields) => save(() => updateQuitclaim(videoId, quitclaim.id, fields))}
      onDelete={async (quitclaim) => {
        await deleteQuitclaim(videoId, quitclaim.id);
        await mutate();
        notify({ kind: 'success', text: VIDEO_ASSET_PANEL_TEXTS.quitclaimDeleted });
      }}
    />
  );
}

function ThumbnailSection({
  videoId,
  durationMs,
  canManage,
  playerTime,
}: SectionProps & { durationMs: number | null; playerTime?: number | null }) {
  const { data: video } = useVideo(videoId);
  const done = async () => {
    await invalidateVideo(videoId);
    notify({ kind: 'success', text: VIDEO_ASSET_PANEL_TEXTS.thumbnailUpdated });
  };
  return (
    <ThumbnailPanel
      thumbnailUrl={video?.thumbnail ?? null}
      durationMs={durationMs}
      canManage={canManage}
      playerTime={playerTime}
      onUpload={async (file) => {
        await uploadThumbnail(videoId, file);
        await done();
      }}
      onCaptureFrame={async (time) => {
        await captureFrame(videoId, time);
        await done();
      }}
    />
  );
}

function SubtitlesSection({ videoId, canManage }: SectionProps) {
  const subtitles = useSubtitles(videoId);
  const transcripts = useTranscripts(videoId);
  return (
    <SubtitlesPanel
      subtitles={subtitles.data?.subtitles}
      transcripts={transcripts.data?.transcripts}
      canManage={canManage}
      onAddSubtitle={async (upload) => {
        await addSubtitle(videoId, upload);
        await subtitles.mutate();
        notify({ kind: 'success', text: VIDEO_ASSET_PANEL_TEXTS.subtitleAdded });
      }}
      onSetDefault={async (subtitle, isDefault) => {
        await updateSubtitle(videoId, subtitle.id, { is_default: isDefault });
        await subtitles.mutate();
      }}
      onDeleteSubtitle={async (subtitle) => {
        await deleteSubtitle(videoId, subtitle.id);
        await subtitles.mutate();
        notify({ kind: 'success', text: VIDEO_ASSET_PANEL_TEXTS.subtitleDeleted });
      }}
      onAddTranscript={async (file) => {
        await addTranscript(videoId, file);
        await transcripts.mutate();
        notify({ kind: 'success', text: VIDEO_ASSET_PANEL_TEXTS.transcriptAdded });
      }}
      onDeleteTranscript={async (transcript) => {
        await deleteTranscript(videoId, transcript.id);
        await transcripts.mutate();
        notify({ kind: 'success', text: VIDEO_ASSET_PANEL_TEXTS.transcriptDeleted });
      }}
    />
  );
}

function ChaptersSection({ videoId, durationMs, canManage }: SectionProps & { durationMs: number | null }) {
  const { data, mutate } = useChapters(videoId);
  return (
    <ChaptersPanel
      chapters={data?.chapters}
      durationMs={durationMs}
      canManage={canManage}
      onAdd={async (input) => {
        await addChapter(videoId, input);
        await mutate();
      }}
      onUpdate={async (chapter, update) => {
        await updateChapter(videoId, chapter._id, update);
        await mutate();
      }}
      onDelete={async (chapter) => {
        await deleteChapter(videoId, chapter._id);
        await mutate();
      }}
    />
  );
}

/**
 * The asset panels of a video's side panel: GDPR (quitclaims), Thumbnail, Subtitles &
 * Transcripts and Chapters. A panel loads its data when it is opened; without the manage
 * permission the panels only show the data.
 */
export function VideoAssetPanels({ videoId, durationMs, canManage, playerTime }: VideoAssetPanelsProps) {
  const [expanded, setExpanded] = useState<string[]>([]);
  const open = (id: string) => expanded.includes(id);
  const props = { videoId, canManage };
  return (
    <Accordion
      allowsMultipleExpanded
      expandedKeys={expanded}
      onExpandedChange={setExpanded}
      items={[
        {
          id: 'gdpr',
          title: VIDEO_ASSET_PANEL_TEXTS.gdpr,
          content: open('gdpr') && <QuitclaimsSection key={videoId} {...props} />,
        },
        {
          id: 'thumbnail',
          title: VIDEO_ASSET_PANEL_TEXTS.thumbnail,
          content: open('thumbnail') && (
            <ThumbnailSection key={videoId} {...props} durationMs={durationMs} playerTime={playerTime} />
          ),
        },
        {
          id: 'subtitles',
          title: VIDEO_ASSET_PANEL_TEXTS.subtitlesAndTranscripts,
          content: open('subtitles') && <SubtitlesSection key={videoId} {...props} />,
        },
        {
          id: 'chapters',
          title: VIDEO_ASSET_PANEL_TEXTS.chapters,
          content: open('chapters') && <ChaptersSection key={videoId} {...props} durationMs={durationMs} />,
        },
      ]}
    />
  );
}

/** The same panels as sections of the video's side panel (each loads its data when mounted). */
export function videoAssetSections({ videoId, durationMs, canManage, playerTime }: VideoAssetPanelsProps) {
  const props = { videoId, canManage };
  return [
    { id: 'gdpr', title: VIDEO_ASSET_PANEL_TEXTS.gdpr, content: <QuitclaimsSection key={videoId} {...props} /> },
    {
      id: 'thumbnail',
      title: VIDEO_ASSET_PANEL_TEXTS.thumbnail,
      content: <ThumbnailSection key={videoId} {...props} durationMs={durationMs} playerTime={playerTime} />,
    },
    {
      id: 'subtitles',
      title: VIDEO_ASSET_PANEL_TEXTS.subtitlesAndTranscripts,
      content: <SubtitlesSection key={videoId} {...props} />,
    },
    {
      id: 'chapters',
      title: VIDEO_ASSET_PANEL_TEXTS.chapters,
      content: <ChaptersSection key={videoId} {...props} durationMs={durationMs} />,
    },
  ];
}
