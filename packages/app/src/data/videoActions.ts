import type { ChapterList, LibrarySummary, SubtitleList, VideoListItem } from '@reelbase/contract';
import { useMemo } from 'react';
import useSWR, { mutate } from 'swr';
import { useSnapshot } from 'valtio';
import { session } from '../auth/session.ts';
import { api } from '../http/client.ts';
import { actionTargets, type VideoActionKind } from '../pages/video-actions/videoActions.ts';
import { useLibraryChoices } from './libraries.ts';

const BASE = '/api/videos';

/** Moves a video to another library; answers the video as the media library lists it. */
export async function moveVideo(id: string, library: number): Promise<VideoListItem> {
  const moved = await api<VideoListItem>('POST', `${BASE}/${id}/move`, { library });
  await mutate(`${BASE}/${id}`);
  return moved;
}

/**
 * Copies a video to another library: the new video is answered at once (202) while a job copies
 * its files; 425 while the source is not encoded yet.
 */
export function copyVideo(id: string, library: number, uploadedBy: number | null): Promise<VideoListItem> {
  // The copy dialog shows "not encoded yet" (425) in its result line; no toast on top of it.
  return api<VideoListItem>('POST', `${BASE}/${id}/copy`, { library, uploadedBy }, { quietStatuses: [425] });
}

/** The subtitle tracks of a video (WebVTT addresses for the player). */
export function useVideoSubtitles(id: string | null) {
  return useSWR<SubtitleList>(id ? `${BASE}/${id}/subtitles` : null);
}

/** The chapters of a video. */
export function useVideoChapters(id: string | null) {
  return useSWR<ChapterList>(id ? `${BASE}/${id}/chapters` : null);
}

/**
 * The libraries the signed-in user may copy or move videos to. No endpoint answers this, so it is
 * computed here from the session's permissions and the libraries the user can see (every library
 * from for-upload for copying when they can upload everywhere).
 */
export function useActionTargets(kind: VideoActionKind) {
  const { user } = useSnapshot(session);
  const everywhere = kind === 'copy' && Boolean(user?.uploadEverywhere);
  const { data, error, isLoading } = useLibraryChoices<LibrarySummary>(
    user ? (everywhere ? '/api/libraries/for-upload' : '/api/libraries-i-can-see') : null,
  );
  const targets = useMemo(() => (user && data ? actionTargets(kind, user, data) : []), [kind, user, data]);
  return { targets, error, isLoading };
}
