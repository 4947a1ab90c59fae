import type { CompanyTags, Encoding, Video } from '@reelbase/contract';
import { useEffect, useMemo } from 'react';
import useSWR from 'swr';
import { useSnapshot } from 'valtio';
import { api } from '../http/client.ts';
import { liveEncodingProgress, missesRenditionsInProgress, withLiveProgress } from './encodingProgress.ts';

/** The Encodings panel polls every 12 seconds until every rendition is ready. */
const ENCODINGS_POLL_MS = 12_000;
/** A video still being probed is polled at the same pace. */
const VIDEO_POLL_MS = 12_000;

/** Whether a list of renditions still has one being generated. */
function hasPendingEncodings(encodings: readonly Encoding[] | undefined): boolean {
  return !encodings || encodings.length === 0 || encodings.some((encoding) => !encoding.ready);
}

/** One video; polled while it is uploading or processing. */
export function useVideo(id: string | null) {
  return useSWR<Video>(id ? `/api/videos/${id}` : null, {
    refreshInterval: (video) =>
      video && (video.status === 'uploading' || video.status === 'processing') ? VIDEO_POLL_MS : 0,
  });
}

/**
 * The mp4 renditions of a video, polled every 12 s until all are ready; the progress the live
 * updates tell moves their bars in between.
 */
export function useEncodings(id: string | null, pollMs = ENCODINGS_POLL_MS) {
  const loaded = useSWR<Encoding[]>(id ? `/api/videos/${id}/encodings` : null, {
    refreshInterval: (encodings) => (hasPendingEncodings(encodings) ? pollMs : 0),
  });
  const progress = useSnapshot(liveEncodingProgress)[id ?? ''];
  const { data: encodings, mutate } = loaded;
  const reload = missesRenditionsInProgress(encodings, progress);
  useEffect(() => {
    if (reload) void mutate();
  }, [reload, mutate]);
  const data = useMemo(() => withLiveProgress(encodings, progress), [encodings, progress]);
  return { ...loaded, data };
}

/** Mails the download addresses of the ready renditions to the signed-in user. */
export function sendEncodingsMail(id: string) {
  return api<{ sent: number }>('POST', `/api/videos/${id}/encodings/send-mail`);
}

/** The tags used across the video's company, offered as suggestions in the tag editors. */
export function useCompanyTags(videoId: string) {
  return useSWR<CompanyTags>(`/api/videos/${encodeURIComponent(videoId)}/company-tags`);
}
