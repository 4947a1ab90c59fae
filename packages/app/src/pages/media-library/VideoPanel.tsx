import { hasLibraryPermission, type LibrarySummary, type VideoUpdate } from '@reelbase/contract';
import { useState } from 'react';
import { useSnapshot } from 'valtio';
import { session } from '../../auth/session.ts';
import { useVideoComments } from '../../data/comments.ts';
import { invalidateMediaLibrary, startDownload, updateVideo } from '../../data/mediaLibrary.ts';
import { useCompanyTags, useVideo } from '../../data/videos.ts';
import { PageLoading } from '../../shell/PageLoading.tsx';
import { copyText } from '../../state/clipboard.ts';
import { notify } from '../../state/notify.ts';
import { useServerErrors } from '../admin/useServerErrors.ts';
import { PublishSection } from '../publishing/PublishSection.tsx';
import { VideoEncodings } from '../video/VideoEncodings.tsx';
import { VideoReplaceFile } from '../video/VideoReplaceFile.tsx';
import { EmbedSharePanel } from '../video-actions/EmbedSharePanel.tsx';
import { PreviewPanel } from '../video-actions/PreviewPanel.tsx';
import { CopyToLibraryPanel } from '../video-actions/VideoActionDialogs.tsx';
import { videoAssetSections } from '../video-assets/VideoAssetPanels.tsx';
import { InteractiveClicks } from './InteractiveClicks.tsx';
import { MEDIA_LIBRARY_TEXTS } from './mediaLibrary.ts';
import { VideoDetails } from './VideoDetails.tsx';
import { EditorLinks, StatisticsLink } from './VideoLinks.tsx';

export interface VideoPanelProps {
  videoId: string;
  libraries: readonly LibrarySummary[];
}

/** The live side panel of one video: loads it, copies its id, downloads its source, saves edits. */
export function VideoPanel({ videoId, libraries }: VideoPanelProps) {
  const { data: video, mutate } = useVideo(videoId);
  const { data: comments } = useVideoComments(videoId);
  const { data: companyTags } = useCompanyTags(videoId);
  // Where the Preview player stands, for the Thumbnail panel's "Take the player's time".
  const [playerTime, setPlayerTime] = useState<number | null>(null);
  const { user } = useSnapshot(session);
  const server = useServerErrors();
  if (!video) return <PageLoading />;
  const library = libraries.find((candidate) => candidate.id === video.library.id);
  const canManage = user
    ? hasLibraryPermission(user.permissions, 'manage-videos-of-libraries', video.library.id)
    : false;

  const save = async (update: VideoUpdate) => {
    const saved = await server.capture(() => updateVideo(videoId, update));
    if (!saved) return;
    await mutate(saved, { revalidate: false });
    notify({ kind: 'success', text: MEDIA_LIBRARY_TEXTS.videoUpdated });
    // The list refreshes behind the panel; the form is done (and takes the keyboard back) at once.
    void invalidateMediaLibrary();
  };

  return (
    <VideoDetails
      video={video}
      libraryName={library ? `${library.company_name} / ${library.name}` : undefined}
      onCopyId={async () => {
        if (await copyText(video.id)) notify({ kind: 'success', text: MEDIA_LIBRARY_TEXTS.videoIdCopied });
      }}
      onDownloadSource={() => {
        if (video.source_url) startDownload(video.source_url);
      }}
      onCopySourceUrl={async () => {
        if (video.source_url && (await copyText(video.source_url)))
          notify({ kind: 'success', text: MEDIA_LIBRARY_TEXTS.copied });
      }}
      panels={[
        { id: 'publish', title: 'Publish & share', content: <PublishSection video={video} />, after: 'basic' },
        ...videoAssetSections({ videoId, durationMs: video.duration, canManage, playerTime }),
        {
          id: 'interactive',
          title: 'Interactive',
          content: (
            <>
              <EditorLinks videoId={videoId} />
              <InteractiveClicks videoId={videoId} videoTitle={video.title} />
            </>
          ),
        },
        { id: 'statistics', title: 'Statistics', content: <StatisticsLink videoId={videoId} /> },
        { id: 'copy', title: 'Copy to library', content: <CopyToLibraryPanel video={video} />, after: 'encodings' },
        {
          id: 'preview',
          title: 'Preview',
          content: <PreviewPanel videoId={videoId} onTimeUpdate={setPlayerTime} />,
          after: 'encodings',
        },
        {
          id: 'embed',
          title: 'Embed & Share',
          content: <EmbedSharePanel video={video} commentsPath={comments?.link} />,
          after: 'encodings',
        },
      ]}
      replaceFile={<VideoReplaceFile videoId={videoId} onReplaced={() => void mutate()} />}
      encodings={<VideoEncodings videoId={videoId} />}
      onSave={save}
      serverErrors={server.errors}
      isReadOnly={!canManage}
      tagSuggestions={companyTags?.[0]?.uniqueTags}
    />
  );
}
